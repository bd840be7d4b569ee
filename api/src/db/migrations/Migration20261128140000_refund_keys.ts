import { Migration } from '@mikro-orm/migrations';

/**
 * A refund asked twice is one refund (issue 51): the caller's idempotency key per payment and
 * administrator, with what was asked and the first answer, written with the refund.
 */
export class Migration20261128140000_refund_keys extends Migration {

  override name = 'Migration20261128140000_refund_keys';

  override up(): void | Promise<void> {
    this.addSql(`create table "refund_keys" ("id" serial primary key, "payment_id" int not null, "actor_id" int not null, "key" text not null, "fingerprint" text not null, "answer" jsonb not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "refund_keys_actor_id_index" on "refund_keys" ("actor_id");`);
    this.addSql(`alter table "refund_keys" add constraint "refund_keys_key_unique" unique ("payment_id", "actor_id", "key");`);
    this.addSql(`alter table "refund_keys" add constraint "refund_keys_payment_id_foreign" foreign key ("payment_id") references "payments" ("id") on delete cascade;`);
    this.addSql(`alter table "refund_keys" add constraint "refund_keys_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "refund_keys" cascade;`);
  }

}
