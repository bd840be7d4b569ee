import { Migration } from '@mikro-orm/migrations';

/**
 * Licensed partners (issue 54, slice A): the partner made from a paid business offer, its
 * administrators (accounts with a membership) and its timeline.
 */
export class Migration20261129200000_partners extends Migration {

  override name = 'Migration20261129200000_partners';

  override up(): void | Promise<void> {
    this.addSql(`create table "partners" ("id" serial primary key, "legal_name" text not null, "contact_name" text not null, "contact_email" text not null, "licence_type" text not null, "status" text not null default 'awaiting-agreement', "display_name" text null, "slug" text null, "brand_colour" text null, "support_email" text null, "support_phone" text null, "launched_at" timestamptz null, "term_ends_at" timestamptz null, "suspended_reason" text null, "created_at" timestamptz not null default now(), "business_offer_id" int not null);`);
    this.addSql(`alter table "partners" add constraint "partners_slug_unique" unique ("slug");`);
    this.addSql(`alter table "partners" add constraint "partners_business_offer_id_unique" unique ("business_offer_id");`);

    this.addSql(`create table "partner_events" ("id" serial primary key, "partner_id" int not null, "kind" text not null, "at" timestamptz not null default now(), "actor_id" int null, "details" jsonb null);`);
    this.addSql(`create index "partner_events_actor_id_index" on "partner_events" ("actor_id");`);
    this.addSql(`create index "partner_events_partner_at_idx" on "partner_events" ("partner_id", "at");`);

    this.addSql(`create table "partner_admins" ("id" serial primary key, "partner_id" int not null, "user_id" int null, "email" text not null, "role" text not null, "status" text not null default 'invited', "token_hash" text null, "expires_at" timestamptz null, "invited_by_id" int null, "invited_at" timestamptz not null default now(), "joined_at" timestamptz null);`);
    this.addSql(`create index "partner_admins_user_id_index" on "partner_admins" ("user_id");`);
    this.addSql(`alter table "partner_admins" add constraint "partner_admins_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "partner_admins_invited_by_id_index" on "partner_admins" ("invited_by_id");`);
    this.addSql(`alter table "partner_admins" add constraint "partner_admins_partner_email_unique" unique ("partner_id", "email");`);

    this.addSql(`alter table "partners" add constraint "partners_business_offer_id_foreign" foreign key ("business_offer_id") references "business_offers" ("id") on delete restrict;`);
    this.addSql(`alter table "partners" add constraint "partners_slug_check" check (slug ~ '^[a-z0-9](-?[a-z0-9]){1,38}\$');`);
    this.addSql(`alter table "partners" add constraint "partners_licence_type_check" check ("licence_type" in ('royalty-free', 'revenue-share'));`);
    this.addSql(`alter table "partners" add constraint "partners_status_check" check ("status" in ('awaiting-agreement', 'awaiting-setup', 'live', 'ended', 'suspended'));`);

    this.addSql(`alter table "partner_events" add constraint "partner_events_partner_id_foreign" foreign key ("partner_id") references "partners" ("id") on delete cascade;`);
    this.addSql(`alter table "partner_events" add constraint "partner_events_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "partner_events" add constraint "partner_events_kind_check" check ("kind" in ('applied', 'fee-paid', 'agreement-signed', 'credentials-sent', 'admin-joined', 'launched', 'renewed', 'suspended', 'resumed', 'ended', 'price-set'));`);

    this.addSql(`alter table "partner_admins" add constraint "partner_admins_partner_id_foreign" foreign key ("partner_id") references "partners" ("id") on delete cascade;`);
    this.addSql(`alter table "partner_admins" add constraint "partner_admins_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "partner_admins" add constraint "partner_admins_invited_by_id_foreign" foreign key ("invited_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "partner_admins" add constraint "partner_admins_role_check" check ("role" in ('owner', 'admin'));`);
    this.addSql(`alter table "partner_admins" add constraint "partner_admins_status_check" check ("status" in ('invited', 'joined', 'removed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "partner_events" cascade;`);
    this.addSql(`drop table if exists "partner_admins" cascade;`);
    this.addSql(`drop table if exists "partners" cascade;`);
  }

}
