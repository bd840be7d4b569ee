import { Entity, Index, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";

/**
 * What the OpenID Connect provider keeps between requests (sessions, interactions, grants,
 * authorization codes, access tokens), one row per model and id, read and written only by its
 * adapter (oidc-adapter.sql.ts). Expired rows are swept by `oidc.sweep`.
 */
@Entity({ tableName: "oidc_payloads" })
@Index({ name: "oidc_payloads_grant_idx", properties: ["grantId"] })
@Index({ name: "oidc_payloads_uid_idx", properties: ["uid"] })
@Index({ name: "oidc_payloads_expires_idx", properties: ["expiresAt"] })
@Index({ name: "oidc_payloads_account_idx", properties: ["accountId"] })
export class OidcPayload {
  /** The library's model name: Session, Interaction, Grant, AuthorizationCode, AccessToken... */
  @PrimaryKey({ type: "text" })
  kind!: string;

  @PrimaryKey({ type: "text" })
  id!: string;

  @Property({ type: "json" })
  payload!: Record<string, unknown>;

  @Property({ type: "text", nullable: true })
  grantId?: string | null;

  /** A session's uid (findByUid). */
  @Property({ type: "text", nullable: true })
  uid?: string | null;

  @Property({ type: "text", nullable: true })
  userCode?: string | null;

  /** The account (`u{user id}`) a session, grant, code or token is of: ended with its sessions. */
  @Property({ type: "text", nullable: true })
  accountId?: string | null;

  @Property({ type: "datetime", nullable: true })
  expiresAt?: Date | null;

  /** Set once, by the one UPDATE that consumes a code (two token requests: one wins). */
  @Property({ type: "datetime", nullable: true })
  consumedAt?: Date | null;
}
