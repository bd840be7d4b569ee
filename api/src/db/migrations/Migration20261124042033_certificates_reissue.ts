import { Migration } from '@mikro-orm/migrations';

/**
 * Re-issued certificates: one current (not superseded) certificate per enrollment instead of one
 * per enrollment (a partial unique index), the superseded one's replacement, time and reason, the
 * admin list's sort indexes and the re-issue audit type. The generated down() also recreated the
 * audit chain's and payment totals' triggers and functions as stubs: removed.
 */
export class Migration20261124042033_certificates_reissue extends Migration {

  override name = 'Migration20261124042033_certificates_reissue';

  override up(): void | Promise<void> {
    this.addSql(`alter table "certificates" drop constraint "certificates_enrollment_unique";`);
    this.addSql(`alter table "certificates" drop constraint "certificates_status_check";`);
    this.addSql(`alter table "certificates" add "superseded_by" text null, add "superseded_at" timestamptz null, add "superseded_reason" text null;`);
    this.addSql(`create index "certificates_enrollment_id_index" on "certificates" ("enrollment_id");`);
    this.addSql(`create index "certificates_learner_id_idx" on "certificates" ("learner_name", "id");`);
    this.addSql(`create index "certificates_number_id_idx" on "certificates" ("number", "id");`);
    this.addSql(`create index "certificates_completed_id_idx" on "certificates" ("completed_at", "id");`);
    this.addSql(`create index "certificates_issued_id_idx" on "certificates" ("issued_at", "id");`);
    this.addSql(`create unique index "certificates_enrollment_current_unique" on "certificates" ("enrollment_id") where "status" <> 'superseded';`);
    this.addSql(`alter table "certificates" add constraint "certificates_status_check" check ("status" in ('valid', 'revoked', 'superseded'));`);

    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in ('login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'payment.refunded', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed', 'settings.updated', 'contact.message_handled', 'admin.flags_repaired', 'course.created', 'course.updated', 'course.deleted', 'course.deactivated', 'legal_document.created', 'legal_document.updated', 'legal_document.deleted', 'account.unlocked', 'address.unblocked', 'api_token.created', 'api_token.revoked', 'api_token.refused', 'session.revoked_used', 'verification.flagged', 'verification.resolved', 'enrollment.marked_complete', 'certificate.revoked', 'certificate.reissued'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in ('login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'payment.refunded', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed', 'settings.updated', 'contact.message_handled', 'admin.flags_repaired', 'course.created', 'course.updated', 'course.deleted', 'course.deactivated', 'legal_document.created', 'legal_document.updated', 'legal_document.deleted', 'account.unlocked', 'address.unblocked', 'api_token.created', 'api_token.revoked', 'api_token.refused', 'session.revoked_used', 'verification.flagged', 'verification.resolved', 'enrollment.marked_complete', 'certificate.revoked'));`);

    this.addSql(`drop index "certificates_enrollment_id_index";`);
    this.addSql(`drop index "certificates_learner_id_idx";`);
    this.addSql(`drop index "certificates_number_id_idx";`);
    this.addSql(`drop index "certificates_completed_id_idx";`);
    this.addSql(`drop index "certificates_issued_id_idx";`);
    this.addSql(`drop index "certificates_enrollment_current_unique";`);
    this.addSql(`alter table "certificates" drop constraint "certificates_status_check";`);
    this.addSql(`alter table "certificates" drop column "superseded_by", drop column "superseded_at", drop column "superseded_reason";`);
    this.addSql(`alter table "certificates" add constraint "certificates_enrollment_unique" unique ("enrollment_id");`);
    this.addSql(`alter table "certificates" add constraint "certificates_status_check" check ("status" in ('valid', 'revoked'));`);

  }

}
