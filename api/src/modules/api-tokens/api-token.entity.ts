import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { User } from "../users/user.entity.js";

/** The most a token may do, whatever its owner may: a learner's, an admin's or a super admin's. */
export enum ApiTokenRole {
  LEARNER = "LEARNER",
  ADMIN = "ADMIN",
  SUPER_ADMIN = "SUPER_ADMIN",
}

/**
 * A personal API token: `Authorization: Bearer gat_...` acts as its owner, capped at its role.
 * Only the sha256 of the secret is kept (it is 256 random bits, so no slow hash is needed).
 */
@Entity({ tableName: "api_tokens" })
@Index({ name: "api_tokens_user_time_idx", properties: ["user", "createdAt"] })
export class ApiToken {
  @PrimaryKey()
  id!: number;

  /** Deleting the owner deletes their tokens. */
  @ManyToOne(() => User, { ref: true, deleteRule: "cascade" })
  user!: Ref<User>;

  @Property({ type: "text" })
  name!: string;

  /** hex sha256 of the whole token (`gat_...`). */
  @Property({ type: "text", unique: "api_tokens_hash_key" })
  tokenHash!: string;

  /** The first characters of the token (`gat_abcd`), to recognise it in the list. */
  @Property({ type: "text" })
  prefix!: string;

  @Enum({ items: () => ApiTokenRole })
  role!: ApiTokenRole;

  @Property({ type: "datetime" })
  expiresAt!: Date;

  @Property({ type: "datetime", nullable: true })
  revokedAt?: Date | null;

  @Property({ type: "datetime", nullable: true })
  lastUsedAt?: Date | null;

  @Property({ type: "text", nullable: true })
  lastUsedIp?: string | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();
}
