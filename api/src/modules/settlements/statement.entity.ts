import {
  Check,
  Entity,
  Enum,
  ManyToOne,
  PrimaryKey,
  Property,
  Unique,
} from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { Partner } from "../partners/partner.entity.js";
import { User } from "../users/user.entity.js";
import { StatementStatus } from "./statement.rules.js";

/**
 * A partner's monthly statement (docs/partners.md, "Statements"): the month's ledger lines
 * (stamped with its id) added up, the balance carried in from the previous statement, what is
 * payable and what carries into the next. One per partner and month (the academy's time zone).
 */
@Entity({ tableName: "statements" })
@Unique({ name: "statements_partner_period_unique", properties: ["partner", "period"] })
@Check({ name: "statements_payable_check", expression: "payable_cents >= 0" })
@Check({ name: "statements_carried_out_check", expression: "carried_out_cents <= 0" })
export class Statement {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Partner, { ref: true, deleteRule: "restrict" })
  partner!: Ref<Partner>;

  /** The first day of its month in the academy's time zone. */
  @Property({ type: "date" })
  period!: string;

  @Enum({ items: () => StatementStatus, default: StatementStatus.READY })
  status: Opt<StatementStatus> = StatementStatus.READY;

  @Property({ type: "integer" })
  salesCents!: number;

  /** The refunds and lost disputes, negative. */
  @Property({ type: "integer" })
  refundsCents!: number;

  @Property({ type: "integer" })
  royaltyCents!: number;

  @Property({ type: "integer" })
  feesCents!: number;

  @Property({ type: "integer" })
  partnerShareCents!: number;

  /** The previous statement's negative balance (zero or less). */
  @Property({ type: "integer" })
  carriedInCents!: number;

  @Property({ type: "integer" })
  payableCents!: number;

  /** What carries into the next statement (zero or less). */
  @Property({ type: "integer" })
  carriedOutCents!: number;

  /** Why its approved payout waits (the payout account cannot be paid yet). */
  @Property({ type: "text", nullable: true })
  waitingReason?: string | null;

  /** Why its payout failed: the processor's code, never its message. */
  @Property({ type: "text", nullable: true })
  failureReason?: string | null;

  /** The processor's transfer that paid it (none when nothing was payable). */
  @Property({ type: "text", nullable: true })
  transferId?: string | null;

  /**
   * Payouts the processor refused: a new approval's transfer gets a new idempotency key (Stripe
   * answers a key's refusal again for 24 hours).
   */
  @Property({ type: "integer", default: 0 })
  failedAttempts: Opt<number> = 0;

  @Property({ type: "integer", default: 0 })
  transferAmountReversedCents: Opt<number> = 0;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: "set null" })
  approvedBy?: Ref<User> | null;

  @Property({ type: "datetime", nullable: true })
  approvedAt?: Date | null;

  @Property({ type: "datetime", nullable: true })
  paidAt?: Date | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();
}
