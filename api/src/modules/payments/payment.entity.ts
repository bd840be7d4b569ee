import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  Unique,
} from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { Course } from "../courses/course.entity.js";
import { User } from "../users/user.entity.js";

export enum PaymentStatus {
  SUCCESSFUL = "successful",
  PENDING = "pending",
  FAILED = "failed",
  REFUNDED = "refunded",
}

export enum PaymentProvider {
  STRIPE = "stripe",
  DEMO = "demo",
}

/** What the ledger reads of the business offer a licence fee paid for (business-offers owns it). */
export interface LicenceOffer {
  id: number;
  businessName: string;
  contactEmail: string;
  licenceName: string;
}

@Entity({ tableName: "payments" })
// The admin list: newest first by (created_at, id), alone or within a status; the search ORs
// index scans on the transaction id (trigram), the amount, the user and the course.
@Index({ name: "payments_created_id_idx", properties: ["createdAt", "id"] })
@Index({ name: "payments_status_created_id_idx", properties: ["status", "createdAt", "id"] })
@Index({ name: "payments_amount_idx", properties: ["amountCents"] })
@Index({
  name: "payments_provider_payment_id_trgm",
  expression:
    'create index "payments_provider_payment_id_trgm" on "payments" using gin ("provider_payment_id" gin_trgm_ops)',
})
@Check({ name: "payments_amount_non_negative", expression: "amount_cents >= 0" })
@Check({ name: "payments_seats_positive", expression: "seats is null or seats >= 1" })
@Check({
  name: "payments_refunded_within_amount",
  expression: "refunded_cents >= 0 and refunded_cents <= amount_cents",
})
export class Payment {
  @PrimaryKey()
  id!: number;

  /** The provider's id (Stripe PaymentIntent id or demo id): a payment is recorded once. */
  @Property({ type: "text" })
  @Unique({ name: "payments_provider_payment_id_unique" })
  providerPaymentId!: string;

  @Enum({ items: () => PaymentProvider })
  provider!: PaymentProvider;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: "set null", index: true })
  user?: Ref<User> | null;

  @ManyToOne(() => Course, { ref: true, nullable: true, deleteRule: "set null", index: true })
  course?: Ref<Course> | null;

  /**
   * The business offer a licence fee paid for; null for any other payment. Its relation is
   * declared beside the offer (business-offers/business-offer.entity.ts), whose module sells
   * through payments: the ledger knows of offers only what it reads (`LicenceOffer`).
   */
  businessOffer?: Ref<LicenceOffer> | null;

  /**
   * The licensed partner whose storefront made the sale; null for the academy's own sales.
   * Declared beside the partner (partners/partner-storefront.entity.ts).
   */
  partner?: Ref<{ id: number }> | null;

  /**
   * How many seats of the course the payment buys for its payer's agency (the order's quantity);
   * null when it buys the payer's own enrollment (or a licence).
   */
  @Property({ type: "integer", nullable: true })
  seats?: number | null;

  @Property({ type: "integer" })
  amountCents!: number;

  /** Given back so far (refunds); a payment refunded in full has the status refunded. */
  @Property({ type: "integer", default: 0 })
  refundedCents: Opt<number> = 0;

  @Property({ type: "text", default: "usd" })
  currency: Opt<string> = "usd";

  @Enum({ items: () => PaymentStatus })
  status!: PaymentStatus;

  @Property({ type: "json", nullable: true })
  metadata?: Record<string, unknown> | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();

  @Property({ type: "datetime", defaultRaw: "now()", onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
