import { Migration } from '@mikro-orm/migrations';

/** Moodle's configuration faults and account states: why access or completion is unavailable. */
export class Migration20261128170000_moodle_faults extends Migration {

  override name = 'Migration20261128170000_moodle_faults';

  override up(): void | Promise<void> {
    this.addSql(`alter table "enrollments" add column "access_failed_reason" text null, add column "completion_unavailable" text null, add column "completion_unavailable_at" timestamptz null;`);
    this.addSql(`alter table "users" add column "moodle_account_problem" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "enrollments" drop column "access_failed_reason", drop column "completion_unavailable", drop column "completion_unavailable_at";`);
    this.addSql(`alter table "users" drop column "moodle_account_problem";`);
  }

}
