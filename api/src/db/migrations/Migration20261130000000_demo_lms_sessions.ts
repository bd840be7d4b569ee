import { Migration } from '@mikro-orm/migrations';

/** The demo learning system's own sessions, as a relying party of the portal's provider. */
export class Migration20261130000000_demo_lms_sessions extends Migration {

  override name = 'Migration20261130000000_demo_lms_sessions';

  override up(): void | Promise<void> {
    this.addSql(`create table "demo_lms_sessions" (
      "token_hash" text not null primary key,
      "sub" text not null,
      "sid" text null,
      "created_at" timestamptz not null default now(),
      "expires_at" timestamptz not null
    );`);
    this.addSql(`create index "demo_lms_sessions_sid_index" on "demo_lms_sessions" ("sid");`);
    this.addSql(`create index "demo_lms_sessions_sub_index" on "demo_lms_sessions" ("sub");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "demo_lms_sessions";`);
  }

}
