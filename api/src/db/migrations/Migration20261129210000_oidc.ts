import { Migration } from '@mikro-orm/migrations';

/** The OpenID Connect provider: its clients, its stored sessions, grants and codes, three audit types. */
export class Migration20261129210000_oidc extends Migration {

  override name = 'Migration20261129210000_oidc';

  override up(): void | Promise<void> {
    this.addSql(`create table "oidc_payloads" ("kind" text not null, "id" text not null, "payload" jsonb not null, "grant_id" text null, "uid" text null, "user_code" text null, "account_id" text null, "expires_at" timestamptz null, "consumed_at" timestamptz null, primary key ("kind", "id"));`);
    this.addSql(`create index "oidc_payloads_expires_idx" on "oidc_payloads" ("expires_at");`);
    this.addSql(`create index "oidc_payloads_uid_idx" on "oidc_payloads" ("uid");`);
    this.addSql(`create index "oidc_payloads_grant_idx" on "oidc_payloads" ("grant_id");`);
    this.addSql(`create index "oidc_payloads_account_idx" on "oidc_payloads" ("account_id");`);

    this.addSql(`create table "oidc_clients" ("id" serial primary key, "client_id" text not null, "name" text not null, "secret_hash" text not null, "redirect_uris" jsonb not null, "post_logout_redirect_uris" jsonb not null, "first_party" boolean not null default false, "created_by_id" int null, "created_at" timestamptz not null default now(), "secret_rotated_at" timestamptz null, "revoked_at" timestamptz null);`);
    this.addSql(`alter table "oidc_clients" add constraint "oidc_clients_client_id_key" unique ("client_id");`);

    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in ('login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'password.reset_by_email', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'payment.refunded', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed', 'settings.updated', 'contact.message_handled', 'admin.flags_repaired', 'course.created', 'course.updated', 'course.deleted', 'course.deactivated', 'legal_document.created', 'legal_document.updated', 'legal_document.deleted', 'account.unlocked', 'address.unblocked', 'api_token.created', 'api_token.revoked', 'api_token.refused', 'session.revoked_used', 'agency.created', 'agency.seats_granted', 'agency.invitations_sent', 'agency.member_joined', 'verification.flagged', 'verification.resolved', 'enrollment.marked_complete', 'certificate.revoked', 'certificate.reissued', 'enrollment.access_retried', 'mail.resent', 'payment.refund_pending', 'payment.refund_failed', 'payment.attempt_failed', 'payment.dispute_opened', 'payment.dispute_closed', 'address.trusted', 'address.untrusted', 'oidc_client.created', 'oidc_client.secret_rotated', 'oidc_client.revoked'));`);

    this.addSql(`alter table "oidc_clients" add constraint "oidc_clients_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "oidc_payloads" cascade;`);
    this.addSql(`drop table if exists "oidc_clients" cascade;`);

    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in ('login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'password.reset_by_email', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'payment.refunded', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed', 'settings.updated', 'contact.message_handled', 'admin.flags_repaired', 'course.created', 'course.updated', 'course.deleted', 'course.deactivated', 'legal_document.created', 'legal_document.updated', 'legal_document.deleted', 'account.unlocked', 'address.unblocked', 'api_token.created', 'api_token.revoked', 'api_token.refused', 'session.revoked_used', 'agency.created', 'agency.seats_granted', 'agency.invitations_sent', 'agency.member_joined', 'verification.flagged', 'verification.resolved', 'enrollment.marked_complete', 'certificate.revoked', 'certificate.reissued', 'enrollment.access_retried', 'mail.resent', 'payment.refund_pending', 'payment.refund_failed', 'payment.attempt_failed', 'payment.dispute_opened', 'payment.dispute_closed', 'address.trusted', 'address.untrusted'));`);
  }

}
