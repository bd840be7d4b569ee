import { Migration } from '@mikro-orm/migrations';

/**
 * The learner's Moodle account as provisioning found or made it (its id and username), used from
 * then on instead of a lookup by email.
 */
export class Migration20261126060000_user_moodle_account extends Migration {

  override name = 'Migration20261126060000_user_moodle_account';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add column "moodle_user_id" int null, add column "moodle_username" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "moodle_user_id", drop column "moodle_username";`);
  }

}
