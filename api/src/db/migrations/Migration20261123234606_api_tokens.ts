import { Migration } from '@mikro-orm/migrations';

// Personal API tokens (only the sha256 of each secret is kept), and the audit types of creating,
// revoking and refusing one (the whole check rewritten, as every such migration does).
export class Migration20261123234606_api_tokens extends Migration {

  override name = 'Migration20261123234606_api_tokens';

  override up(): void | Promise<void> {
    this.addSql(`create table "api_tokens" ("id" serial primary key, "user_id" int not null, "name" text not null, "token_hash" text not null, "prefix" text not null, "role" text not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "last_used_at" timestamptz null, "last_used_ip" text null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_hash_key" unique ("token_hash");`);
    this.addSql(`create index "api_tokens_user_time_idx" on "api_tokens" ("user_id", "created_at");`);
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_role_check" check ("role" in ('LEARNER', 'ADMIN', 'SUPER_ADMIN'));`);

    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in ('login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'payment.refunded', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed', 'settings.updated', 'contact.message_handled', 'admin.flags_repaired', 'course.created', 'course.updated', 'course.deleted', 'course.deactivated', 'legal_document.created', 'legal_document.updated', 'legal_document.deleted', 'account.unlocked', 'address.unblocked', 'api_token.created', 'api_token.revoked', 'api_token.refused'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_tokens" cascade;`);

    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in ('login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'payment.refunded', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed', 'settings.updated', 'contact.message_handled', 'admin.flags_repaired', 'course.created', 'course.updated', 'course.deleted', 'course.deactivated', 'legal_document.created', 'legal_document.updated', 'legal_document.deleted', 'account.unlocked', 'address.unblocked'));`);
  }

}
