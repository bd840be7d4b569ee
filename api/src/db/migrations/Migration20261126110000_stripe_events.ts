import { Migration } from '@mikro-orm/migrations';

/**
 * Stripe as it really answers: this install's id (idempotency keys unique per install) and the
 * audit events of pending and failed refunds, refused payment attempts and disputes.
 */
export class Migration20261126110000_stripe_events extends Migration {

  override name = 'Migration20261126110000_stripe_events';

  override up(): void | Promise<void> {
    this.addSql(`create table "installation" ("id" int not null default 1, "install_id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "installation" add constraint "installation_single_row" check (id = 1);`);
    this.addSql(`insert into "installation" default values;`);
    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in (${[...TYPES, ...NEW_TYPES].map(type => `'${type}'`).join(', ')}));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in (${TYPES.map(type => `'${type}'`).join(', ')}));`);
    this.addSql(`drop table if exists "installation" cascade;`);
  }

}

const NEW_TYPES = ['payment.refund_pending', 'payment.refund_failed', 'payment.attempt_failed', 'payment.dispute_opened', 'payment.dispute_closed'];

/** The audit event types before this migration (frozen). */
const TYPES = ['login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'payment.refunded', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed', 'settings.updated', 'contact.message_handled', 'admin.flags_repaired', 'course.created', 'course.updated', 'course.deleted', 'course.deactivated', 'legal_document.created', 'legal_document.updated', 'legal_document.deleted', 'account.unlocked', 'address.unblocked', 'api_token.created', 'api_token.revoked', 'api_token.refused', 'session.revoked_used', 'verification.flagged', 'verification.resolved', 'enrollment.marked_complete', 'certificate.revoked', 'certificate.reissued', 'enrollment.access_retried', 'mail.resent'];
