import { Migration } from '@mikro-orm/migrations';

/** A slug of 40 letters without a hyphen is one the rules allow: the check says 2 to 40 as they do. */
export class Migration20261130043200_partner_slug_length extends Migration {

  override name = 'Migration20261130043200_partner_slug_length';

  override up(): void | Promise<void> {
    this.addSql(`alter table "partners" drop constraint "partners_slug_check";`);
    this.addSql(`alter table "partners" add constraint "partners_slug_check" check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) >= 2 and char_length(slug) <= 40);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "partners" drop constraint "partners_slug_check";`);
    this.addSql(`alter table "partners" add constraint "partners_slug_check" check (slug ~ '^[a-z0-9](-?[a-z0-9]){1,38}$');`);
  }

}
