import { Migration } from '@mikro-orm/migrations';

/**
 * "Forgot password?": the SHA-256 of each reset link's token with its user, expiry and use, and
 * the audit event of a password set with such a link.
 */
export class Migration20261126155503_password_reset extends Migration {

  override name = 'Migration20261126155503_password_reset';

  override up(): void | Promise<void> {
    this.addSql(`create table "password_reset_tokens" ("id" serial primary key, "user_id" int not null, "token_hash" text not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_hash_key" unique ("token_hash");`);
    this.addSql(`create index "password_reset_tokens_user_idx" on "password_reset_tokens" ("user_id");`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in (${NEW_TYPES.map(type => `'${type}'`).join(', ')}));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in (${TYPES.map(type => `'${type}'`).join(', ')}));`);
    this.addSql(`drop table if exists "password_reset_tokens" cascade;`);
  }

}

/** The audit event types before this migration (frozen). */
const TYPES = ['login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'payment.refunded', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed', 'settings.updated', 'contact.message_handled', 'admin.flags_repaired', 'course.created', 'course.updated', 'course.deleted', 'course.deactivated', 'legal_document.created', 'legal_document.updated', 'legal_document.deleted', 'account.unlocked', 'address.unblocked', 'api_token.created', 'api_token.revoked', 'api_token.refused', 'session.revoked_used', 'verification.flagged', 'verification.resolved', 'enrollment.marked_complete', 'certificate.revoked', 'certificate.reissued', 'enrollment.access_retried', 'mail.resent', 'payment.refund_pending', 'payment.refund_failed', 'payment.attempt_failed', 'payment.dispute_opened', 'payment.dispute_closed'];

/** With the new type beside the administrator's reset, in the entity's order. */
const NEW_TYPES = TYPES.flatMap(type => type === 'password.reset_by_admin' ? [type, 'password.reset_by_email'] : [type]);
