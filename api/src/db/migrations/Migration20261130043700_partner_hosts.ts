import { Migration } from '@mikro-orm/migrations';

/**
 * A partner served at its own domain (issue 54, slice J): the host names mapped to a partner
 * (partner_hosts), which raise the site's version like the partner's other settings (the pages
 * of a host are kept by what it maps to: modules/site), and the audit of a mapping.
 */
export class Migration20261130043700_partner_hosts extends Migration {

  override name = 'Migration20261130043700_partner_hosts';

  override up(): void | Promise<void> {
    this.addSql(`create table "partner_hosts" ("host" text not null, "partner_id" int not null, "created_by_id" int null, "created_at" timestamptz not null default now(), constraint "partner_hosts_pkey" primary key ("host"));`);
    this.addSql(`create index "partner_hosts_partner_idx" on "partner_hosts" ("partner_id");`);
    this.addSql(`alter table "partner_hosts" add constraint "partner_hosts_partner_id_foreign" foreign key ("partner_id") references "partners" ("id") on delete cascade;`);
    this.addSql(`alter table "partner_hosts" add constraint "partner_hosts_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "partner_hosts" add constraint "partner_hosts_host_check" check ("host" = lower("host") and length("host") <= 253 and "host" !~ '[:/*]' and "host" !~ '[.]$');`);
    this.addSql(`create trigger "partner_hosts_site_version" after insert or update or delete or truncate on "partner_hosts" for each statement execute function site_version_bump();`);

    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in ('login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'password.reset_by_email', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'payment.refunded', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed', 'settings.updated', 'contact.message_handled', 'admin.flags_repaired', 'course.created', 'course.updated', 'course.deleted', 'course.deactivated', 'legal_document.created', 'legal_document.updated', 'legal_document.deleted', 'account.unlocked', 'address.unblocked', 'api_token.created', 'api_token.revoked', 'api_token.refused', 'session.revoked_used', 'agency.created', 'agency.seats_granted', 'agency.invitations_sent', 'agency.member_joined', 'verification.flagged', 'verification.resolved', 'enrollment.marked_complete', 'certificate.revoked', 'certificate.reissued', 'enrollment.access_retried', 'mail.resent', 'payment.refund_pending', 'payment.refund_failed', 'payment.attempt_failed', 'payment.dispute_opened', 'payment.dispute_closed', 'address.trusted', 'address.untrusted', 'oidc_client.created', 'oidc_client.secret_rotated', 'oidc_client.revoked', 'partner.suspended', 'partner.resumed', 'partner.host_mapped', 'partner.host_unmapped'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "partner_hosts" cascade;`);
    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in ('login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'password.reset_by_email', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'payment.refunded', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed', 'settings.updated', 'contact.message_handled', 'admin.flags_repaired', 'course.created', 'course.updated', 'course.deleted', 'course.deactivated', 'legal_document.created', 'legal_document.updated', 'legal_document.deleted', 'account.unlocked', 'address.unblocked', 'api_token.created', 'api_token.revoked', 'api_token.refused', 'session.revoked_used', 'agency.created', 'agency.seats_granted', 'agency.invitations_sent', 'agency.member_joined', 'verification.flagged', 'verification.resolved', 'enrollment.marked_complete', 'certificate.revoked', 'certificate.reissued', 'enrollment.access_retried', 'mail.resent', 'payment.refund_pending', 'payment.refund_failed', 'payment.attempt_failed', 'payment.dispute_opened', 'payment.dispute_closed', 'address.trusted', 'address.untrusted', 'oidc_client.created', 'oidc_client.secret_rotated', 'oidc_client.revoked', 'partner.suspended', 'partner.resumed'));`);
  }

}
