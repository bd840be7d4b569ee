import { Migration } from '@mikro-orm/migrations';

/** A sign-in client's optional back-channel logout URI (OpenID Connect Back-Channel Logout 1.0). */
export class Migration20261129233000_oidc_backchannel extends Migration {

  override name = 'Migration20261129233000_oidc_backchannel';

  override up(): void | Promise<void> {
    this.addSql(`alter table "oidc_clients" add column "backchannel_logout_uri" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "oidc_clients" drop column "backchannel_logout_uri";`);
  }

}
