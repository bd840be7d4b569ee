import { Migration } from '@mikro-orm/migrations';

export class Migration20261122115125_sync_status extends Migration {

  override name = 'Migration20261122115125_sync_status';

  override up(): void | Promise<void> {
    this.addSql(`alter table "profile_sync_statuses" add constraint "profile_sync_statuses_status_check" check ("status" in ('success', 'pending', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "profile_sync_statuses" drop constraint "profile_sync_statuses_status_check";`);
  }

}
