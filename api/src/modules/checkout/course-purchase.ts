import type { EntityManager } from "@mikro-orm/postgresql";
import { badInput } from "../../errors.js";
import type { PurchaseKind, PurchaseReversal, RequestMeta } from "../../graphql/context.js";
import type { JobQueue } from "../../jobs/queue.js";
import type { JobDeps } from "../../jobs/deps.js";
import { CertificateRevocationService } from "../certificates/certificate-revocation.service.js";
import { Enrollment, EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { WITHDRAW_JOB, type WithdrawData } from "../lms/withdraw.job.js";
import { paymentGateway } from "../payments/payment-gateway.js";
import { CheckoutService } from "./checkout.service.js";

/**
 * Ends an enrollment whose money went back, in the caller's transaction: cancelled, its
 * certificate revoked, and its learning-system access withdrawn by a job queued with it.
 */
export async function endRefundedEnrollment(
  em: EntityManager,
  jobs: JobQueue<JobDeps>,
  enrollment: Enrollment,
  ending: { actorId: number | null; meta: RequestMeta },
): Promise<void> {
  enrollment.status = EnrollmentStatus.CANCELLED;
  const certificates = new CertificateRevocationService(em);
  await certificates.revokeRefundedCertificate(enrollment, ending.actorId, ending.meta);
  await jobs.send(WITHDRAW_JOB, { enrollmentId: enrollment.id } satisfies WithdrawData, { em });
}

/** Ends the enrollment a payment bought, unless it has ended already; answers it either way. */
async function endBought(em: EntityManager, reversal: PurchaseReversal) {
  const enrollment = await em.findOne(Enrollment, { payment: reversal.paymentId });
  if (enrollment && enrollment.status !== EnrollmentStatus.CANCELLED) {
    await endRefundedEnrollment(em, reversal.jobs, enrollment, reversal);
  }
  return enrollment;
}

/**
 * A learner's course, bought at the checkout (its payments carry the learner and the course). A
 * refund ends the enrollment it bought unless the learner keeps it (a partial refund must); a
 * lost dispute ends it.
 */
export const coursePurchase: PurchaseKind = {
  name: "course",
  claims: metadata => metadata.courseId !== undefined,
  fulfil: (ctx, { id }) =>
    new CheckoutService(ctx.em, paymentGateway(ctx.config, ctx.em), ctx.jobs).fulfil(id, null),
  refunded: async (em, refund) => {
    if (refund.asking) {
      if (!refund.full && !refund.keepEnrollment) {
        throw badInput("A partial refund keeps the course: choose to keep the enrollment");
      }
      return;
    }
    const enrollment = refund.keepEnrollment
      ? await em.findOne(Enrollment, { payment: refund.paymentId })
      : await endBought(em, refund);
    return { enrollmentId: enrollment?.id ?? null };
  },
  reversed: async (em, reversal) => {
    await endBought(em, reversal);
  },
};
