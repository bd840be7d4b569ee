import { Migration } from '@mikro-orm/migrations';

/**
 * The version of what the public pages show (modules/site/page-cache.ts): one row, raised by a
 * statement trigger on each table those pages read (courses: home, catalogue, a course; legal
 * documents: the legal pages; site settings: the banners; certificates: a certificate's
 * verification) in the writing transaction, so every replica sees the new version when it commits.
 */
export class Migration20261126230000_site_version extends Migration {

  override name = 'Migration20261126230000_site_version';

  override up(): void | Promise<void> {
    this.addSql(`create table "site_version" ("id" int not null, "version" bigint not null, primary key ("id"));`);
    this.addSql(`alter table "site_version" add constraint "site_version_single_row" check (id = 1);`);
    this.addSql(`insert into "site_version" ("id", "version") values (1, 0);`);
    this.addSql(`create function site_version_bump() returns trigger language plpgsql as $$
    begin
      update site_version set version = version + 1 where id = 1;
      return null;
    end $$;`);
    for (const table of ['courses', 'legal_documents', 'site_settings', 'certificates']) {
      this.addSql(`create trigger "${table}_site_version" after insert or update or delete or truncate on "${table}" for each statement execute function site_version_bump();`);
    }
  }

  override down(): void | Promise<void> {
    for (const table of ['courses', 'legal_documents', 'site_settings', 'certificates']) {
      this.addSql(`drop trigger "${table}_site_version" on "${table}";`);
    }
    this.addSql(`drop function site_version_bump();`);
    this.addSql(`drop table "site_version";`);
  }
}
