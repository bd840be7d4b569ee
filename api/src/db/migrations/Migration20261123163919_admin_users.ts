import { Migration } from '@mikro-orm/migrations';

/**
 * The admin Users screen: trigram indexes for its search and btree indexes for its keyset sorts;
 * the administrator who granted an enrollment; and signed agreements that outlive their signer's
 * account (detached, with the signer's name and username kept on the agreement).
 */
export class Migration20261123163919_admin_users extends Migration {

  override name = 'Migration20261123163919_admin_users';

  override up(): void | Promise<void> {
    // Trusted since PostgreSQL 13: the database owner may create it without superuser rights.
    this.addSql(`create extension if not exists pg_trgm;`);

    this.addSql(`drop index "users_name_idx";`);
    this.addSql(`create index "users_full_name_trgm_idx" on "users" using gin (("first_name" || ' ' || "last_name") gin_trgm_ops) with (fastupdate = off);`);
    this.addSql(`create index "users_email_trgm_idx" on "users" using gin ("email" gin_trgm_ops) with (fastupdate = off);`);
    this.addSql(`create index "users_username_trgm_idx" on "users" using gin ("username" gin_trgm_ops) with (fastupdate = off);`);
    this.addSql(`create index "users_created_id_idx" on "users" ("created_at", "id");`);
    this.addSql(`create index "users_email_id_idx" on "users" ("email", "id");`);
    this.addSql(`create index "users_username_id_idx" on "users" ("username", "id");`);
    this.addSql(`create index "users_name_idx" on "users" ("last_name", "first_name", "id");`);

    this.addSql(`alter table "enrollments" add "granted_by_id" int null;`);
    this.addSql(`alter table "enrollments" add constraint "enrollments_granted_by_id_foreign" foreign key ("granted_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`create index "enrollments_granted_by_id_index" on "enrollments" ("granted_by_id");`);

    this.addSql(`alter table "user_agreements" add "signer_name" text null, add "signer_username" text null;`);
    this.addSql(`update "user_agreements" ua set "signer_name" = trim(u."first_name" || ' ' || u."last_name"), "signer_username" = u."username" from "users" u where u."id" = ua."user_id";`);
    this.addSql(`alter table "user_agreements" alter column "signer_name" set not null, alter column "signer_username" set not null;`);
    this.addSql(`alter table "user_agreements" drop constraint "user_agreements_user_id_foreign";`);
    this.addSql(`alter table "user_agreements" alter column "user_id" drop not null;`);
    this.addSql(`alter table "user_agreements" add constraint "user_agreements_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "enrollments" drop constraint "enrollments_granted_by_id_foreign";`);
    this.addSql(`drop index "enrollments_granted_by_id_index";`);
    this.addSql(`alter table "enrollments" drop column "granted_by_id";`);

    // Agreements of deleted accounts cannot point at a user again: they go with the rollback.
    this.addSql(`alter table "user_agreements" drop constraint "user_agreements_user_id_foreign";`);
    this.addSql(`delete from "user_agreements" where "user_id" is null;`);
    this.addSql(`alter table "user_agreements" drop column "signer_name", drop column "signer_username";`);
    this.addSql(`alter table "user_agreements" alter column "user_id" set not null;`);
    this.addSql(`alter table "user_agreements" add constraint "user_agreements_user_id_foreign" foreign key ("user_id") references "users" ("id") on update no action on delete cascade;`);

    this.addSql(`drop index "users_full_name_trgm_idx";`);
    this.addSql(`drop index "users_email_trgm_idx";`);
    this.addSql(`drop index "users_username_trgm_idx";`);
    this.addSql(`drop index "users_created_id_idx";`);
    this.addSql(`drop index "users_email_id_idx";`);
    this.addSql(`drop index "users_username_id_idx";`);
    this.addSql(`drop index "users_name_idx";`);
    this.addSql(`create index "users_name_idx" on "users" ("last_name", "first_name");`);
  }

}
