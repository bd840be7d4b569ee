import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError, badInput, notFound } from "../../errors.js";
import type { JobQueue } from "../../jobs/queue.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { recordAudit } from "../audit/audit.service.js";
import type { RequestMeta } from "../../graphql/context.js";
import { revokeRefundedCertificate } from "../certificates/certificates-admin.service.js";
import { BusinessOffer, BusinessOfferStatus } from "../business-offers/business-offer.entity.js";
import { Enrollment, EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { WITHDRAW_JOB, type WithdrawData } from "../lms/withdraw.job.js";
import type { JobDeps } from "../../jobs/deps.js";
import { recordUserEvent } from "../systems/user-event.js";
import type { PaymentGateway } from "./gateway.js";
import { Payment, PaymentStatus } from "./payment.entity.js";

export interface RefundRequest {
  paymentId: number;
  /** Part of what is left; all of it when absent. */
  amountCents?: number | null;
  /** The learner keeps the course (needed for a partial refund). */
  keepEnrollment?: boolean | null;
}

interface RecordedRefund {
  id: string;
  amountCents: number;
  by: number;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Refunds through the payment's processor, then records it: the payment, the enrollment it
 * bought (ended unless kept, and its LMS access withdrawn by a background job), the learner's
 * notification and the audit row, in one transaction. A retry sends the processor the same
 * idempotency key, so money goes back once; a second click finds the refund already recorded.
 */
export class RefundService {
  constructor(
    private readonly em: EntityManager,
    private readonly gateway: PaymentGateway,
    private readonly jobs: JobQueue<JobDeps>,
  ) {}

  async refund(actorId: number, request: RefundRequest, meta: RequestMeta): Promise<Payment> {
    const payment = await this.em.findOne(Payment, request.paymentId, { populate: ["course"] });
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
    const left = payment.amountCents - payment.refundedCents;
    const amount = request.amountCents ?? left;
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      throw badInput(`The refund must be from $0.01 to ${dollars(left)}`);
    }
    const keep = request.keepEnrollment ?? false;
    if (amount < left && !keep) {
      throw badInput("A partial refund keeps the course: choose to keep the enrollment");
    }
    const refund = await this.gateway.refund({
      paymentId: payment.providerPaymentId,
      amountCents: amount,
      idempotencyKey: `refund-${payment.id}-${payment.refundedCents}-${amount}`,
    });
    return this.em.transactional(async tx => {
      const locked = await tx.findOneOrFail(Payment, payment.id, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
      });
      const refunds = (locked.metadata?.refunds ?? []) as RecordedRefund[];
      // The same request again (a double click, a retry): the processor answered the same refund.
      if (refunds.some(earlier => earlier.id === refund.id)) return locked;
      locked.refundedCents += refund.amountCents;
      locked.metadata = {
        ...locked.metadata,
        refunds: [...refunds, { id: refund.id, amountCents: refund.amountCents, by: actorId }],
      };
      const full = locked.refundedCents === locked.amountCents;
      if (full) locked.status = PaymentStatus.Refunded;
      const enrollment = await tx.findOne(Enrollment, { payment: locked.id });
      // A licence fee given back in full ends the licence it paid for.
      const offer =
        full && locked.businessOffer
          ? await tx.findOne(BusinessOffer, locked.businessOffer.id)
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
      const title = payment.course?.getEntity().title ?? "your course";
      if (enrollment && !keep) {
        enrollment.status = EnrollmentStatus.Cancelled;
        await revokeRefundedCertificate(tx, enrollment, actorId, meta);
      }
      if (locked.user) {
        recordUserEvent(tx, {
          userId: locked.user.id,
          type: "info",
          message: keep
            ? `${dollars(amount)} of your payment for ${title} was refunded.`
            : `Your payment for ${title} was refunded (${dollars(amount)}) and your enrollment has ended.`,
          action: "Payment refunded",
          details: { paymentId: locked.id, amountCents: amount, enrollmentKept: keep },
        });
      }
      recordAudit(tx, {
        type: AuditEventType.PaymentRefunded,
        actorId,
        subjectId: locked.user?.id ?? null,
        ...meta,
        details: {
          paymentId: locked.providerPaymentId,
          amountCents: amount,
          full,
          enrollmentId: enrollment?.id ?? null,
          enrollmentKept: keep,
        },
      });
      await tx.flush();
      if (enrollment && !keep) {
        await this.jobs.send(WITHDRAW_JOB, { enrollmentId: enrollment.id } satisfies WithdrawData, {
          em: tx,
        });
      }
      return locked;
    });
  }
}
