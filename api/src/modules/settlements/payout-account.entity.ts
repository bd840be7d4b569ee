import { Entity, Enum, OneToOne, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { PaymentProvider } from "../payments/payment.entity.js";
import { Partner } from "../partners/partner.entity.js";

/**
 * A partner's payout account: its connected account at the processor (Stripe Connect Express, or
 * the demo's), one per partner, with the processor's last word on it (read from the processor
 * itself, never from an event's body).
 */
@Entity({ tableName: "payout_accounts" })
export class PayoutAccount {
  @PrimaryKey()
  id!: number;

  @OneToOne(() => Partner, {
    ref: true,
    owner: true,
    unique: "payout_accounts_partner_id_unique",
    deleteRule: "cascade",
  })
  partner!: Ref<Partner>;

  @Enum({ items: () => PaymentProvider })
  provider!: PaymentProvider;

  /** The processor's id (acct_...). */
  @Property({ type: "text", unique: "payout_accounts_account_id_unique" })
  accountId!: string;

  @Property({ type: "boolean", default: false })
  detailsSubmitted: Opt<boolean> = false;

  @Property({ type: "boolean", default: false })
  payoutsEnabled: Opt<boolean> = false;

  /** Stripe's `requirements.disabled_reason`. */
  @Property({ type: "text", nullable: true })
  disabledReason?: string | null;

  /** Stripe's `requirements.currently_due`. */
  @Property({ type: "json" })
  currentlyDue!: string[];

  /** When the owner disconnected it from the platform (account.application.deauthorized). */
  @Property({ type: "datetime", nullable: true })
  deauthorizedAt?: Date | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();

  @Property({ type: "datetime", defaultRaw: "now()" })
  updatedAt: Opt<Date> = new Date();
}
