import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError, notFound } from "../../errors.js";
import { recordAudit } from "../audit/audit.service.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import type { JobQueue } from "../../jobs/queue.js";
import type { RequestMeta } from "../../graphql/context.js";
import type { JobDeps } from "../../jobs/deps.js";
import { Course } from "../courses/course.entity.js";
import type { Enrollment } from "../enrollments/enrollment.entity.js";
import { enrollLearner } from "../enrollments/enroll.js";
import type { PaymentGateway, PaymentIntent } from "./gateway.js";
import { type Payment, PaymentStatus } from "./payment.entity.js";
import { Receipt } from "./receipt.entity.js";

interface Fulfilment {
  payment: Payment;
  intent: PaymentIntent;
  /** The learner's enrollment in the course, if one exists already (e.g. granted meanwhile). */
  enrolled: Enrollment | null;
  meta?: RequestMeta;
}

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

/**
 * Records a verified payment with its receipt and the enrollment it buys, and tells the learner,
 * inside the caller's transaction: all of it is written, or none.
 */
export async function recordFulfilment(
  em: EntityManager,
  jobs: JobQueue<JobDeps>,
  { payment, intent, enrolled, meta }: Fulfilment,
): Promise<Enrollment> {
  const userId = payment.user!.id;
  const course = await em.findOneOrFail(Course, payment.course!.id);
  await recordPaid(em, payment, intent, { actorId: userId, meta });
  if (enrolled) return enrolled;
  const audit = { actorId: userId, ipAddress: meta?.ipAddress, userAgent: meta?.userAgent };

  // The learning-system access is set up in the background, queued with the enrollment itself.
  return enrollLearner(em, jobs, {
    userId,
    course,
    payment,
    audit: { ...audit, details: { paymentId: payment.providerPaymentId } },
  });
}
