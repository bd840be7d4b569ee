import { Migration } from '@mikro-orm/migrations';

export class Migration20261122022309_initial extends Migration {

  override name = 'Migration20261122022309_initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "business_offers" ("id" serial primary key, "business_name" text not null, "contact_name" text not null, "contact_email" text not null, "contact_phone" text not null, "business_website" text null, "business_address" text not null, "license_type" text not null, "additional_info" text null, "status" text not null default 'pending', "offer_sent_at" timestamptz not null default now(), "payment_amount_cents" int null, "payment_id" text null);`);
    this.addSql(`alter table "business_offers" add constraint "business_offers_payment_id_unique" unique ("payment_id");`);
    this.addSql(`create index "business_offers_status_idx" on "business_offers" ("status", "offer_sent_at");`);

    this.addSql(`create table "contact_messages" ("id" serial primary key, "name" text not null, "email" text not null, "phone" text null, "subject" text not null, "message" text not null, "read_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "contact_messages_created_idx" on "contact_messages" ("created_at");`);

    this.addSql(`create table "courses" ("id" serial primary key, "title" text not null, "description" text not null, "image_url" text null, "hours" int not null, "price_cents" int not null, "is_featured" boolean not null default false, "is_self_paced" boolean not null default true, "is_active" boolean not null default true, "moodle_course_id" text null, "instructor_name" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "courses_active_idx" on "courses" ("is_active");`);

    this.addSql(`create table "legal_documents" ("id" serial primary key, "title" text not null, "content" text not null, "type" text not null default 'terms-of-service', "version" text not null default '1.0', "is_active" boolean not null default true, "requires_signature" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "legal_documents_type_active_idx" on "legal_documents" ("type", "is_active");`);

    this.addSql(`create table "systems" ("id" text not null, "name" text not null, "description" text not null, "url" text null, "is_available" boolean not null default true, "status" text not null default 'unknown', "version" text null, "last_checked" timestamptz null, primary key ("id"));`);

    this.addSql(`create table "site_settings" ("id" int not null default 1, "disclaimer_visible" boolean not null default true, "disclaimer_text" text not null default 'This training course is in pre-launch and currently undergoing final curriculum alignment with a state criminal-justice regulator. Enrollment grants early access. Refunds are not available once access is provided.', "prelaunch_visible" boolean not null default true, "show_disclaimer_banner" boolean not null default true, "show_pre_launch_banner" boolean not null default true, "updated_at" timestamptz not null default now(), primary key ("id"));`);

    this.addSql(`create table "used_tokens" ("jti" text not null, "expires_at" timestamptz not null, "used_at" timestamptz not null default now(), primary key ("jti"));`);
    this.addSql(`create index "used_tokens_expires_idx" on "used_tokens" ("expires_at");`);

    this.addSql(`create table "users" ("id" serial primary key, "username" text not null, "email" text not null, "password_hash" text not null, "first_name" text not null, "last_name" text not null, "phone" text null, "is_admin" boolean not null default false, "is_super_admin" boolean not null default false, "status" text not null default 'active', "token_version" int not null default 0, "last_password_changed" timestamptz null, "last_login" timestamptz null, "email_notifications" boolean not null default true, "failed_login_count" int not null default 0, "locked_until" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "users_name_idx" on "users" ("last_name", "first_name");`);
    this.addSql(`create unique index "users_email_lower_unique" on "users" (lower("email"));`);
    this.addSql(`create unique index "users_username_lower_unique" on "users" (lower("username"));`);

    this.addSql(`create table "refresh_tokens" ("id" uuid not null, "user_id" int not null, "family_id" uuid not null, "token_hash" text not null, "token_version" int not null, "expires_at" timestamptz not null, "rotated_at" timestamptz null, "revoked_at" timestamptz null, "ip_address" text null, "user_agent" text null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "refresh_tokens" add constraint "refresh_tokens_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "refresh_tokens_user_idx" on "refresh_tokens" ("user_id");`);
    this.addSql(`create index "refresh_tokens_family_idx" on "refresh_tokens" ("family_id");`);

    this.addSql(`create table "profile_sync_statuses" ("id" serial primary key, "user_id" int not null, "system_id" text not null, "status" text not null, "details" text null, "last_synced" timestamptz null);`);
    this.addSql(`alter table "profile_sync_statuses" add constraint "profile_sync_user_system_unique" unique ("user_id", "system_id");`);

    this.addSql(`create table "payments" ("id" serial primary key, "provider_payment_id" text not null, "provider" text not null, "user_id" int null, "course_id" int null, "business_offer_id" int null, "amount_cents" int not null, "currency" text not null default 'usd', "status" text not null, "metadata" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "payments" add constraint "payments_provider_payment_id_unique" unique ("provider_payment_id");`);
    this.addSql(`create index "payments_user_id_index" on "payments" ("user_id");`);
    this.addSql(`create index "payments_course_id_index" on "payments" ("course_id");`);
    this.addSql(`create index "payments_business_offer_id_index" on "payments" ("business_offer_id");`);
    this.addSql(`create index "payments_created_idx" on "payments" ("created_at");`);
    this.addSql(`create index "payments_status_created_idx" on "payments" ("status", "created_at");`);

