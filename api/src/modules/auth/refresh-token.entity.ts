import { Entity, Index, ManyToOne, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { User } from "../users/user.entity.js";

/**
 * A session's rotating refresh token, stored as a SHA-256 hash. Tokens of one sign-in share a
 * family: presenting a rotated-out token revokes the whole family.
 */
@Entity({ tableName: "refresh_tokens" })
@Index({ name: "refresh_tokens_family_idx", properties: ["familyId"] })
@Index({ name: "refresh_tokens_user_idx", properties: ["user"] })
export class RefreshToken {
  @PrimaryKey({ type: "uuid" })
  id!: string;

  @ManyToOne(() => User, { ref: true, deleteRule: "cascade" })
  user!: Ref<User>;

  @Property({ type: "uuid" })
  familyId!: string;

  @Property({ type: "text", unique: "refresh_tokens_hash_unique" })
  tokenHash!: string;

  /** The user's token version when issued; a bump ends the session. */
  @Property({ type: "integer" })
  tokenVersion!: number;

  @Property({ type: "datetime" })
  expiresAt!: Date;

  @Property({ type: "datetime", nullable: true })
  rotatedAt?: Date | null;

  @Property({ type: "datetime", nullable: true })
  revokedAt?: Date | null;

  @Property({ type: "text", nullable: true })
  ipAddress?: string | null;

  @Property({ type: "text", nullable: true })
  userAgent?: string | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();
}
