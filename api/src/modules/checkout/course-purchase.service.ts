import type { EntityManager } from "@mikro-orm/postgresql";
import { badInput } from "../../errors.js";
import type {
  Context,
  PurchaseKind,
  PurchaseReversal,
  RequestMeta,
} from "../../graphql/context.js";
import { CertificateRevocationService } from "../certificates/certificate-revocation.service.js";
import { Enrollment, EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { WITHDRAW_JOB, type WithdrawData } from "../lms/withdraw.job.js";
import { paymentGateway } from "../payments/payment-processor.gateway.js";
import { LedgerLineKind } from "../settlements/ledger.rules.js";
import { LedgerService } from "../settlements/ledger.service.js";
import { CheckoutService } from "./checkout.service.js";

/** What ends with the money of a course's payment: the enrollment it bought (in `em`'s transaction). */
export class CoursePurchaseService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<Context, "jobs">,
  ) {}

  /**
   * Ends an enrollment whose money went back, in the caller's transaction: cancelled, its
   * certificate revoked, and its learning-system access withdrawn by a job queued with it.
   */
  async endRefundedEnrollment(
    enrollment: Enrollment,
    ending: { actorId: number | null; meta: RequestMeta },
  ): Promise<void> {
    enrollment.status = EnrollmentStatus.CANCELLED;
    const certificates = new CertificateRevocationService(this.em);
    await certificates.revokeRefundedCertificate(enrollment, ending.actorId, ending.meta);
    const data: WithdrawData = { enrollmentId: enrollment.id };
    await this.deps.jobs.send(WITHDRAW_JOB, data, { em: this.em });
  }

  /** Ends the enrollment a payment bought, unless it has ended already; answers it either way. */
  async endBoughtEnrollment(reversal: PurchaseReversal): Promise<Enrollment | null> {
    const enrollment = await this.em.findOne(Enrollment, { payment: reversal.paymentId });
    if (enrollment && enrollment.status !== EnrollmentStatus.CANCELLED) {
      await this.endRefundedEnrollment(enrollment, reversal);
    }
    return enrollment;
  }
}

/**
 * The partner ledger's line of a refund or lost dispute of a partner's sale (settlements; none
 * for the academy's own sales), in the caller's transaction.
 */
async function recordPartnerReversal(
  em: EntityManager,
  reversal: PurchaseReversal,
  kind: LedgerLineKind.REFUND | LedgerLineKind.DISPUTE,
) {
  const { reversalId: id, amountCents } = reversal;
  if (!id || amountCents === undefined) return;
  await new LedgerService(em, reversal).recordReversal(reversal.paymentId, {
    kind,
    id,
    amountCents,
  });
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
    new CheckoutService(ctx.em, {
      jobs: ctx.jobs,
      gateway: paymentGateway(ctx.config, ctx.em),
    }).fulfil(id, null),
  refunded: async (em, refund) => {
    if (refund.asking) {
      if (!refund.full && !refund.keepEnrollment) {
        throw badInput("A partial refund keeps the course: choose to keep the enrollment");
      }
      return;
    }
    await recordPartnerReversal(em, refund, LedgerLineKind.REFUND);
    const enrollment = refund.keepEnrollment
      ? await em.findOne(Enrollment, { payment: refund.paymentId })
      : await new CoursePurchaseService(em, refund).endBoughtEnrollment(refund);
    return { enrollmentId: enrollment?.id ?? null };
  },
  reversed: async (em, reversal) => {
    await recordPartnerReversal(em, reversal, LedgerLineKind.DISPUTE);
    await new CoursePurchaseService(em, reversal).endBoughtEnrollment(reversal);
  },
};