    this.addSql(`create table "receipts" ("id" serial primary key, "payment_id" int not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "receipts" add constraint "receipts_payment_unique" unique ("payment_id");`);

    this.addSql(`create table "notifications" ("id" serial primary key, "user_id" int not null, "system_id" text not null, "type" text not null default 'info', "message" text not null, "read" boolean not null default false, "timestamp" timestamptz not null default now());`);
    this.addSql(`create index "notifications_user_time_idx" on "notifications" ("user_id", "timestamp");`);

    this.addSql(`create table "login_attempts" ("id" serial primary key, "user_id" int null, "username" text not null, "success" boolean not null, "ip_address" text null, "user_agent" text null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "login_attempts_ip_time_idx" on "login_attempts" ("ip_address", "created_at");`);
    this.addSql(`create index "login_attempts_user_time_idx" on "login_attempts" ("user_id", "created_at");`);

    this.addSql(`create table "enrollments" ("id" serial primary key, "user_id" int not null, "course_id" int not null, "payment_id" int null, "status" text not null default 'active', "admin_enrolled" boolean not null default false, "moodle_url" text null, "moodle_enrollment_complete" boolean not null default false, "enrolled_at" timestamptz not null default now());`);
    this.addSql(`create index "enrollments_course_id_index" on "enrollments" ("course_id");`);
    this.addSql(`create index "enrollments_payment_id_index" on "enrollments" ("payment_id");`);
    this.addSql(`create index "enrollments_enrolled_at_index" on "enrollments" ("enrolled_at");`);
    this.addSql(`alter table "enrollments" add constraint "enrollments_user_course_unique" unique ("user_id", "course_id");`);

    this.addSql(`create table "audit_events" ("id" bigserial primary key, "type" text not null, "actor_id" int null, "subject_id" int null, "ip_address" text null, "user_agent" text null, "details" jsonb null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "audit_events_type_time_idx" on "audit_events" ("type", "created_at");`);
    this.addSql(`create index "audit_events_time_idx" on "audit_events" ("created_at");`);

    this.addSql(`create table "activity_items" ("id" serial primary key, "user_id" int not null, "system_id" text not null, "action" text not null, "details" jsonb null, "timestamp" timestamptz not null default now());`);
    this.addSql(`create index "activity_items_user_time_idx" on "activity_items" ("user_id", "timestamp");`);

    this.addSql(`create table "user_agreements" ("id" serial primary key, "user_id" int not null, "document_id" int not null, "course_id" int null, "document_version" text not null, "signature_type" text not null, "signature_data" jsonb not null, "ip_address" text null, "user_agent" text null, "signed_at" timestamptz not null default now());`);
    this.addSql(`create index "user_agreements_user_id_index" on "user_agreements" ("user_id");`);
    this.addSql(`create index "user_agreements_document_id_index" on "user_agreements" ("document_id");`);

    this.addSql(`alter table "business_offers" add constraint "business_offers_license_type_check" check ("license_type" in ('royalty-free', 'revenue-share'));`);
    this.addSql(`alter table "business_offers" add constraint "business_offers_status_check" check ("status" in ('pending', 'paid', 'signed', 'active', 'cancelled'));`);

    this.addSql(`alter table "contact_messages" add constraint "contact_messages_subject_check" check ("subject" in ('course-info', 'enrollment', 'technical', 'billing', 'other'));`);

    this.addSql(`alter table "courses" add constraint "courses_price_non_negative" check (price_cents >= 0);`);
    this.addSql(`alter table "courses" add constraint "courses_hours_positive" check (hours >= 1);`);

    this.addSql(`alter table "legal_documents" add constraint "legal_documents_type_check" check ("type" in ('terms-of-service', 'privacy-policy', 'enrollment-agreement', 'refund-policy', 'disclaimer', 'other'));`);

    this.addSql(`alter table "systems" add constraint "systems_status_check" check ("status" in ('healthy', 'degraded', 'down', 'unknown'));`);

    this.addSql(`alter table "site_settings" add constraint "site_settings_single_row" check (id = 1);`);

    this.addSql(`alter table "users" add constraint "users_status_check" check ("status" in ('active', 'suspended', 'pending'));`);

    this.addSql(`alter table "refresh_tokens" add constraint "refresh_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "profile_sync_statuses" add constraint "profile_sync_statuses_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "profile_sync_statuses" add constraint "profile_sync_statuses_system_id_foreign" foreign key ("system_id") references "systems" ("id") on delete cascade;`);

    this.addSql(`alter table "payments" add constraint "payments_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "payments" add constraint "payments_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete set null;`);
    this.addSql(`alter table "payments" add constraint "payments_business_offer_id_foreign" foreign key ("business_offer_id") references "business_offers" ("id") on delete set null;`);
    this.addSql(`alter table "payments" add constraint "payments_amount_non_negative" check (amount_cents >= 0);`);
    this.addSql(`alter table "payments" add constraint "payments_provider_check" check ("provider" in ('stripe', 'demo'));`);
    this.addSql(`alter table "payments" add constraint "payments_status_check" check ("status" in ('successful', 'pending', 'failed', 'refunded'));`);

