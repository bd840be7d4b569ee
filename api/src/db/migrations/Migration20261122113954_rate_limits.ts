import { Migration } from '@mikro-orm/migrations';

export class Migration20261122113954_rate_limits extends Migration {

  override name = 'Migration20261122113954_rate_limits';

  override up(): void | Promise<void> {
    this.addSql(`create table "rate_limits" ("bucket" text not null, "key" text not null, "window_started_at" timestamptz not null, "hits" int not null, primary key ("bucket", "key"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_limits" cascade;`);
  }

}
