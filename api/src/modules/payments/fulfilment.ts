import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError, notFound } from "../../errors.js";
import { recordAudit } from "../audit/audit.service.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import type { RequestMeta } from "../../graphql/context.js";
import type { PaymentGateway, PaymentIntent } from "./payment.gateway.js";
import { type Payment, PaymentStatus } from "./payment.entity.js";
import { Receipt } from "./receipt.entity.js";

/** Processor payment ids (pi_..., pi_demo_...); anything else names no payment. */
export const PAYMENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;

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
 * Marks a verified payment successful with its card, its receipt and its audit row (`details`
 * say what it bought), in the caller's transaction.
 */
export async function recordPaid(
  em: EntityManager,
  payment: Payment,
  intent: PaymentIntent,
  audit: { actorId?: number | null; meta?: Partial<RequestMeta>; details?: object },
): Promise<void> {
  payment.status = PaymentStatus.SUCCESSFUL;
  payment.metadata = { ...payment.metadata, card: intent.card };
  await issueReceipt(em, payment);
  recordAudit(em, {
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
export async function issueReceipt(em: EntityManager, payment: Payment): Promise<Receipt> {
  const issued = payment.id ? await em.findOne(Receipt, { payment: payment.id }) : null;
  return issued ?? em.create(Receipt, { payment });
}