    this.addSql(`alter table "receipts" add constraint "receipts_payment_id_foreign" foreign key ("payment_id") references "payments" ("id") on delete cascade;`);

    this.addSql(`alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "notifications" add constraint "notifications_system_id_foreign" foreign key ("system_id") references "systems" ("id") on delete cascade;`);

    this.addSql(`alter table "login_attempts" add constraint "login_attempts_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "enrollments" add constraint "enrollments_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "enrollments" add constraint "enrollments_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete restrict;`);
    this.addSql(`alter table "enrollments" add constraint "enrollments_payment_id_foreign" foreign key ("payment_id") references "payments" ("id") on delete set null;`);
    this.addSql(`alter table "enrollments" add constraint "enrollments_status_check" check ("status" in ('active', 'completed', 'cancelled'));`);

    this.addSql(`alter table "audit_events" add constraint "audit_events_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_subject_id_foreign" foreign key ("subject_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in ('login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed'));`);

    this.addSql(`alter table "activity_items" add constraint "activity_items_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "activity_items" add constraint "activity_items_system_id_foreign" foreign key ("system_id") references "systems" ("id") on delete cascade;`);

    this.addSql(`alter table "user_agreements" add constraint "user_agreements_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "user_agreements" add constraint "user_agreements_document_id_foreign" foreign key ("document_id") references "legal_documents" ("id") on delete restrict;`);
    this.addSql(`alter table "user_agreements" add constraint "user_agreements_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete set null;`);
    this.addSql(`alter table "user_agreements" add constraint "user_agreements_signature_type_check" check ("signature_type" in ('drawn', 'typed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payments" drop constraint "payments_business_offer_id_foreign";`);
    this.addSql(`alter table "payments" drop constraint "payments_course_id_foreign";`);
    this.addSql(`alter table "enrollments" drop constraint "enrollments_course_id_foreign";`);
    this.addSql(`alter table "user_agreements" drop constraint "user_agreements_course_id_foreign";`);
    this.addSql(`alter table "user_agreements" drop constraint "user_agreements_document_id_foreign";`);
    this.addSql(`alter table "profile_sync_statuses" drop constraint "profile_sync_statuses_system_id_foreign";`);
    this.addSql(`alter table "notifications" drop constraint "notifications_system_id_foreign";`);
    this.addSql(`alter table "activity_items" drop constraint "activity_items_system_id_foreign";`);
    this.addSql(`alter table "refresh_tokens" drop constraint "refresh_tokens_user_id_foreign";`);
    this.addSql(`alter table "profile_sync_statuses" drop constraint "profile_sync_statuses_user_id_foreign";`);
    this.addSql(`alter table "payments" drop constraint "payments_user_id_foreign";`);
    this.addSql(`alter table "notifications" drop constraint "notifications_user_id_foreign";`);
    this.addSql(`alter table "login_attempts" drop constraint "login_attempts_user_id_foreign";`);
    this.addSql(`alter table "enrollments" drop constraint "enrollments_user_id_foreign";`);
    this.addSql(`alter table "audit_events" drop constraint "audit_events_actor_id_foreign";`);
    this.addSql(`alter table "audit_events" drop constraint "audit_events_subject_id_foreign";`);
    this.addSql(`alter table "activity_items" drop constraint "activity_items_user_id_foreign";`);
    this.addSql(`alter table "user_agreements" drop constraint "user_agreements_user_id_foreign";`);
    this.addSql(`alter table "receipts" drop constraint "receipts_payment_id_foreign";`);
    this.addSql(`alter table "enrollments" drop constraint "enrollments_payment_id_foreign";`);

    this.addSql(`drop table if exists "business_offers" cascade;`);
    this.addSql(`drop table if exists "contact_messages" cascade;`);
    this.addSql(`drop table if exists "courses" cascade;`);
    this.addSql(`drop table if exists "legal_documents" cascade;`);
    this.addSql(`drop table if exists "systems" cascade;`);
    this.addSql(`drop table if exists "site_settings" cascade;`);
    this.addSql(`drop table if exists "used_tokens" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "refresh_tokens" cascade;`);
    this.addSql(`drop table if exists "profile_sync_statuses" cascade;`);
    this.addSql(`drop table if exists "payments" cascade;`);
    this.addSql(`drop table if exists "receipts" cascade;`);
    this.addSql(`drop table if exists "notifications" cascade;`);
    this.addSql(`drop table if exists "login_attempts" cascade;`);
    this.addSql(`drop table if exists "enrollments" cascade;`);
    this.addSql(`drop table if exists "audit_events" cascade;`);
    this.addSql(`drop table if exists "activity_items" cascade;`);
    this.addSql(`drop table if exists "user_agreements" cascade;`);
  }

}
