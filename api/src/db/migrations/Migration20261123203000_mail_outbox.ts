import { Migration } from '@mikro-orm/migrations';

export class Migration20261123203000_mail_outbox extends Migration {

  override name = 'Migration20261123203000_mail_outbox';

  override up(): void | Promise<void> {
    this.addSql(`create table "mail_outbox" ("id" serial primary key, "recipient" text not null, "subject" text not null, "text_body" text not null, "html_body" text null, "kind" text not null, "dedupe_key" text not null, "status" text not null default 'pending', "attempts" int not null default 0, "last_error" text null, "claimed_at" timestamptz null, "created_at" timestamptz not null default now(), "sent_at" timestamptz null);`);
    this.addSql(`create index "mail_outbox_created_id_idx" on "mail_outbox" ("created_at", "id");`);
    this.addSql(`create index "mail_outbox_status_created_id_idx" on "mail_outbox" ("status", "created_at", "id");`);
    this.addSql(`alter table "mail_outbox" add constraint "mail_outbox_dedupe_key_unique" unique ("dedupe_key");`);
    this.addSql(`alter table "mail_outbox" add constraint "mail_outbox_status_check" check ("status" in ('pending', 'sending', 'sent', 'held', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "mail_outbox" cascade;`);
  }

}
