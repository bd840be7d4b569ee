import { Migration } from '@mikro-orm/migrations';

/**
 * The SHA-256 of an offer's reference: the unguessable token its payment link carries, without
 * which the anonymous read shows only the licence type and fee and no payment starts. Offers made
 * before have none (null): administrators read them as before; they cannot be paid online.
 */
export class Migration20261125213000_business_offer_reference extends Migration {

  override name = 'Migration20261125213000_business_offer_reference';

  override up(): void | Promise<void> {
    this.addSql(`alter table "business_offers" add "reference_hash" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "business_offers" drop column "reference_hash";`);
  }

}
