import { Migration } from '@mikro-orm/migrations';

/**
 * The licence agreement (issue 54, slice B): its two legal document types, the partner's
 * signing link (hash and expiry) and the signed agreement with its evidence.
 */
export class Migration20261129201000_licence_agreements extends Migration {

  override name = 'Migration20261129201000_licence_agreements';

  override up(): void | Promise<void> {
    this.addSql(`create table "licence_agreements" ("id" serial primary key, "partner_id" int not null, "document_id" int not null, "document_version" text not null, "document_sha256" text not null, "signer_name" text not null, "signer_email" text not null, "signature_type" text not null, "signature_data" jsonb not null, "ip_address" text null, "user_agent" text null, "signed_at" timestamptz not null default now());`);
    this.addSql(`alter table "licence_agreements" add constraint "licence_agreements_partner_unique" unique ("partner_id");`);
    this.addSql(`create index "licence_agreements_document_id_index" on "licence_agreements" ("document_id");`);

    this.addSql(`alter table "legal_documents" drop constraint "legal_documents_type_check";`);
    this.addSql(`alter table "legal_documents" add constraint "legal_documents_type_check" check ("type" in ('terms-of-service', 'privacy-policy', 'enrollment-agreement', 'refund-policy', 'disclaimer', 'other', 'licence-agreement-royalty-free', 'licence-agreement-revenue-share'));`);

    this.addSql(`alter table "partners" add "agreement_token_hash" text null, add "agreement_token_expires_at" timestamptz null;`);
    this.addSql(`alter table "partners" add constraint "partners_agreement_token_hash_unique" unique ("agreement_token_hash");`);

    this.addSql(`alter table "licence_agreements" add constraint "licence_agreements_partner_id_foreign" foreign key ("partner_id") references "partners" ("id") on delete cascade;`);
    this.addSql(`alter table "licence_agreements" add constraint "licence_agreements_document_id_foreign" foreign key ("document_id") references "legal_documents" ("id") on delete restrict;`);
    this.addSql(`alter table "licence_agreements" add constraint "licence_agreements_signature_type_check" check ("signature_type" in ('drawn', 'typed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "licence_agreements" cascade;`);
    this.addSql(`delete from "legal_documents" where "type" like 'licence-agreement-%';`);
    this.addSql(`alter table "legal_documents" drop constraint "legal_documents_type_check";`);
    this.addSql(`alter table "legal_documents" add constraint "legal_documents_type_check" check ("type" in ('terms-of-service', 'privacy-policy', 'enrollment-agreement', 'refund-policy', 'disclaimer', 'other'));`);
    this.addSql(`alter table "partners" drop constraint "partners_agreement_token_hash_unique";`);
    this.addSql(`alter table "partners" drop column "agreement_token_hash", drop column "agreement_token_expires_at";`);
  }

}
