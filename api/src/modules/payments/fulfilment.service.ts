import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError, notFound } from "../../errors.js";
import { recordAudit } from "../audit/audit.service.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import type { Context, RequestMeta, SucceededPayment } from "../../graphql/context.js";
import type { PaymentGateway, PaymentIntent } from "./payment.gateway.js";
import { type Payment, PaymentStatus } from "./payment.entity.js";
import { Receipt } from "./receipt.entity.js";

/** Processor payment ids (pi_..., pi_demo_...); anything else names no payment. */
export const PAYMENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;

/** Refusals that mean "not a payment of ours to fulfil": retrying them changes nothing. */
const NOT_OURS = new Set(["NOT_FOUND", "BAD_USER_INPUT", "FORBIDDEN", "CONFLICT"]);

/** The processor's intent of a payment id, when it has succeeded (asked, never taken from a caller). */
export async function succeededIntent(
  gateway: PaymentGateway,
  paymentId: string,
): Promise<PaymentIntent> {
  const intent = PAYMENT_ID.test(paymentId) ? await gateway.retrieve(paymentId) : null;
  if (!intent) throw notFound("Payment not found");
  if (intent.status !== "succeeded") {
    throw new AppError("PAYMENT_REQUIRED", "The payment has not been completed.");
  }
  return intent;
}

/**
 * Fulfils a succeeded payment as the kind of purchase that claims its metadata, as the Stripe
 * webhook and the demo processor do. Answers null when it is fulfilled (now or before), or why it
 * is not a payment of ours to fulfil; any other failure is thrown, for the caller to retry.
 */
export async function fulfilPurchase(
  ctx: Context,
  payment: SucceededPayment,
): Promise<string | null> {
  const kind = ctx.purchases.find(candidate => candidate.claims(payment.metadata));
  try {
    if (!kind) throw notFound("Payment not found");
    await kind.fulfil(ctx, payment);
    return null;
  } catch (error) {
    if (error instanceof AppError && NOT_OURS.has(error.code)) return error.message;
    throw error;
  }
}

/** A verified payment's record: its status, card, receipt and audit row (in `em`'s transaction). */
export class FulfilmentService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Marks a verified payment successful with its card, its receipt and its audit row (`details`
   * say what it bought), in the caller's transaction.
   */
  async recordPaid(
    payment: Payment,
    intent: PaymentIntent,
    audit: { actorId?: number | null; meta?: Partial<RequestMeta>; details?: object },
  ): Promise<void> {
    payment.status = PaymentStatus.SUCCESSFUL;
    payment.metadata = { ...payment.metadata, card: intent.card };
    await this.issueReceipt(payment);
    recordAudit(this.em, {
      actorId: audit.actorId,
      ipAddress: audit.meta?.ipAddress,
      userAgent: audit.meta?.userAgent,
      type: AuditEventType.PaymentRecorded,
      details: {
        paymentId: payment.providerPaymentId,
        amountCents: payment.amountCents,
        ...audit.details,
      },
    });
  }

  /** The receipt of a payment that succeeded, made once: one it already has is kept. */
  async issueReceipt(payment: Payment): Promise<Receipt> {
    const issued = payment.id ? await this.em.findOne(Receipt, { payment: payment.id }) : null;
    return issued ?? this.em.create(Receipt, { payment });
  }
}
