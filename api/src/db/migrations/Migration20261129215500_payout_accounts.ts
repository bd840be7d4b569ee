import { Migration } from '@mikro-orm/migrations';

/**
 * Partners' payout accounts (issue 55, slices A-B): the connected account per partner, the Connect
 * events handled (by id), and the demo processor's connected accounts and onboarding links.
 */
export class Migration20261129215500_payout_accounts extends Migration {

  override name = 'Migration20261129215500_payout_accounts';

  override up(): void | Promise<void> {
    this.addSql(`create table "connect_events" ("id" text not null, "type" text not null, "account_id" text not null, "received_at" timestamptz not null default now(), primary key ("id"));`);

    this.addSql(`create table "demo_connected_accounts" ("id" text not null, "idempotency_key" text not null, "email" text not null, "metadata" jsonb not null, "details_submitted" boolean not null default false, "payouts_enabled" boolean not null default false, "currently_due" jsonb not null, "disabled_reason" text null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "demo_connected_accounts" add constraint "demo_connected_accounts_idempotency_key_unique" unique ("idempotency_key");`);

    this.addSql(`create table "demo_account_links" ("id" text not null, "account_id" text not null, "refresh_url" text not null, "return_url" text not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "demo_account_links_account_id_index" on "demo_account_links" ("account_id");`);

    this.addSql(`create table "payout_accounts" ("id" serial primary key, "partner_id" int not null, "provider" text not null, "account_id" text not null, "details_submitted" boolean not null default false, "payouts_enabled" boolean not null default false, "disabled_reason" text null, "currently_due" jsonb not null, "deauthorized_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "payout_accounts" add constraint "payout_accounts_partner_id_unique" unique ("partner_id");`);
    this.addSql(`alter table "payout_accounts" add constraint "payout_accounts_account_id_unique" unique ("account_id");`);

    this.addSql(`alter table "demo_account_links" add constraint "demo_account_links_account_id_foreign" foreign key ("account_id") references "demo_connected_accounts" ("id") on delete cascade;`);

    this.addSql(`alter table "payout_accounts" add constraint "payout_accounts_partner_id_foreign" foreign key ("partner_id") references "partners" ("id") on delete cascade;`);
    this.addSql(`alter table "payout_accounts" add constraint "payout_accounts_provider_check" check ("provider" in ('stripe', 'demo'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "demo_account_links" drop constraint "demo_account_links_account_id_foreign";`);

    this.addSql(`drop table if exists "connect_events" cascade;`);
    this.addSql(`drop table if exists "demo_connected_accounts" cascade;`);
    this.addSql(`drop table if exists "demo_account_links" cascade;`);
    this.addSql(`drop table if exists "payout_accounts" cascade;`);
  }

}
