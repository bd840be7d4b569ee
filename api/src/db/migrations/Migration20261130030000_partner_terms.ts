import { Migration } from '@mikro-orm/migrations';

/**
 * A royalty-free licence's term (issue 54, slice G): its history (partner_terms: the first from
 * the licence fee, each renewal's payment once), the term-end reminders claimed once
 * (partner_reminders) and the audit of a partner's suspension.
 */
export class Migration20261130030000_partner_terms extends Migration {

  override name = 'Migration20261130030000_partner_terms';

  override up(): void | Promise<void> {
    this.addSql(`create table "partner_reminders" ("id" serial primary key, "partner_id" int not null, "term_ends_on" date not null, "threshold_days" int not null, "sent_at" timestamptz not null default now());`);
    this.addSql(`alter table "partner_reminders" add constraint "partner_reminders_once" unique ("partner_id", "term_ends_on", "threshold_days");`);

    this.addSql(`create table "partner_terms" ("id" serial primary key, "partner_id" int not null, "kind" text not null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "payment_id" int null, "withdrawn_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "partner_terms" add constraint "partner_terms_payment_unique" unique ("payment_id");`);
    this.addSql(`create index "partner_terms_partner_idx" on "partner_terms" ("partner_id", "ends_at");`);

    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in ('login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'password.reset_by_email', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'payment.refunded', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed', 'settings.updated', 'contact.message_handled', 'admin.flags_repaired', 'course.created', 'course.updated', 'course.deleted', 'course.deactivated', 'legal_document.created', 'legal_document.updated', 'legal_document.deleted', 'account.unlocked', 'address.unblocked', 'api_token.created', 'api_token.revoked', 'api_token.refused', 'session.revoked_used', 'agency.created', 'agency.seats_granted', 'agency.invitations_sent', 'agency.member_joined', 'verification.flagged', 'verification.resolved', 'enrollment.marked_complete', 'certificate.revoked', 'certificate.reissued', 'enrollment.access_retried', 'mail.resent', 'payment.refund_pending', 'payment.refund_failed', 'payment.attempt_failed', 'payment.dispute_opened', 'payment.dispute_closed', 'address.trusted', 'address.untrusted', 'oidc_client.created', 'oidc_client.secret_rotated', 'oidc_client.revoked', 'partner.suspended', 'partner.resumed'));`);

    this.addSql(`alter table "partner_reminders" add constraint "partner_reminders_partner_id_foreign" foreign key ("partner_id") references "partners" ("id") on delete cascade;`);

    this.addSql(`alter table "partner_terms" add constraint "partner_terms_partner_id_foreign" foreign key ("partner_id") references "partners" ("id") on delete cascade;`);
    this.addSql(`alter table "partner_terms" add constraint "partner_terms_payment_id_foreign" foreign key ("payment_id") references "payments" ("id") on delete restrict;`);
    this.addSql(`alter table "partner_terms" add constraint "partner_terms_kind_check" check ("kind" in ('initial', 'renewal'));`);

    // Royalty-free partners opened before terms: 3 years from the fee's verification (the
    // partner was made in its transaction), bought by the offer's fee payment.
    this.addSql(`update "partners" set "term_ends_at" = "created_at" + interval '3 years' where "licence_type" = 'royalty-free' and "term_ends_at" is null;`);
    this.addSql(`insert into "partner_terms" ("partner_id", "kind", "starts_at", "ends_at", "payment_id") select p."id", 'initial', p."term_ends_at" - interval '3 years', p."term_ends_at", pay."id" from "partners" p join "business_offers" o on o."id" = p."business_offer_id" left join "payments" pay on pay."provider_payment_id" = o."payment_id" where p."licence_type" = 'royalty-free' and not exists (select 1 from "partner_terms" t where t."partner_id" = p."id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "partner_reminders" cascade;`);
    this.addSql(`drop table if exists "partner_terms" cascade;`);
    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in ('login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'password.reset_by_email', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'payment.refunded', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed', 'settings.updated', 'contact.message_handled', 'admin.flags_repaired', 'course.created', 'course.updated', 'course.deleted', 'course.deactivated', 'legal_document.created', 'legal_document.updated', 'legal_document.deleted', 'account.unlocked', 'address.unblocked', 'api_token.created', 'api_token.revoked', 'api_token.refused', 'session.revoked_used', 'agency.created', 'agency.seats_granted', 'agency.invitations_sent', 'agency.member_joined', 'verification.flagged', 'verification.resolved', 'enrollment.marked_complete', 'certificate.revoked', 'certificate.reissued', 'enrollment.access_retried', 'mail.resent', 'payment.refund_pending', 'payment.refund_failed', 'payment.attempt_failed', 'payment.dispute_opened', 'payment.dispute_closed', 'address.trusted', 'address.untrusted', 'oidc_client.created', 'oidc_client.secret_rotated', 'oidc_client.revoked'));`);
  }

}
