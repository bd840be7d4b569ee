import { Migration } from '@mikro-orm/migrations';

/** The audit event of an administrator sending a failed or held mail again. */
export class Migration20261126093000_mail_resent extends Migration {

  override name = 'Migration20261126093000_mail_resent';

  override up(): void | Promise<void> {
    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in (${TYPES.map(type => `'${type}'`).join(', ')}, 'mail.resent'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in (${TYPES.map(type => `'${type}'`).join(', ')}));`);
  }

}

/** The audit event types before this migration (frozen). */
const TYPES = ['login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'payment.refunded', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed', 'settings.updated', 'contact.message_handled', 'admin.flags_repaired', 'course.created', 'course.updated', 'course.deleted', 'course.deactivated', 'legal_document.created', 'legal_document.updated', 'legal_document.deleted', 'account.unlocked', 'address.unblocked', 'api_token.created', 'api_token.revoked', 'api_token.refused', 'session.revoked_used', 'verification.flagged', 'verification.resolved', 'enrollment.marked_complete', 'certificate.revoked', 'certificate.reissued', 'enrollment.access_retried'];
