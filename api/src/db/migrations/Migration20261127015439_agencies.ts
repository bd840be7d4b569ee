import { Migration } from '@mikro-orm/migrations';

/**
 * Agencies (issue 36): employers, their managers and agents (one managed agency per user), and
 * the seats of courses they hold.
 */
export class Migration20261127015439_agencies extends Migration {

  override name = 'Migration20261127015439_agencies';

  override up(): void | Promise<void> {
    this.addSql(`create table "agencies" ("id" serial primary key, "name" text not null, "billing_email" text not null, "created_by_id" int null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "agencies_created_by_id_index" on "agencies" ("created_by_id");`);
    this.addSql(`create index "agencies_created_at_index" on "agencies" ("created_at");`);

    this.addSql(`create table "agency_seats" ("id" serial primary key, "agency_id" int not null, "course_id" int not null, "seats" int not null);`);
    this.addSql(`create index "agency_seats_course_id_index" on "agency_seats" ("course_id");`);
    this.addSql(`alter table "agency_seats" add constraint "agency_seats_agency_course_unique" unique ("agency_id", "course_id");`);

    this.addSql(`create table "agency_members" ("id" serial primary key, "agency_id" int not null, "user_id" int null, "email" text not null, "first_name" text not null, "last_name" text not null, "role" text not null, "status" text not null default 'invited', "course_id" int null, "invited_at" timestamptz not null default now(), "joined_at" timestamptz null);`);
    this.addSql(`create index "agency_members_user_id_index" on "agency_members" ("user_id");`);
    this.addSql(`create index "agency_members_course_id_index" on "agency_members" ("course_id");`);
    this.addSql(`create unique index "agency_members_one_managed_agency" on "agency_members" ("user_id") where role = 'manager' and status <> 'removed';`);
    this.addSql(`alter table "agency_members" add constraint "agency_members_agency_email_unique" unique ("agency_id", "email");`);

    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in ('login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'password.reset_by_email', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'payment.refunded', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed', 'settings.updated', 'contact.message_handled', 'admin.flags_repaired', 'course.created', 'course.updated', 'course.deleted', 'course.deactivated', 'legal_document.created', 'legal_document.updated', 'legal_document.deleted', 'account.unlocked', 'address.unblocked', 'api_token.created', 'api_token.revoked', 'api_token.refused', 'session.revoked_used', 'agency.created', 'agency.seats_granted', 'verification.flagged', 'verification.resolved', 'enrollment.marked_complete', 'certificate.revoked', 'certificate.reissued', 'enrollment.access_retried', 'mail.resent', 'payment.refund_pending', 'payment.refund_failed', 'payment.attempt_failed', 'payment.dispute_opened', 'payment.dispute_closed'));`);

    this.addSql(`alter table "agencies" add constraint "agencies_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "agency_seats" add constraint "agency_seats_agency_id_foreign" foreign key ("agency_id") references "agencies" ("id") on delete cascade;`);
    this.addSql(`alter table "agency_seats" add constraint "agency_seats_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete restrict;`);
    this.addSql(`alter table "agency_seats" add constraint "agency_seats_not_negative" check (seats >= 0);`);

    this.addSql(`alter table "agency_members" add constraint "agency_members_agency_id_foreign" foreign key ("agency_id") references "agencies" ("id") on delete cascade;`);
    this.addSql(`alter table "agency_members" add constraint "agency_members_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "agency_members" add constraint "agency_members_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete restrict;`);
    this.addSql(`alter table "agency_members" add constraint "agency_members_role_check" check ("role" in ('manager', 'agent'));`);
    this.addSql(`alter table "agency_members" add constraint "agency_members_status_check" check ("status" in ('invited', 'joined', 'removed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "agency_seats" drop constraint "agency_seats_agency_id_foreign";`);
    this.addSql(`alter table "agency_members" drop constraint "agency_members_agency_id_foreign";`);

    this.addSql(`drop table if exists "agencies" cascade;`);
    this.addSql(`drop table if exists "agency_seats" cascade;`);
    this.addSql(`drop table if exists "agency_members" cascade;`);

    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in ('login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'password.reset_by_email', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'payment.refunded', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed', 'settings.updated', 'contact.message_handled', 'admin.flags_repaired', 'course.created', 'course.updated', 'course.deleted', 'course.deactivated', 'legal_document.created', 'legal_document.updated', 'legal_document.deleted', 'account.unlocked', 'address.unblocked', 'api_token.created', 'api_token.revoked', 'api_token.refused', 'session.revoked_used', 'verification.flagged', 'verification.resolved', 'enrollment.marked_complete', 'certificate.revoked', 'certificate.reissued', 'enrollment.access_retried', 'mail.resent', 'payment.refund_pending', 'payment.refund_failed', 'payment.attempt_failed', 'payment.dispute_opened', 'payment.dispute_closed'));`);
  }

}
