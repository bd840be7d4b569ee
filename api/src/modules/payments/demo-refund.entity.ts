import { Entity, PrimaryKey, Property, Unique } from "@mikro-orm/decorators/legacy";
import type { Opt } from "@mikro-orm/core";

/** A refund of the demo processor, shaped like Stripe's: one per idempotency key. */
@Entity({ tableName: "demo_refunds" })
export class DemoRefund {
  @PrimaryKey({ type: "text" })
  id!: string;

  @Property({ type: "text" })
  @Unique({ name: "demo_refunds_idempotency_key_unique" })
  idempotencyKey!: string;

  /** The demo payment intent it gives money back from. */
  @Property({ type: "text" })
  intentId!: string;

  @Property({ type: "integer" })
  amountCents!: number;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();
}
