import { Migration } from '@mikro-orm/migrations';

/**
 * A trigram index on the business name: the payments list finds a licence payment by the business
 * name it shows (`ilike '%term%'`), as the business offers list does.
 */
export class Migration20261128143000_business_offer_name_search extends Migration {

  override name = 'Migration20261128143000_business_offer_name_search';

  override up(): void | Promise<void> {
    this.addSql(`create index "business_offers_business_name_trgm" on "business_offers" using gin ("business_name" gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "business_offers_business_name_trgm";`);
  }

}
