import type { PaymentProvider } from "./payment.entity.js";

/** A payment intent as the fulfilment code sees it, whichever processor made it. */
export interface PaymentIntent {
  id: string;
  /** For the browser's card form; never logged. */
  clientSecret: string;
  status:
    | "requires_payment_method"
    | "requires_confirmation"
    | "requires_action"
    | "processing"
    | "succeeded"
    | "canceled";
  amountCents: number;
  currency: string;
  /** What we attached when creating it: `userId`, `courseId` or `businessOfferId`. */
  metadata: Record<string, string>;
  /** Brand and last four digits only, once a card was used. */
  card: { brand: string; last4: string } | null;
  /** The processor's last refusal (a declined card), for the learner. */
  lastError: string | null;
}

export interface CreateIntent {
  amountCents: number;
  currency: "usd";
  description: string;
  metadata: Record<string, string>;
  /** The same key gives the same intent: a retried request never makes a second one. */
  idempotencyKey: string;
}

export interface RefundInput {
  /** The processor's payment id. */
  paymentId: string;
  amountCents: number;
  /** The same key gives the same refund: a retried request never refunds twice. */
  idempotencyKey: string;
}

export interface Refund {
  id: string;
  /** The processor's payment id it gives money back from. */
  paymentId: string;
  /**
   * Only a succeeded refund has given money back; a pending one (or one waiting for the customer's
   * action) may still succeed, fail or be canceled, which the processor tells later.
   */
  status: "succeeded" | "pending" | "failed" | "canceled" | "requires_action";
  amountCents: number;
  /** Why a failed refund failed (Stripe's failure_reason). */
  failureReason: string | null;
}

/** What the processor kept of a payment's charge: its balance transaction's `fee` and `net`. */
export interface ChargeFee {
  feeCents: number;
  netCents: number;
}

/**
 * The one interface the checkout and fulfilment code use: Stripe when its keys are set, else the
 * demo processor of the contract. Neither ever sees or keeps a full card number here.
 */
export interface PaymentGateway {
  readonly processor: PaymentProvider;
  createIntent(input: CreateIntent): Promise<PaymentIntent>;
  /** The processor's truth about an intent; null when it does not know the id. */
  retrieve(id: string): Promise<PaymentIntent | null>;
  /** Gives money of a succeeded payment back to the card. */
  refund(input: RefundInput): Promise<Refund>;
  /** Every refund of a payment as the processor knows it, including those made elsewhere. */
  listRefunds(paymentId: string): Promise<Refund[]>;
  /**
   * The fee the processor kept on a succeeded payment's charge (its balance transaction); null
   * while the processor has none for it yet (or does not know the payment).
   */
  chargeFee(paymentId: string): Promise<ChargeFee | null>;
}
