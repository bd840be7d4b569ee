import { Migration } from '@mikro-orm/migrations';

/**
 * When a dashboard load last queued the enrollment's completion check: a load within the check's
 * window queues nothing, so the dashboard stops sending a job per course in progress each time.
 */
export class Migration20261124074000_enrollment_completion_checked extends Migration {

  override name = 'Migration20261124074000_enrollment_completion_checked';

  override up(): void | Promise<void> {
    this.addSql(`alter table "enrollments" add "completion_checked_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "enrollments" drop column "completion_checked_at";`);
  }

}
