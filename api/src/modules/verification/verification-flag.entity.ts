import { Entity, ManyToOne, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { User } from "../users/user.entity.js";

/**
 * An anomaly an administrator flagged for review (Flag All Issues), by its stable key: flagging
 * it again adds nothing. Resolving it with a note takes it out of the banners and cards.
 */
@Entity({ tableName: "verification_flags" })
export class VerificationFlag {
  @PrimaryKey()
  id!: number;

  /** `<type>:<record ids>`, the same for the same finding on every run. */
  @Property({ type: "text", unique: "verification_flags_anomaly_key_unique" })
  anomalyKey!: string;

  @Property({ type: "text" })
  anomalyType!: string;

  /** The reason as it read when flagged. */
  @Property({ type: "text" })
  reason!: string;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: "set null" })
  flaggedBy?: Ref<User> | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  flaggedAt: Opt<Date> = new Date();

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: "set null" })
  resolvedBy?: Ref<User> | null;

  @Property({ type: "datetime", nullable: true })
  resolvedAt?: Date | null;

  @Property({ type: "text", nullable: true })
  resolutionNote?: string | null;
}

/**
 * The last result of each check group, for 5 minutes (the spec's cache), in the database so every
 * replica shares it; `fresh` recomputes it.
 */
@Entity({ tableName: "verification_cache" })
export class VerificationCacheEntry {
  @PrimaryKey({ type: "text" })
  checkGroup!: string;

  @Property({ type: "json" })
  result!: Record<string, unknown>;

  @Property({ type: "datetime" })
  computedAt!: Date;
}
