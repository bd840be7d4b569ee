import { Migration } from '@mikro-orm/migrations';

/**
 * The continuing-education ledger: courses' credit hours (existing courses earn their length)
 * and category (a course with a certificate validity, or titled as an initial certification,
 * is one), the renewal rule on the settings row, and the reminders sent (once per learner,
 * period and threshold). The generated down() also recreated the audit chain's and payment
 * totals' triggers and functions as stubs: removed.
 */
export class Migration20261124042448_ce_ledger extends Migration {

  override name = 'Migration20261124042448_ce_ledger';

  override up(): void | Promise<void> {
    this.addSql(`create table "ce_reminders" ("id" serial primary key, "user_id" int not null, "period_start" date not null, "threshold_days" int not null, "sent_at" timestamptz not null default now());`);
    this.addSql(`alter table "ce_reminders" add constraint "ce_reminders_once" unique ("user_id", "period_start", "threshold_days");`);

    this.addSql(`alter table "courses" add "credit_hours" int not null default 0, add "category" text not null default 'continuing_education';`);
    this.addSql(`update "courses" set "credit_hours" = "hours";`);
    this.addSql(`update "courses" set "category" = 'initial_certification' where "certificate_validity_months" is not null or "title" ilike '%initial certification%';`);
    this.addSql(`alter table "courses" add constraint "courses_credit_hours_non_negative" check (credit_hours >= 0);`);
    this.addSql(`alter table "courses" add constraint "courses_category_check" check ("category" in ('initial_certification', 'continuing_education'));`);

    this.addSql(`alter table "site_settings" add "renewal_required_hours" int not null default 8, add "renewal_period_months" int not null default 24;`);

    this.addSql(`alter table "ce_reminders" add constraint "ce_reminders_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "ce_reminders" cascade;`);

    this.addSql(`alter table "courses" drop constraint "courses_credit_hours_non_negative";`);
    this.addSql(`alter table "courses" drop constraint "courses_category_check";`);
    this.addSql(`alter table "courses" drop column "credit_hours", drop column "category";`);

    this.addSql(`alter table "site_settings" drop column "renewal_required_hours", drop column "renewal_period_months";`);

  }

}
