import type { Refund } from "./payment.gateway.js";
import type { Payment } from "./payment.entity.js";

/** A refund as its payment keeps it (`payments.metadata.refunds`). */
export interface RecordedRefund {
  id: string;
  amountCents: number;
  /** The administrator who asked; null for one made outside the portal (the Stripe Dashboard). */
  by: number | null;
  /** Where the processor has it; records older than this field were all succeeded. */
  status?: Refund["status"];
  /** The learner keeps the course when it succeeds. */
  keepEnrollment?: boolean;
  /** Enrollments on seats the payment bought that end when it succeeds. */
  endEnrollmentIds?: number[];
  /** When it succeeded (ISO 8601), for the receipt. */
  refundedAt?: string;
  /** When it was recorded (ISO 8601); records older than this field have only `refundedAt`. */
  askedAt?: string;
}

export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const SETTLED = new Set<Refund["status"] | undefined>([
  undefined,
  "succeeded",
  "failed",
  "canceled",
]);

/** The refunds a payment keeps. */
export const refundsOf = (payment: Payment) =>
  (payment.metadata?.refunds ?? []) as RecordedRefund[];

/** What refunds the processor has not settled yet hold back of a payment. */
export const pendingRefundCents = (payment: Payment) =>
  refundsOf(payment)
    .filter(refund => !SETTLED.has(refund.status))
    .reduce((sum, refund) => sum + refund.amountCents, 0);

/** A payment under an open dispute (see dispute.service.ts). */
export const disputeOf = (payment: Payment) =>
  (payment.metadata?.dispute ?? null) as { id: string; status: string; reason: string } | null;
