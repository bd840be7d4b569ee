import { Entity, ManyToOne, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { DemoConnectedAccount } from "./demo-connected-account.entity.js";

/**
 * An onboarding link of the demo processor, as Stripe's Account Link: its id is the secret in the
 * URL, it works once, and for five minutes.
 */
@Entity({ tableName: "demo_account_links" })
export class DemoAccountLink {
  @PrimaryKey({ type: "text" })
  id!: string;

  @ManyToOne(() => DemoConnectedAccount, { ref: true, deleteRule: "cascade", index: true })
  account!: Ref<DemoConnectedAccount>;

  @Property({ type: "text" })
  refreshUrl!: string;

  @Property({ type: "text" })
  returnUrl!: string;

  @Property({ type: "datetime" })
  expiresAt!: Date;

  /** When the onboarding form was sent with it: a used link sends its visitor to refreshUrl. */
  @Property({ type: "datetime", nullable: true })
  usedAt?: Date | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();
}
