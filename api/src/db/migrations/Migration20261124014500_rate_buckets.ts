import { Migration } from '@mikro-orm/migrations';

export class Migration20261124014500_rate_buckets extends Migration {

  override name = 'Migration20261124014500_rate_buckets';

  override up(): void | Promise<void> {
    this.addSql(`create table "rate_buckets" ("bucket" text not null, "key" text not null, "tat" timestamptz not null, "refused" boolean not null, primary key ("bucket", "key"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_buckets" cascade;`);
  }

}
