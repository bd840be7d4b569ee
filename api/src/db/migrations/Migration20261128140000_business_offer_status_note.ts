import { Migration } from '@mikro-orm/migrations';

/**
 * An offer's status note: why an administrator put it in its status (a paid-by-hand offer must
 * say why), shown in its Details. Offers changed before keep the note of their latest change.
 */
export class Migration20261128140000_business_offer_status_note extends Migration {

  override name = 'Migration20261128140000_business_offer_status_note';

  override up(): void | Promise<void> {
    this.addSql(`alter table "business_offers" add column "status_note" text null;`);
    this.addSql(`update "business_offers" as "offer" set "status_note" = "latest"."note"
      from (
        select distinct on (("details"->>'offerId')::int) ("details"->>'offerId')::int as "offer_id",
          nullif("details"->>'note', '') as "note"
        from "audit_events"
        where "type" = 'business_offer.status_changed'
        order by ("details"->>'offerId')::int, "id" desc
      ) as "latest"
      where "latest"."offer_id" = "offer"."id";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "business_offers" drop column "status_note";`);
  }

}
