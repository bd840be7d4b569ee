import { Entity, ManyToOne, PrimaryKey, Property, Unique } from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { User } from "../users/user.entity.js";
import { Payment } from "./payment.entity.js";

/**
 * A refund asked with the caller's idempotency key (the REST `Idempotency-Key` header, the
 * GraphQL `idempotencyKey` field), written in the transaction that records the refund: the same
 * key again from the same administrator for the same payment replays `answer` when `fingerprint`
 * (what was asked) matches, and is refused otherwise.
 */
@Entity({ tableName: "refund_keys" })
@Unique({ name: "refund_keys_key_unique", properties: ["payment", "actor", "key"] })
export class RefundKey {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Payment, { ref: true, deleteRule: "cascade" })
  payment!: Ref<Payment>;

  /** The administrator who asked. */
  @ManyToOne(() => User, { ref: true, deleteRule: "cascade", index: true })
  actor!: Ref<User>;

  /** The caller's key, as sent (1-255 printable ASCII characters). */
  @Property({ type: "text" })
  key!: string;

  /** SHA-256 (hex) of what was asked: the amount, whether the course is kept, the seats ended. */
  @Property({ type: "text" })
  fingerprint!: string;

  /** The first answer, replayed to every retry. */
  @Property({ type: "json" })
  answer!: Record<string, unknown>;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();
}
