import { Migration } from '@mikro-orm/migrations';

/** A partner's learners are read by the partner they registered at: an index, not a scan of users. */
export class Migration20261130043100_registered_via_index extends Migration {

  override name = 'Migration20261130043100_registered_via_index';

  override up(): void | Promise<void> {
    this.addSql(`create index "users_registered_via_partner_id_index" on "users" ("registered_via_partner_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "users_registered_via_partner_id_index";`);
  }

}
