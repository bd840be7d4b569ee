import { Migration } from '@mikro-orm/migrations';

/**
 * Settlement of partners' statements (issue 55, slice E): a statement's approval, its transfer
 * (or why it waits or failed) and its reversal; the demo processor's transfers.
 */
export class Migration20261130040000_settlement extends Migration {

  override name = 'Migration20261130040000_settlement';

  override up(): void | Promise<void> {
    this.addSql(`alter table "statements" add "waiting_reason" text null, add "failure_reason" text null, add "transfer_id" text null, add "transfer_amount_reversed_cents" int not null default 0, add "approved_by_id" int null, add "approved_at" timestamptz null, add "paid_at" timestamptz null, add "failed_attempts" int not null default 0;`);
    this.addSql(`alter table "statements" add constraint "statements_approved_by_id_foreign" foreign key ("approved_by_id") references "users" ("id") on delete set null;`);

    this.addSql(`create table "demo_transfers" ("id" text not null, "idempotency_key" text not null, "params" text not null, "amount_cents" int not null, "destination" text not null, "transfer_group" text null, "metadata" jsonb not null, "amount_reversed_cents" int not null default 0, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "demo_transfers" add constraint "demo_transfers_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create index "demo_transfers_group_idx" on "demo_transfers" ("transfer_group");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "demo_transfers" cascade;`);
    this.addSql(`alter table "statements" drop constraint "statements_approved_by_id_foreign";`);
    this.addSql(`alter table "statements" drop column "waiting_reason", drop column "failure_reason", drop column "transfer_id", drop column "transfer_amount_reversed_cents", drop column "approved_by_id", drop column "approved_at", drop column "paid_at", drop column "failed_attempts";`);
  }

}
