import { Entity, ManyToOne, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { User } from "../users/user.entity.js";

/**
 * A relying party of the portal's OpenID Connect provider (Moodle, a sibling system): registered
 * by a super administrator or the environment, never by itself (no dynamic registration). Only
 * the sha256 of its secret is kept (the secret is 256 random bits, or 32+ characters from the
 * environment); a revoked client is unknown to the provider from its next request.
 */
@Entity({ tableName: "oidc_clients" })
export class OidcClient {
  @PrimaryKey()
  id!: number;

  /** The `client_id` the relying party sends. */
  @Property({ type: "text", unique: "oidc_clients_client_id_key" })
  clientId!: string;

  @Property({ type: "text" })
  name!: string;

  /** hex sha256 of the client secret. */
  @Property({ type: "text" })
  secretHash!: string;

  /** Exact redirect URIs (no patterns): an authorization request naming another is refused. */
  @Property({ type: "json" })
  redirectUris!: string[];

  /** Where RP-initiated logout may lead back to. */
  @Property({ type: "json" })
  postLogoutRedirectUris: Opt<string[]> = [];

  /**
   * Where the provider posts a logout token (Back-Channel Logout 1.0) when the portal ends the
   * account's sessions; null: it is not told.
   */
  @Property({ type: "text", nullable: true })
  backchannelLogoutUri?: string | null;

  /** The academy's own systems: their sign-in asks the learner no consent. */
  @Property({ type: "boolean", default: false })
  firstParty: Opt<boolean> = false;

  /** Who registered it; null for the environment's client (or a deleted administrator). */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: "set null" })
  createdBy?: Ref<User> | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();

  @Property({ type: "datetime", nullable: true })
  secretRotatedAt?: Date | null;

  @Property({ type: "datetime", nullable: true })
  revokedAt?: Date | null;
}
