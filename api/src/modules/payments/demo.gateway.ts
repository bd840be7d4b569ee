import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { AppError } from "../../errors.js";
import { passesLuhn } from "../../util/luhn.js";
import { divideHalfUp } from "../../util/money.js";
import { DemoPaymentIntent } from "./demo-payment-intent.entity.js";
import { DemoRefund } from "./demo-refund.entity.js";
import type {
  ChargeFee,
  CreateIntent,
  PaymentGateway,
  PaymentIntent,
  Refund,
  RefundInput,
} from "./payment.gateway.js";
import { PaymentProvider } from "./payment.entity.js";

/** Stripe's test cards, as the contract promises: one succeeds, one is declined. */
const SUCCEEDS = "4242424242424242";
const DECLINED = "4000000000000002";

export interface DemoCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

const toIntent = (row: DemoPaymentIntent): PaymentIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status as PaymentIntent["status"],
  amountCents: row.amountCents,
  currency: row.currency,
  metadata: row.metadata,
  card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
  lastError: row.lastError ?? null,
});

const brandOf = (digits: string) =>
  /^4/.test(digits)
    ? "visa"
    : /^(5[1-5]|2[2-7])/.test(digits)
      ? "mastercard"
      : /^3[47]/.test(digits)
        ? "amex"
        : /^6(011|5)/.test(digits)
          ? "discover"
          : "unknown";

/** The card's own problem, in Stripe's words, or null when the card can be tried. */
export function cardProblem(card: DemoCard, now = new Date()): string | null {
  const digits = card.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return "Your card number is invalid.";
  const { expMonth, expYear } = card;
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) {
    return "Your card's expiration month is invalid.";
  }
  const year = expYear < 100 ? 2000 + expYear : expYear;
  const endOfMonth = new Date(Date.UTC(year, expMonth, 1));
  if (!Number.isInteger(expYear) || year > now.getUTCFullYear() + 50 || endOfMonth <= now) {
    return "Your card's expiration year is invalid.";
  }
  if (!/^\d{3,4}$/.test(card.cvc)) return "Your card's security code is invalid.";
  return null;
}

/** The demo processor's fee on a charge: 2.9 % half up to the cent, plus 30¢ (Stripe's US card rate). */
export const demoFeeCents = (amountCents: number) =>
  divideHalfUp(BigInt(amountCents) * 29n, 1000n) + 30;

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The contract's demo processor: Stripe's test-card rules, kept in our own database. */
export class DemoGateway implements PaymentGateway {
  readonly processor = PaymentProvider.DEMO;

  constructor(private readonly em: EntityManager) {}

  async createIntent(input: CreateIntent): Promise<PaymentIntent> {
    const id = `pi_demo_${randomBytes(12).toString("hex")}`;
    // One statement, so two requests with the same key race to one row.
    await this.em.getConnection().execute(
      `insert into demo_payment_intents
         (id, client_secret, idempotency_key, amount_cents, currency, description, metadata)
       values (?, ?, ?, ?, ?, ?, ?) on conflict (idempotency_key) do nothing`,
      [
        id,
        `${id}_secret_${randomBytes(16).toString("hex")}`,
        input.idempotencyKey,
        input.amountCents,
        input.currency,
        input.description,
        JSON.stringify(input.metadata),
      ],
    );
    const row = await this.em.findOneOrFail(
      DemoPaymentIntent,
      { idempotencyKey: input.idempotencyKey },
      { refresh: true },
    );
    return toIntent(row);
  }

  async retrieve(id: string): Promise<PaymentIntent | null> {
    const row = await this.em.findOne(DemoPaymentIntent, { id }, { refresh: true });
    return row ? toIntent(row) : null;
  }

  /**
   * Pays an intent with a card, as Stripe.js does in the browser: whoever holds the client
   * secret may pay. Only the brand and the last four digits are kept.
   */
  async confirm(id: string, clientSecret: string, card: DemoCard): Promise<PaymentIntent> {
    return this.em.transactional(async em => {
      const row = await em.findOne(
        DemoPaymentIntent,
        { id },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!row || !sameSecret(row.clientSecret, clientSecret)) {
        throw new AppError("NOT_FOUND", "No such payment");
      }
      if (row.status === "succeeded") {
        throw new AppError("CONFLICT", "This payment has already been completed.");
      }
      const digits = card.number.replace(/[\s-]/g, "");
      const problem =
        cardProblem(card) ??
        (digits === SUCCEEDS
          ? null
          : digits === DECLINED
            ? "Your card was declined."
            : "Your card was declined. Demo payments accept the test cards only.");
      const known = /^\d{12,19}$/.test(digits);
      row.cardBrand = known ? brandOf(digits) : null;
      row.cardLast4 = known ? digits.slice(-4) : null;
      row.status = problem ? "requires_payment_method" : "succeeded";
      row.lastError = problem;
      return toIntent(row);
    });
  }

  /** Gives money back as Stripe does: once per idempotency key, never more than was paid. */
  async refund(input: RefundInput): Promise<Refund> {
    return this.em.transactional(async em => {
      const intent = await em.findOne(
        DemoPaymentIntent,
        { id: input.paymentId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!intent) throw new AppError("NOT_FOUND", "No such payment");
      const earlier = await em.findOne(DemoRefund, { idempotencyKey: input.idempotencyKey });
      if (earlier) return refundOf(earlier);
      if (intent.status !== "succeeded") {
        throw new AppError("CONFLICT", "Only a completed payment can be refunded.");
      }
      const { amountCents } = input;
      if (!Number.isInteger(amountCents) || amountCents < 1) {
        throw new AppError("BAD_USER_INPUT", "The refund must be at least one cent.");
      }
      if (intent.refundedCents + amountCents > intent.amountCents) {
        throw new AppError(
          "BAD_USER_INPUT",
          "The refund is more than what is left of the payment.",
        );
      }
      intent.refundedCents += amountCents;
      const refund = em.create(DemoRefund, {
        id: `re_demo_${randomBytes(12).toString("hex")}`,
        idempotencyKey: input.idempotencyKey,
        intentId: intent.id,
        amountCents,
      });
      return refundOf(refund);
    });
  }

  async listRefunds(paymentId: string): Promise<Refund[]> {
    const rows = await this.em.find(
      DemoRefund,
      { intentId: paymentId },
      { orderBy: { createdAt: "asc" } },
    );
    return rows.map(refundOf);
  }

  /** A succeeded intent's fee by the demo's rule (its refunds keep no fee, as at Stripe). */
  async chargeFee(paymentId: string): Promise<ChargeFee | null> {
    const row = await this.em.findOne(DemoPaymentIntent, { id: paymentId }, { refresh: true });
    if (row?.status !== "succeeded") return null;
    const feeCents = demoFeeCents(row.amountCents);
    return { feeCents, netCents: row.amountCents - feeCents };
  }
}

/** The demo processor's refunds succeed at once. */
const refundOf = (row: DemoRefund): Refund => ({
  id: row.id,
  paymentId: row.intentId,
  status: "succeeded",
  amountCents: row.amountCents,
  failureReason: null,
});
