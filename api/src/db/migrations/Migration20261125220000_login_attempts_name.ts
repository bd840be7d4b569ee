import { Migration } from '@mikro-orm/migrations';

/**
 * Wrong passwords for a name no account has are counted by that name (in lower case) over the
 * lock window, as an account's are by its id: the answers never tell which names exist.
 */
export class Migration20261125220000_login_attempts_name extends Migration {

  override name = 'Migration20261125220000_login_attempts_name';

  override up(): void | Promise<void> {
    this.addSql(`create index "login_attempts_name_time_idx" on "login_attempts" (lower("username"), "created_at") where "user_id" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "login_attempts_name_time_idx";`);
  }

}
