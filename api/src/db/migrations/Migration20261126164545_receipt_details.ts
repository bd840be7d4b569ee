import { Migration } from '@mikro-orm/migrations';

/**
 * What a real receipt prints: the academy's name and postal address (settings), a receipt for
 * every licence fee paid before licence fees had one (dated when the payment was recorded), and
 * the date of each refund already given back (`payments.metadata.refunds[].refundedAt`, from its
 * audit row, else the payment's last change).
 */
export class Migration20261126164545_receipt_details extends Migration {

  override name = 'Migration20261126164545_receipt_details';

  override up(): void | Promise<void> {
    this.addSql(`alter table "site_settings" add "academy_name" text not null default 'Guardian Academy', add "academy_address" text not null default '1200 Academy Way, Suite 100, Richmond, VA 23219, United States';`);
    this.addSql(`insert into "receipts" ("payment_id", "created_at")
      select p.id, coalesce((select min(a.created_at) from "audit_events" a where a.type = 'payment.recorded' and a.details->>'paymentId' = p.provider_payment_id), p.created_at)
      from "payments" p
      where p.business_offer_id is not null and p.status in ('successful', 'refunded')
        and not exists (select 1 from "receipts" r where r.payment_id = p.id)
      order by p.id
      on conflict ("payment_id") do nothing;`);
    this.addSql(`update "payments" p set "metadata" = jsonb_set(p.metadata, '{refunds}', (
        select jsonb_agg(case
          when e.refund ? 'refundedAt' or coalesce(e.refund->>'status', 'succeeded') <> 'succeeded' then e.refund
          else e.refund || jsonb_build_object('refundedAt', to_char(coalesce(
            (select min(a.created_at) from "audit_events" a where a.type = 'payment.refunded' and a.details->>'refundId' = e.refund->>'id'),
            p.updated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
          end order by e.n)
        from jsonb_array_elements(p.metadata->'refunds') with ordinality as e(refund, n)))
      where jsonb_typeof(p.metadata->'refunds') = 'array' and jsonb_array_length(p.metadata->'refunds') > 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "site_settings" drop column "academy_name", drop column "academy_address";`);
  }

}
