import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import type { RequestMeta } from "../../graphql/context.js";
import type { PaymentGateway, PaymentIntent } from "./payment.gateway.js";
import { Payment, PaymentStatus } from "./payment.entity.js";

/** Intents the buyer can still pay; any other pending one is replaced by a new intent. */
export const PAYABLE = new Set<PaymentIntent["status"]>([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
  "processing",
]);

/** One thing to pay for (a course for a learner, a licence fee for an offer). */
export interface Purchase {
  /** Whose payments rows are this purchase's. */
  owner: {
    user?: number;
    course?: number;
    businessOffer?: number;
    seats?: number | null;
    /** The licensed partner whose storefront sells it (null: the academy's own sale). */
    partner?: number | null;
  };
  amountCents: number;
  description: string;
  metadata: Record<string, string>;
  /** The idempotency key's stem; the amount and the attempt number follow it. */
  keyStem: string;
  /** An earlier intent succeeded meanwhile: record it (fulfil) and refuse the new start. */
  alreadyPaid(paymentId: string): Promise<never>;
}

const COLUMNS = {
  user: "user_id",
  course: "course_id",
  businessOffer: "business_offer_id",
  seats: "seats",
  partner: "partner_id",
};

/** A purchase's attempts to pay with the processor: its intent, and the refused attempts. */
export class PaymentAttemptService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: { gateway: PaymentGateway },
  ) {}

  /**
   * The processor's intent for a purchase: the pending one while it can still be paid, else a new
   * one. Its idempotency key names the attempt (it changes only when an earlier payment is closed),
   * so requests racing each other (a double click, two tabs) get the one intent, whose pending row
   * is written once.
   */
  async intentFor(purchase: Purchase): Promise<PaymentIntent> {
    const { em } = this;
    const { gateway } = this.deps;
    const { owner: where, amountCents } = purchase;
    // The latest attempt not yet paid: still pending, or failed with a declined card (the same
    // payment is tried again with another card, as Stripe has it).
    const pending = await em.findOne(
      Payment,
      {
        ...where,
        status: { $in: [PaymentStatus.PENDING, PaymentStatus.FAILED] },
        provider: gateway.processor,
        amountCents,
      },
      { orderBy: { id: "desc" } },
    );
    const earlier = pending && (await gateway.retrieve(pending.providerPaymentId));
    if (earlier && PAYABLE.has(earlier.status)) return earlier;
    if (earlier?.status === "succeeded") return purchase.alreadyPaid(earlier.id);
    if (pending?.status === PaymentStatus.PENDING && earlier?.status === "canceled") {
      pending.status = PaymentStatus.FAILED;
      await em.flush();
    }
    const closed = await em.count(Payment, { ...where, status: { $ne: PaymentStatus.PENDING } });
    const intent = await gateway.createIntent({
      amountCents,
      currency: "usd",
      description: purchase.description,
      metadata: purchase.metadata,
      idempotencyKey: `${purchase.keyStem}-${amountCents}-${closed + 1}`,
    });
    const columns = Object.entries(where) as [keyof typeof COLUMNS, number | null][];
    await em.getConnection().execute(
      `insert into payments (provider_payment_id, provider, amount_cents, currency, status, ${columns.map(([key]) => COLUMNS[key]).join(", ")})
       values (?, ?, ?, ?, 'pending', ${columns.map(() => "?").join(", ")})
       on conflict (provider_payment_id) do nothing`,
      [
        intent.id,
        gateway.processor,
        intent.amountCents,
        intent.currency,
        ...columns.map(([, value]) => value),
      ],
    );
    return intent;
  }

  /**
   * Records a refused attempt to pay (a declined card: Stripe's payment_intent.payment_failed, or
   * the demo processor's answer): the payment is Failed, with the processor's message (its last 20
   * in `metadata.failedAttempts`) and an audit row. The intent stays payable: another card on the
   * same payment makes it successful. A payment that succeeded meanwhile (events come in any order)
   * keeps its status. Once per event (`meta` is its delivery's); null when the payment is not ours.
   */
  async recordFailedAttempt(
    intentId: string,
    eventId: string,
    meta: RequestMeta,
  ): Promise<Payment | null> {
    const { em } = this;
    const { gateway } = this.deps;
    const intent = await gateway.retrieve(intentId);
    if (!intent) return null;
    return em.transactional(async tx => {
      const payment = await tx.findOne(
        Payment,
        { providerPaymentId: intentId, provider: gateway.processor },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!payment) return null;
      type Failure = { eventId: string; message: string; at: string };
      const failures = (payment.metadata?.failedAttempts ?? []) as Failure[];
      if (failures.some(failure => failure.eventId === eventId)) return payment;
      const message = intent.lastError ?? "The payment was refused.";
      if (payment.status === PaymentStatus.PENDING && intent.status !== "succeeded") {
        payment.status = PaymentStatus.FAILED;
      }
      const at = new Date().toISOString();
      payment.metadata = {
        ...payment.metadata,
        failedAttempts: [...failures, { eventId, message, at }].slice(-20),
      };
      new AuditService(tx).record({
        type: AuditEventType.PaymentAttemptFailed,
        actorId: payment.user?.id ?? null,
        subjectId: payment.user?.id ?? null,
        ...meta,
        details: { paymentId: intentId, message },
      });
      return payment;
    });
  }
}
