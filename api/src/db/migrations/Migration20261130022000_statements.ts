import { Migration } from '@mikro-orm/migrations';

/**
 * Partners' monthly statements (issue 55, slice D): one per partner and month of the academy's
 * time zone (a new setting), each stamping the ledger lines it closes.
 */
export class Migration20261130022000_statements extends Migration {

  override name = 'Migration20261130022000_statements';

  override up(): void | Promise<void> {
    this.addSql(`create table "statements" ("id" serial primary key, "partner_id" int not null, "period" date not null, "status" text not null default 'ready', "sales_cents" int not null, "refunds_cents" int not null, "royalty_cents" int not null, "fees_cents" int not null, "partner_share_cents" int not null, "carried_in_cents" int not null, "payable_cents" int not null, "carried_out_cents" int not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "statements" add constraint "statements_partner_period_unique" unique ("partner_id", "period");`);

    this.addSql(`alter table "site_settings" add "academy_time_zone" text not null default 'America/New_York';`);

    this.addSql(`alter table "ledger_lines" add constraint "ledger_lines_statement_id_foreign" foreign key ("statement_id") references "statements" ("id") on delete restrict;`);
    this.addSql(`create index "ledger_lines_statement_idx" on "ledger_lines" ("statement_id");`);

    this.addSql(`alter table "statements" add constraint "statements_partner_id_foreign" foreign key ("partner_id") references "partners" ("id") on delete restrict;`);
    this.addSql(`alter table "statements" add constraint "statements_carried_out_check" check (carried_out_cents <= 0);`);
    this.addSql(`alter table "statements" add constraint "statements_payable_check" check (payable_cents >= 0);`);
    this.addSql(`alter table "statements" add constraint "statements_status_check" check ("status" in ('ready', 'approved', 'waiting', 'paid', 'failed', 'reversed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "ledger_lines_statement_idx";`);
    this.addSql(`alter table "ledger_lines" drop constraint "ledger_lines_statement_id_foreign";`);
    this.addSql(`drop table if exists "statements" cascade;`);
    this.addSql(`alter table "site_settings" drop column "academy_time_zone";`);
  }

}
