import { Migration } from '@mikro-orm/migrations';

export class Migration20261122145304_checkout extends Migration {

  override name = 'Migration20261122145304_checkout';

  override up(): void | Promise<void> {
    this.addSql(`create table "demo_payment_intents" ("id" text not null, "client_secret" text not null, "idempotency_key" text not null, "amount_cents" int not null, "currency" text not null, "description" text not null, "metadata" jsonb not null, "status" text not null default 'requires_payment_method', "card_brand" text null, "card_last4" text null, "last_error" text null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "demo_payment_intents" add constraint "demo_payment_intents_idempotency_key_unique" unique ("idempotency_key");`);

    // Agreements signed before: the hash of their document's text as it reads now.
    this.addSql(`alter table "user_agreements" add "document_sha256" text null;`);
    this.addSql(
      `update "user_agreements" ua set "document_sha256" = encode(sha256(convert_to(ld."content", 'UTF8')), 'hex') from "legal_documents" ld where ld."id" = ua."document_id";`,
    );
    this.addSql(`alter table "user_agreements" alter column "document_sha256" set not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "demo_payment_intents" cascade;`);

    this.addSql(`alter table "user_agreements" drop column "document_sha256";`);
  }

}
