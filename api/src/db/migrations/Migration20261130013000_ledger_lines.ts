import { Migration } from '@mikro-orm/migrations';

/**
 * Partners' ledger (issue 55, slice C): a line per partner sale, refund and lost dispute, each
 * written once (unique payment, kind and refund id; a sale's null refund id counts as one value).
 */
export class Migration20261130013000_ledger_lines extends Migration {

  override name = 'Migration20261130013000_ledger_lines';

  override up(): void | Promise<void> {
    this.addSql(`create table "ledger_lines" ("id" serial primary key, "partner_id" int not null, "payment_id" int not null, "kind" text not null, "refund_id" text null, "occurred_at" timestamptz not null, "tuition_cents" int not null, "royalty_cents" int not null, "fee_cents" int null, "academy_fee_cents" int null, "partner_fee_cents" int null, "partner_share_cents" int null, "statement_id" int null, "created_at" timestamptz not null default now(), constraint "ledger_lines_kind_check" check ("kind" in ('sale', 'refund', 'dispute')), constraint "ledger_lines_refund_id_check" check ((kind = 'sale') = (refund_id is null)), constraint "ledger_lines_parts_add_up" check (fee_cents is null or (academy_fee_cents + partner_fee_cents = fee_cents and royalty_cents - academy_fee_cents + partner_share_cents = tuition_cents - fee_cents)));`);
    this.addSql(`create unique index "ledger_lines_once" on "ledger_lines" ("payment_id", "kind", "refund_id") nulls not distinct;`);
    this.addSql(`create index "ledger_lines_partner_occurred_idx" on "ledger_lines" ("partner_id", "occurred_at");`);
    this.addSql(`alter table "ledger_lines" add constraint "ledger_lines_partner_id_foreign" foreign key ("partner_id") references "partners" ("id") on delete restrict;`);
    this.addSql(`alter table "ledger_lines" add constraint "ledger_lines_payment_id_foreign" foreign key ("payment_id") references "payments" ("id") on delete restrict;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "ledger_lines" cascade;`);
  }

}
