import { Migration } from '@mikro-orm/migrations';

export class Migration20261122161443_contact_evidence extends Migration {

  override name = 'Migration20261122161443_contact_evidence';

  override up(): void | Promise<void> {
    this.addSql(`alter table "contact_messages" add "ip" text null, add "user_agent" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "contact_messages" drop column "ip", drop column "user_agent";`);
  }

}
