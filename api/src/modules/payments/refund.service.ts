import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError, badInput, notFound } from "../../errors.js";
import type { JobQueue } from "../../jobs/queue.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { recordAudit } from "../audit/audit.service.js";
import type { PurchaseKind, PurchaseRefund, RequestMeta } from "../../graphql/context.js";
import { revokeRefundedCertificate } from "../certificates/certificates-admin.service.js";
import { BusinessOffer, BusinessOfferStatus } from "../business-offers/business-offer.entity.js";
import { Enrollment, EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { WITHDRAW_JOB, type WithdrawData } from "../lms/withdraw.job.js";
import type { JobDeps } from "../../jobs/deps.js";
import { recordAdminEvent, recordUserEvent } from "../systems/user-event.js";
import type { PaymentGateway, Refund } from "./gateway.js";
import { Payment, PaymentStatus } from "./payment.entity.js";
import { OPEN_DISPUTE } from "./stripe-gateway.js";

export interface RefundRequest {
  paymentId: number;
  /** Part of what is left; all of it when absent. */
  amountCents?: number | null;
  /** The learner keeps the course (needed for a partial refund). */
  keepEnrollment?: boolean | null;
  /** Enrollments on seats bought with the payment that end with the refund (PurchaseKind). */
  endEnrollmentIds?: number[] | null;
}

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

/**
 * Ends what a payment given back bought, in the caller's transaction: the licence it paid for
 * when all of it is back, the enrollment (cancelled, its certificate revoked) unless kept.
 * Answers the enrollment whose learning-system access the caller withdraws once the transaction
 * is written.
 */
export async function endPurchase(
  tx: EntityManager,
  payment: Payment,
  ending: { actorId: number | null; meta: RequestMeta; full: boolean; keepEnrollment: boolean },
): Promise<Enrollment | null> {
  const { actorId, meta } = ending;
  const offer =
    ending.full && payment.businessOffer
      ? await tx.findOne(BusinessOffer, payment.businessOffer.id)
      : null;
  if (offer && offer.status !== BusinessOfferStatus.Cancelled) {
    recordAudit(tx, {
      type: AuditEventType.BusinessOfferStatusChanged,
      actorId,
      ...meta,
      details: {
        offerId: offer.id,
        from: offer.status,
        to: BusinessOfferStatus.Cancelled,
        refunded: true,
      },
    });
    offer.status = BusinessOfferStatus.Cancelled;
  }
  if (ending.keepEnrollment) return null;
  const enrollment = await tx.findOne(Enrollment, { payment: payment.id });
  if (!enrollment || enrollment.status === EnrollmentStatus.Cancelled) return null;
  enrollment.status = EnrollmentStatus.Cancelled;
  await revokeRefundedCertificate(tx, enrollment, actorId, meta);
  return enrollment;
}

/**
 * Refunds through the payment's processor and records what it answers. Only a succeeded refund
 * changes the payment, the enrollment it bought (ended unless kept, and its LMS access withdrawn
 * by a background job), the learner's notification and the audit row, in one transaction; a
 * pending one is recorded and holds its amount back until the processor settles it (`settle`,
 * from Stripe's refund and charge events), which also records refunds made outside the portal.
 * A retry sends the processor the same idempotency key, so money goes back once; a second click
 * finds the refund already recorded.
 */
export class RefundService {
  constructor(
    private readonly em: EntityManager,
    private readonly gateway: PaymentGateway,
    private readonly jobs: JobQueue<JobDeps>,
    private readonly purchases: readonly PurchaseKind[],
  ) {}

  /**
   * Tells each kind of purchase of a refund of the payment (see `PurchaseKind.refunded`): the
   * enrollments they ended.
   */
  private async tell(
    em: EntityManager,
    payment: Payment,
    refund: Omit<PurchaseRefund, "paymentId">,
  ): Promise<number[]> {
    const ended: number[] = [];
    for (const kind of this.purchases) {
      ended.push(...((await kind.refunded?.(em, { paymentId: payment.id, ...refund })) ?? []));
    }
    return ended;
  }

  async refund(actorId: number, request: RefundRequest, meta: RequestMeta): Promise<Payment> {
    const payment = await this.em.findOne(Payment, request.paymentId);
    if (!payment) throw notFound("Payment not found");
    if (payment.status !== PaymentStatus.Successful) {
      throw new AppError("CONFLICT", "Only a successful payment can be refunded.");
    }
    if (payment.provider !== this.gateway.processor) {
      throw new AppError(
        "CONFLICT",
        `This payment was made with ${payment.provider}; refund it there.`,
      );
    }
    if (OPEN_DISPUTE.has(disputeOf(payment)?.status ?? "")) {
      // Stripe refuses to refund a disputed charge: the dispute's outcome settles the money.
      throw new AppError("CONFLICT", "This payment is disputed; its dispute decides the refund.");
    }
    const held = payment.refundedCents + pendingRefundCents(payment);
    const left = payment.amountCents - held;
    const amount = request.amountCents ?? left;
    if (left < 1) throw new AppError("CONFLICT", "Nothing is left of this payment to refund.");
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      throw badInput(`The refund must be from $0.01 to ${dollars(left)}`);
    }
    // Seats bought for an agency are no enrollment of the payer's: what they give back is seats.
    const keep = request.keepEnrollment ?? payment.seats != null;
    if (amount < left && !keep) {
      throw badInput("A partial refund keeps the course: choose to keep the enrollment");
    }
    await this.tell(this.em, payment, {
      amountCents: amount,
      refundedBefore: held,
      refundedAfter: held + amount,
      asking: true,
      actorId,
      endEnrollmentIds: request.endEnrollmentIds ?? [],
      meta,
    });
    const refund = await this.gateway.refund({
      paymentId: payment.providerPaymentId,
      amountCents: amount,
      // The same refund asked again (a double click, a retry) has the same key; one asked after
      // an earlier refund was recorded (even a failed one) has another.
      idempotencyKey: `refund-${payment.id}-${refundsOf(payment).length}-${amount}`,
    });
    if (refund.status === "failed" || refund.status === "canceled") {
      const why = refund.failureReason ? ` (${refund.failureReason})` : "";
      throw new AppError("CONFLICT", `The processor did not make the refund${why}.`);
    }
    const ends = request.endEnrollmentIds ?? [];
    return this.record(
      payment.id,
      [refund],
      { by: actorId, keepEnrollment: keep, ...(ends.length ? { endEnrollmentIds: ends } : {}) },
      meta,
    );
  }

  /**
   * Brings a payment's refunds up to what the processor says (Stripe's refund.* and
   * charge.refunded events): settles pending ones and records those made elsewhere. `meta` is the
   * event delivery's. Null when the payment is not one of ours.
   */
  async settle(providerPaymentId: string, meta: RequestMeta): Promise<Payment | null> {
    const payment = await this.em.findOne(Payment, {
      providerPaymentId,
      provider: this.gateway.processor,
    });
    if (!payment) return null;
    const refunds = await this.gateway.listRefunds(providerPaymentId);
    return this.record(payment.id, refunds, { by: null }, meta);
  }

  /**
   * Records the processor's answers about a payment's refunds, in one transaction: each new one
   * (asked by `by`, or made elsewhere), and each whose status moved on.
   */
  private async record(
    paymentId: number,
    refunds: Refund[],
    asked: { by: number | null; keepEnrollment?: boolean; endEnrollmentIds?: number[] },
    meta: RequestMeta,
  ): Promise<Payment> {
    const ended: number[] = [];
    return this.em.transactional(async tx => {
      const locked = await tx.findOneOrFail(Payment, paymentId, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
        populate: ["course"],
      });
      const records = [...refundsOf(locked)];
      for (const refund of refunds) {
        let record = records.find(earlier => earlier.id === refund.id);
        // Records older than the status field were all succeeded.
        const was = record && (record.status ?? "succeeded");
        if (was === refund.status || was === "failed" || was === "canceled") continue;
        if (!record) {
          const rest = locked.amountCents - locked.refundedCents - pendingRefundCents(locked);
          record = {
            id: refund.id,
            amountCents: refund.amountCents,
            by: asked.by,
            // Made elsewhere: the learner keeps the course unless all of it was given back.
            keepEnrollment: asked.keepEnrollment ?? refund.amountCents < rest,
            ...(asked.endEnrollmentIds ? { endEnrollmentIds: asked.endEnrollmentIds } : {}),
          };
          records.push(record);
        }
        record.status = refund.status;
        if (refund.status === "succeeded") record.refundedAt = new Date().toISOString();
        locked.metadata = { ...locked.metadata, refunds: records };
        if (refund.status === "succeeded") {
          ended.push(...(await this.apply(tx, locked, record, meta)));
        } else if (refund.status === "failed" || refund.status === "canceled") {
          // Stripe may fail a refund after it succeeded (a card closed meanwhile): the money is
          // ours again; what the refund ended stays ended until an administrator decides.
          if (was === "succeeded") {
            locked.refundedCents -= record.amountCents;
            if (locked.status === PaymentStatus.Refunded) locked.status = PaymentStatus.Successful;
          }
          await this.failed(tx, locked, record, refund, meta);
        } else {
          recordAudit(tx, {
            type: AuditEventType.PaymentRefundPending,
            actorId: record.by,
            subjectId: locked.user?.id ?? null,
            ...meta,
            details: {
              paymentId: locked.providerPaymentId,
              refundId: refund.id,
              amountCents: refund.amountCents,
              status: refund.status,
            },
          });
        }
      }
      await tx.flush();
      for (const enrollmentId of ended) {
        await this.jobs.send(WITHDRAW_JOB, { enrollmentId } satisfies WithdrawData, { em: tx });
      }
      return locked;
    });
  }

  /** A succeeded refund: the money is back, and what the payment bought follows. */
  private async apply(
    tx: EntityManager,
    payment: Payment,
    refund: RecordedRefund,
    meta: RequestMeta,
  ): Promise<number[]> {
    const refundedBefore = payment.refundedCents;
    payment.refundedCents += refund.amountCents;
    const full = payment.refundedCents === payment.amountCents;
    const seatsEnded = await this.tell(tx, payment, {
      amountCents: refund.amountCents,
      refundedBefore,
      refundedAfter: payment.refundedCents,
      asking: false,
      actorId: refund.by,
      endEnrollmentIds: refund.endEnrollmentIds ?? [],
      meta,
    });
    if (full) payment.status = PaymentStatus.Refunded;
    const keep = refund.keepEnrollment ?? false;
    const ended = await endPurchase(tx, payment, {
      actorId: refund.by,
      meta,
      full,
      keepEnrollment: keep,
    });
    const enrollment = ended ?? (await tx.findOne(Enrollment, { payment: payment.id }));
    const course = payment.course?.getEntity().title;
    const title = course ? (payment.seats != null ? `seats of ${course}` : course) : "your course";
    const amount = dollars(refund.amountCents);
    if (payment.user) {
      recordUserEvent(tx, {
        userId: payment.user.id,
        type: "info",
        message:
          keep || payment.seats != null
            ? `${amount} of your payment for ${title} was refunded.`
            : `Your payment for ${title} was refunded (${amount}) and your enrollment has ended.`,
        action: "Payment refunded",
        details: { paymentId: payment.id, amountCents: refund.amountCents, enrollmentKept: keep },
      });
    }
    if (refund.by === null) {
      await recordAdminEvent(tx, {
        type: "warning",
        message: `${amount} of payment ${payment.providerPaymentId} was refunded outside the portal (the processor's dashboard).`,
        action: "Payment refunded elsewhere",
        details: { paymentId: payment.id, refundId: refund.id },
      });
    }
    recordAudit(tx, {
      type: AuditEventType.PaymentRefunded,
      actorId: refund.by,
      subjectId: payment.user?.id ?? null,
      ...meta,
      details: {
        paymentId: payment.providerPaymentId,
        refundId: refund.id,
        amountCents: refund.amountCents,
        full,
        enrollmentId: enrollment?.id ?? null,
        enrollmentKept: keep,
        ...(refund.by === null ? { source: "processor" } : {}),
        ...(seatsEnded.length ? { enrollmentsEnded: seatsEnded } : {}),
      },
    });
    return ended ? [ended.id, ...seatsEnded] : seatsEnded;
  }

  /** A refund the processor failed or canceled: nothing changed hands; the team must know. */
  private async failed(
    tx: EntityManager,
    payment: Payment,
    record: RecordedRefund,
    refund: Refund,
    meta: RequestMeta,
  ) {
    const why = refund.failureReason ?? refund.status;
    recordAudit(tx, {
      type: AuditEventType.PaymentRefundFailed,
      actorId: null,
      subjectId: payment.user?.id ?? null,
      ...meta,
      details: {
        paymentId: payment.providerPaymentId,
        refundId: record.id,
        amountCents: record.amountCents,
        status: refund.status,
        failureReason: refund.failureReason,
      },
    });
    await recordAdminEvent(tx, {
      type: "error",
      message: `The refund of ${dollars(record.amountCents)} for payment ${payment.providerPaymentId} ${refund.status === "canceled" ? "was canceled" : "failed"} (${why}); the learner has not been paid back.`,
      action: "Refund failed",
      details: { paymentId: payment.id, refundId: record.id },
    });
  }
}
