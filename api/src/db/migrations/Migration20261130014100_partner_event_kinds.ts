import { Migration } from '@mikro-orm/migrations';

/** A partner's timeline also records its storefront's settings and logo (issue 54, slice D1). */
export class Migration20261130014100_partner_event_kinds extends Migration {

  override name = 'Migration20261130014100_partner_event_kinds';

  override up(): void | Promise<void> {
    this.addSql(`alter table "partner_events" drop constraint if exists "partner_events_kind_check";`);
    this.addSql(`alter table "partner_events" add constraint "partner_events_kind_check" check ("kind" in ('applied', 'fee-paid', 'agreement-signed', 'credentials-sent', 'admin-joined', 'launched', 'renewed', 'suspended', 'resumed', 'ended', 'price-set', 'branding-set', 'logo-set'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "partner_events" drop constraint if exists "partner_events_kind_check";`);
    this.addSql(`alter table "partner_events" add constraint "partner_events_kind_check" check ("kind" in ('applied', 'fee-paid', 'agreement-signed', 'credentials-sent', 'admin-joined', 'launched', 'renewed', 'suspended', 'resumed', 'ended', 'price-set'));`);
  }

}
