import { Migration } from '@mikro-orm/migrations';

/**
 * Event verification: flagged anomalies and the 5-minute cache of each check group; the audit
 * types of revoked sessions used and of flagging and resolving (the whole type check rewritten).
 * Written by hand from the generated diff: the schema differ cannot see the triggers and
 * functions of payment_day_totals and the audit chain, and would have dropped them.
 */
export class Migration20261124000626_verification extends Migration {

  override name = 'Migration20261124000626_verification';

  override up(): void | Promise<void> {
    this.addSql(`create table "verification_cache" ("check_group" text not null, "result" jsonb not null, "computed_at" timestamptz not null, primary key ("check_group"));`);
    this.addSql(`create table "verification_flags" ("id" serial primary key, "anomaly_key" text not null, "anomaly_type" text not null, "reason" text not null, "flagged_by_id" int null, "flagged_at" timestamptz not null default now(), "resolved_by_id" int null, "resolved_at" timestamptz null, "resolution_note" text null);`);
    this.addSql(`alter table "verification_flags" add constraint "verification_flags_anomaly_key_unique" unique ("anomaly_key");`);
    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in ('login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'payment.refunded', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed', 'settings.updated', 'contact.message_handled', 'admin.flags_repaired', 'course.created', 'course.updated', 'course.deleted', 'course.deactivated', 'legal_document.created', 'legal_document.updated', 'legal_document.deleted', 'account.unlocked', 'address.unblocked', 'api_token.created', 'api_token.revoked', 'api_token.refused', 'session.revoked_used', 'verification.flagged', 'verification.resolved'));`);
    this.addSql(`alter table "verification_flags" add constraint "verification_flags_flagged_by_id_foreign" foreign key ("flagged_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "verification_flags" add constraint "verification_flags_resolved_by_id_foreign" foreign key ("resolved_by_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "verification_cache" cascade;`);
    this.addSql(`drop table if exists "verification_flags" cascade;`);
    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in ('login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'payment.refunded', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed', 'settings.updated', 'contact.message_handled', 'admin.flags_repaired', 'course.created', 'course.updated', 'course.deleted', 'course.deactivated', 'legal_document.created', 'legal_document.updated', 'legal_document.deleted', 'account.unlocked', 'address.unblocked', 'api_token.created', 'api_token.revoked', 'api_token.refused'));`);
  }

}
