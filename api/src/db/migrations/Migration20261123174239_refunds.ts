import { Migration } from '@mikro-orm/migrations';

export class Migration20261123174239_refunds extends Migration {

  override name = 'Migration20261123174239_refunds';

  override up(): void | Promise<void> {
    this.addSql(`create table "demo_refunds" ("id" text not null, "idempotency_key" text not null, "intent_id" text not null, "amount_cents" int not null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "demo_refunds" add constraint "demo_refunds_idempotency_key_unique" unique ("idempotency_key");`);

    this.addSql(`alter table "demo_payment_intents" add "refunded_cents" int not null default 0;`);

    this.addSql(`alter table "payments" add "refunded_cents" int not null default 0;`);
    this.addSql(`alter table "payments" add constraint "payments_refunded_within_amount" check (refunded_cents >= 0 and refunded_cents <= amount_cents);`);

    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in ('login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'payment.refunded', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "demo_refunds" cascade;`);

    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in ('login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed'));`);

    this.addSql(`alter table "demo_payment_intents" drop column "refunded_cents";`);

    this.addSql(`alter table "payments" drop constraint "payments_refunded_within_amount";`);
    this.addSql(`alter table "payments" drop column "refunded_cents";`);
  }

}
