import { Migration } from '@mikro-orm/migrations';

/** Partners' logos and course prices, and the partner a sale, an enrollment or an account came through. */
export class Migration20261130010000_partner_storefronts extends Migration {

  override name = 'Migration20261130010000_partner_storefronts';

  override up(): void | Promise<void> {
    this.addSql(`create table "partner_logos" ("partner_id" int not null, "png" bytea not null, "updated_at" timestamptz not null default now(), constraint "partner_logos_pkey" primary key ("partner_id"));`);
    this.addSql(`alter table "partner_logos" add constraint "partner_logos_partner_id_foreign" foreign key ("partner_id") references "partners" ("id") on update cascade on delete cascade;`);
    this.addSql(`create table "partner_course_prices" ("id" serial primary key, "partner_id" int not null, "course_id" int not null, "price_cents" int null, "set_at" timestamptz not null default now(), "set_by_id" int null, constraint "partner_course_prices_price_check" check (price_cents >= 0 and price_cents <= 100000000));`);
    this.addSql(`create index "partner_course_prices_current_idx" on "partner_course_prices" ("partner_id", "course_id", "set_at");`);
    this.addSql(`alter table "partner_course_prices" add constraint "partner_course_prices_partner_id_foreign" foreign key ("partner_id") references "partners" ("id") on delete cascade;`);
    this.addSql(`alter table "partner_course_prices" add constraint "partner_course_prices_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`);
    this.addSql(`alter table "partner_course_prices" add constraint "partner_course_prices_set_by_id_foreign" foreign key ("set_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "payments" add column "partner_id" int null;`);
    this.addSql(`alter table "payments" add constraint "payments_partner_id_foreign" foreign key ("partner_id") references "partners" ("id") on delete restrict;`);
    this.addSql(`create index "payments_partner_id_index" on "payments" ("partner_id");`);
    this.addSql(`alter table "enrollments" add column "partner_id" int null;`);
    this.addSql(`alter table "enrollments" add constraint "enrollments_partner_id_foreign" foreign key ("partner_id") references "partners" ("id") on delete restrict;`);
    this.addSql(`create index "enrollments_partner_id_index" on "enrollments" ("partner_id");`);
    this.addSql(`alter table "users" add column "registered_via_partner_id" int null;`);
    this.addSql(`alter table "users" add constraint "users_registered_via_partner_id_foreign" foreign key ("registered_via_partner_id") references "partners" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "registered_via_partner_id";`);
    this.addSql(`alter table "enrollments" drop column "partner_id";`);
    this.addSql(`alter table "payments" drop column "partner_id";`);
    this.addSql(`drop table if exists "partner_course_prices" cascade;`);
    this.addSql(`drop table if exists "partner_logos" cascade;`);
  }

}
