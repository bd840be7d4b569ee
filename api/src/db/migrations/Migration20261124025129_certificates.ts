import { Migration } from '@mikro-orm/migrations';

/**
 * Course completion and certificates: the enrollment's completion date, the course's certificate
 * validity, the certificates (one per enrollment) and their number sequence; the audit types of
 * marking complete and revoking (the whole type check rewritten). The generated down() also
 * recreated the audit chain's and payment totals' triggers and functions as stubs: removed.
 */
export class Migration20261124025129_certificates extends Migration {

  override name = 'Migration20261124025129_certificates';

  override up(): void | Promise<void> {
    // The certificate numbers' running part (GA-<year>-<6 digits>); gaps are harmless.
    this.addSql(`create sequence "certificate_numbers" start 1;`);
    this.addSql(`create table "certificates" ("id" serial primary key, "number" text not null, "enrollment_id" int not null, "user_id" int null, "learner_name" text not null, "course_title" text not null, "hours" int not null, "completed_at" timestamptz not null, "expires_at" timestamptz null, "issued_at" timestamptz not null, "signature" text not null, "status" text not null default 'valid', "revoked_at" timestamptz null, "revoked_reason" text null);`);
    this.addSql(`alter table "certificates" add constraint "certificates_number_unique" unique ("number");`);
    this.addSql(`alter table "certificates" add constraint "certificates_enrollment_unique" unique ("enrollment_id");`);
    this.addSql(`create index "certificates_user_id_index" on "certificates" ("user_id");`);

    this.addSql(`alter table "courses" add "certificate_validity_months" int null;`);

    this.addSql(`alter table "enrollments" add "completed_at" timestamptz null;`);

    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in ('login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'payment.refunded', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed', 'settings.updated', 'contact.message_handled', 'admin.flags_repaired', 'course.created', 'course.updated', 'course.deleted', 'course.deactivated', 'legal_document.created', 'legal_document.updated', 'legal_document.deleted', 'account.unlocked', 'address.unblocked', 'api_token.created', 'api_token.revoked', 'api_token.refused', 'session.revoked_used', 'verification.flagged', 'verification.resolved', 'enrollment.marked_complete', 'certificate.revoked'));`);

    this.addSql(`alter table "certificates" add constraint "certificates_enrollment_id_foreign" foreign key ("enrollment_id") references "enrollments" ("id") on delete cascade;`);
    this.addSql(`alter table "certificates" add constraint "certificates_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "certificates" add constraint "certificates_status_check" check ("status" in ('valid', 'revoked'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "certificates" cascade;`);
    this.addSql(`drop sequence if exists "certificate_numbers";`);

    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in ('login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'payment.refunded', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed', 'settings.updated', 'contact.message_handled', 'admin.flags_repaired', 'course.created', 'course.updated', 'course.deleted', 'course.deactivated', 'legal_document.created', 'legal_document.updated', 'legal_document.deleted', 'account.unlocked', 'address.unblocked', 'api_token.created', 'api_token.revoked', 'api_token.refused', 'session.revoked_used', 'verification.flagged', 'verification.resolved'));`);

    this.addSql(`alter table "courses" drop column "certificate_validity_months";`);

    this.addSql(`alter table "enrollments" drop column "completed_at";`);

  }

}
