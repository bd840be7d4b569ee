import { Entity, PrimaryKey, Property, Unique } from "@mikro-orm/decorators/legacy";
import type { Opt } from "@mikro-orm/core";

/**
 * An intent of the demo processor (installs without Stripe keys), shaped like Stripe's. It keeps
 * the card's brand and last four digits only.
 */
@Entity({ tableName: "demo_payment_intents" })
export class DemoPaymentIntent {
  @PrimaryKey({ type: "text" })
  id!: string;

  @Property({ type: "text" })
  clientSecret!: string;

  @Property({ type: "text" })
  @Unique({ name: "demo_payment_intents_idempotency_key_unique" })
  idempotencyKey!: string;

  @Property({ type: "integer" })
  amountCents!: number;

  @Property({ type: "text" })
  currency!: string;

  @Property({ type: "text" })
  description!: string;

  @Property({ type: "json" })
  metadata!: Record<string, string>;

  @Property({ type: "text", default: "requires_payment_method" })
  status: Opt<string> = "requires_payment_method";

  @Property({ type: "text", nullable: true })
  cardBrand?: string | null;

  @Property({ type: "text", nullable: true })
  cardLast4?: string | null;

  @Property({ type: "text", nullable: true })
  lastError?: string | null;

  /** How much of it was given back (demo refunds). */
  @Property({ type: "integer", default: 0 })
  refundedCents: Opt<number> = 0;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();
}
