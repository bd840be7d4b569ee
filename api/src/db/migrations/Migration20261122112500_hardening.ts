import { Migration } from '@mikro-orm/migrations';
import unhomoglyph from 'unhomoglyph';

// Frozen: the look-alike key as users/user-rules.ts computed it when this migration was written
// (NFKC, trimmed, confusables mapped, then lower-cased). A migration never follows later changes.
const usernameKey = (username: string) => unhomoglyph(username.normalize('NFKC').trim()).toLowerCase();

export class Migration20261122112500_hardening extends Migration {

  override name = 'Migration20261122112500_hardening';

  override async up(): Promise<void> {
    // Look-alike keys of the existing usernames, computed here as the application computes them.
    await this.execute(`alter table "users" add "username_key" text not null default '';`);
    const users = await this.execute(`select "id", "username" from "users"`);
    for (const { id, username } of users) {
      await this.execute(`update "users" set "username_key" = ? where "id" = ?`, [usernameKey(String(username)), id]);
    }
    this.addSql(`alter table "users" add constraint "users_username_key_unique" unique ("username_key");`);

    this.addSql(`alter table "login_attempts" add "reason" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "login_attempts" drop column "reason";`);

    this.addSql(`alter table "users" drop constraint "users_username_key_unique";`);
    this.addSql(`alter table "users" drop column "username_key";`);
  }

}
