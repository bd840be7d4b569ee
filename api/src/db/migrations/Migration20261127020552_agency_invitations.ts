import { Migration } from '@mikro-orm/migrations';

/**
 * Agencies' invitations (a single-use link's token hash and its end) and the enrollment an agent
 * took on their seat (issue 36).
 */
export class Migration20261127020552_agency_invitations extends Migration {

  override name = 'Migration20261127020552_agency_invitations';

  override up(): void | Promise<void> {
    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in ('login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'password.reset_by_email', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'payment.refunded', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed', 'settings.updated', 'contact.message_handled', 'admin.flags_repaired', 'course.created', 'course.updated', 'course.deleted', 'course.deactivated', 'legal_document.created', 'legal_document.updated', 'legal_document.deleted', 'account.unlocked', 'address.unblocked', 'api_token.created', 'api_token.revoked', 'api_token.refused', 'session.revoked_used', 'agency.created', 'agency.seats_granted', 'agency.invitations_sent', 'agency.member_joined', 'verification.flagged', 'verification.resolved', 'enrollment.marked_complete', 'certificate.revoked', 'certificate.reissued', 'enrollment.access_retried', 'mail.resent', 'payment.refund_pending', 'payment.refund_failed', 'payment.attempt_failed', 'payment.dispute_opened', 'payment.dispute_closed'));`);

    this.addSql(`alter table "agency_members" add "token_hash" text null, add "expires_at" timestamptz null, add "enrollment_id" int null;`);
    this.addSql(`alter table "agency_members" add constraint "agency_members_enrollment_id_foreign" foreign key ("enrollment_id") references "enrollments" ("id") on delete set null;`);
    this.addSql(`alter table "agency_members" add constraint "agency_members_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "agency_members_enrollment_id_index" on "agency_members" ("enrollment_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "agency_members" drop constraint "agency_members_enrollment_id_foreign";`);

    this.addSql(`alter table "agency_members" drop constraint "agency_members_token_hash_unique";`);
    this.addSql(`drop index "agency_members_enrollment_id_index";`);
    this.addSql(`alter table "agency_members" drop column "token_hash", drop column "expires_at", drop column "enrollment_id";`);

    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in ('login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'password.reset_by_email', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'payment.refunded', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed', 'settings.updated', 'contact.message_handled', 'admin.flags_repaired', 'course.created', 'course.updated', 'course.deleted', 'course.deactivated', 'legal_document.created', 'legal_document.updated', 'legal_document.deleted', 'account.unlocked', 'address.unblocked', 'api_token.created', 'api_token.revoked', 'api_token.refused', 'session.revoked_used', 'agency.created', 'agency.seats_granted', 'verification.flagged', 'verification.resolved', 'enrollment.marked_complete', 'certificate.revoked', 'certificate.reissued', 'enrollment.access_retried', 'mail.resent', 'payment.refund_pending', 'payment.refund_failed', 'payment.attempt_failed', 'payment.dispute_opened', 'payment.dispute_closed'));`);
  }

}
