import { Entity, PrimaryKey, Property, Unique } from "@mikro-orm/decorators/legacy";
import type { Opt } from "@mikro-orm/core";

/**
 * A connected account of the demo processor (installs without Stripe keys), shaped like Stripe's
 * Express account: its owner fills its details on the demo's onboarding page.
 */
@Entity({ tableName: "demo_connected_accounts" })
export class DemoConnectedAccount {
  @PrimaryKey({ type: "text" })
  id!: string;

  @Property({ type: "text" })
  @Unique({ name: "demo_connected_accounts_idempotency_key_unique" })
  idempotencyKey!: string;

  @Property({ type: "text" })
  email!: string;

  @Property({ type: "json" })
  metadata!: Record<string, string>;

  @Property({ type: "boolean", default: false })
  detailsSubmitted: Opt<boolean> = false;

  @Property({ type: "boolean", default: false })
  payoutsEnabled: Opt<boolean> = false;

  /** What the demo still asks for, as Stripe's `requirements.currently_due`. */
  @Property({ type: "json" })
  currentlyDue!: string[];

  @Property({ type: "text", nullable: true })
  disabledReason?: string | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();
}
