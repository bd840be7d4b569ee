import { Migration } from '@mikro-orm/migrations';

/**
 * The storefronts' pages (/p/{slug}) read a partner's settings, logo and prices: a write to any
 * of them raises the site's version like a course's, so a suspended partner's page or a new price
 * shows at the next request, never a kept page of before (modules/site/page-cache.rules.ts).
 */
export class Migration20261130020000_storefront_site_version extends Migration {

  override name = 'Migration20261130020000_storefront_site_version';

  override up(): void | Promise<void> {
    for (const table of ['partners', 'partner_logos', 'partner_course_prices']) {
      this.addSql(`create trigger "${table}_site_version" after insert or update or delete or truncate on "${table}" for each statement execute function site_version_bump();`);
    }
  }

  override down(): void | Promise<void> {
    for (const table of ['partners', 'partner_logos', 'partner_course_prices']) {
      this.addSql(`drop trigger "${table}_site_version" on "${table}";`);
    }
  }
}
