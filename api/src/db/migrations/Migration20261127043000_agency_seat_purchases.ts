import { Migration } from '@mikro-orm/migrations';

/**
 * Seats bought at the checkout (issue 36): a payment's quantity of seats (null for a learner's
 * own course or a licence), and the agency each seat payment added its seats to.
 */
export class Migration20261127043000_agency_seat_purchases extends Migration {

  override name = 'Migration20261127043000_agency_seat_purchases';

  override up(): void | Promise<void> {
    this.addSql(`alter table "payments" add "seats" int null;`);
    this.addSql(`alter table "payments" add constraint "payments_seats_positive" check (seats is null or seats >= 1);`);

    this.addSql(`create table "agency_seat_purchases" ("id" serial primary key, "payment_id" int not null, "agency_id" int not null, "returned" int not null default 0, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "agency_seat_purchases" add constraint "agency_seat_purchases_payment_unique" unique ("payment_id");`);
    this.addSql(`create index "agency_seat_purchases_agency_id_index" on "agency_seat_purchases" ("agency_id");`);
    this.addSql(`alter table "agency_seat_purchases" add constraint "agency_seat_purchases_payment_id_foreign" foreign key ("payment_id") references "payments" ("id") on delete cascade;`);
    this.addSql(`alter table "agency_seat_purchases" add constraint "agency_seat_purchases_agency_id_foreign" foreign key ("agency_id") references "agencies" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "agency_seat_purchases" cascade;`);
    this.addSql(`alter table "payments" drop constraint "payments_seats_positive";`);
    this.addSql(`alter table "payments" drop column "seats";`);
  }

}
