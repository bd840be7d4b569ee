import { Entity, Index, PrimaryKey, Property, Unique } from "@mikro-orm/decorators/legacy";
import type { Opt } from "@mikro-orm/core";

/** A transfer of the demo processor to one of its connected accounts, shaped like Stripe's. */
@Entity({ tableName: "demo_transfers" })
@Index({ name: "demo_transfers_group_idx", properties: ["transferGroup"] })
export class DemoTransfer {
  @PrimaryKey({ type: "text" })
  id!: string;

  @Property({ type: "text" })
  @Unique({ name: "demo_transfers_idempotency_key_unique" })
  idempotencyKey!: string;

  /** The request's parameters: the same key with others is refused, as Stripe does. */
  @Property({ type: "text" })
  params!: string;

  @Property({ type: "integer" })
  amountCents!: number;

  @Property({ type: "text" })
  destination!: string;

  @Property({ type: "text", nullable: true })
  transferGroup?: string | null;

  @Property({ type: "json" })
  metadata!: Record<string, string>;

  @Property({ type: "integer", default: 0 })
  amountReversedCents: Opt<number> = 0;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();
}
