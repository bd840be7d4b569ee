import { Migration } from '@mikro-orm/migrations';

/**
 * Trusted client addresses: administrators' sign-ins from one are not security findings; trusting
 * and untrusting an address are audited.
 */
export class Migration20261128150000_trusted_addresses extends Migration {

  override name = 'Migration20261128150000_trusted_addresses';

  override up(): void | Promise<void> {
    this.addSql(`create table "trusted_addresses" ("id" serial primary key, "ip_address" text not null, "note" text null, "trusted_by_id" int null, "trusted_at" timestamptz not null default now());`);
    this.addSql(`alter table "trusted_addresses" add constraint "trusted_addresses_ip_address_unique" unique ("ip_address");`);
    this.addSql(`alter table "trusted_addresses" add constraint "trusted_addresses_trusted_by_id_foreign" foreign key ("trusted_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in (${TYPES.map(type => `'${type}'`).join(', ')}, 'address.trusted', 'address.untrusted'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in (${TYPES.map(type => `'${type}'`).join(', ')}));`);
    this.addSql(`drop table if exists "trusted_addresses" cascade;`);
  }

}

/** The audit event types before this migration (frozen). */
const TYPES = ['login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'password.reset_by_email', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'payment.refunded', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed', 'settings.updated', 'contact.message_handled', 'admin.flags_repaired', 'course.created', 'course.updated', 'course.deleted', 'course.deactivated', 'legal_document.created', 'legal_document.updated', 'legal_document.deleted', 'account.unlocked', 'address.unblocked', 'api_token.created', 'api_token.revoked', 'api_token.refused', 'session.revoked_used', 'agency.created', 'agency.seats_granted', 'agency.invitations_sent', 'agency.member_joined', 'verification.flagged', 'verification.resolved', 'enrollment.marked_complete', 'certificate.revoked', 'certificate.reissued', 'enrollment.access_retried', 'mail.resent', 'payment.refund_pending', 'payment.refund_failed', 'payment.attempt_failed', 'payment.dispute_opened', 'payment.dispute_closed'];
