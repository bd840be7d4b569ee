import { Migration } from '@mikro-orm/migrations';

/** Per UTC day and status totals of payments, kept exact by a trigger, filled from what exists. */
export class Migration20261123203500_payment_day_totals extends Migration {

  override name = 'Migration20261123203500_payment_day_totals';

  override up(): void | Promise<void> {
    this.addSql(`create table "payment_day_totals" ("day" date not null, "status" text check ("status" in ('successful', 'pending', 'failed', 'refunded')) not null, "payments" bigint not null default 0, "amount_cents" bigint not null default 0, "refunded_cents" bigint not null default 0, constraint "payment_day_totals_pkey" primary key ("day", "status"));`);
    this.addSql(`create function payment_day_totals_add(at timestamptz, state text, n bigint, amount bigint, refunded bigint) returns void language sql as $$
      insert into payment_day_totals as t (day, status, payments, amount_cents, refunded_cents)
      values ((at at time zone 'UTC')::date, state, n, amount, refunded)
      on conflict (day, status) do update set payments = t.payments + excluded.payments,
        amount_cents = t.amount_cents + excluded.amount_cents,
        refunded_cents = t.refunded_cents + excluded.refunded_cents
    $$;`);
    this.addSql(`create function payment_day_totals_apply() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        perform payment_day_totals_add(old.created_at, old.status, -1, -old.amount_cents, -old.refunded_cents);
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        perform payment_day_totals_add(new.created_at, new.status, 1, new.amount_cents, new.refunded_cents);
      end if;
      return null;
    end $$;`);
    this.addSql(`create trigger "payments_day_totals" after insert or delete or update of "status", "amount_cents", "refunded_cents", "created_at" on "payments" for each row execute function payment_day_totals_apply();`);
    this.addSql(`insert into payment_day_totals (day, status, payments, amount_cents, refunded_cents) select (created_at at time zone 'UTC')::date, status, count(*), sum(amount_cents), sum(refunded_cents) from payments group by 1, 2;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "payments_day_totals" on "payments";`);
    this.addSql(`drop function payment_day_totals_apply();`);
    this.addSql(`drop function payment_day_totals_add(timestamptz, text, bigint, bigint, bigint);`);
    this.addSql(`drop table "payment_day_totals";`);
  }
}
