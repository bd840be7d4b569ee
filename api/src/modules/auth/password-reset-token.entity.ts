import { Entity, Index, ManyToOne, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { User } from "../users/user.entity.js";

/**
 * A "Forgot password?" link's token: only its SHA-256 is kept (the token is 256 random bits, so
 * no slow hash is needed). It works once (`usedAt`) until `expiresAt`; a newer request for the
 * same account ends the earlier ones by moving their expiry to that moment.
 */
@Entity({ tableName: "password_reset_tokens" })
@Index({ name: "password_reset_tokens_user_idx", properties: ["user"] })
export class PasswordResetToken {
  @PrimaryKey()
  id!: number;

  /** Deleting the user deletes their tokens. */
  @ManyToOne(() => User, { ref: true, deleteRule: "cascade" })
  user!: Ref<User>;

  /** hex sha256 of the token. */
  @Property({ type: "text", unique: "password_reset_tokens_hash_key" })
  tokenHash!: string;

  @Property({ type: "datetime" })
  expiresAt!: Date;

  @Property({ type: "datetime", nullable: true })
  usedAt?: Date | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();
}
