import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError, notFound } from "../../errors.js";
import type { Context, RequestMeta } from "../../graphql/context.js";
import { Course } from "../courses/course.entity.js";
import { EnrollmentService } from "../enrollments/enrollment.service.js";
import type { Enrollment } from "../enrollments/enrollment.entity.js";
import { AgreementService } from "../agreements/agreement.service.js";
import type { JobQueue } from "../../jobs/queue.js";
import type { JobDeps } from "../../jobs/deps.js";
import type { PaymentGateway, PaymentIntent } from "../payments/payment.gateway.js";
import { Payment, PaymentStatus } from "../payments/payment.entity.js";
import { FulfilmentService, succeededIntent } from "../payments/fulfilment.service.js";
import { PaymentAttemptService } from "../payments/payment-attempt.service.js";
import { StorefrontSaleService } from "../partners/storefront-sale.service.js";
import type { CheckoutSellerObject } from "./checkout.types.js";
import { LedgerService } from "../settlements/ledger.service.js";

export interface Buyer {
  userId: number;
  meta?: RequestMeta;
}

/**
 * The learner's checkout: an intent for the course's price (never the client's), and the
 * enrollment, granted only for a payment the processor says succeeded for this learner and course.
 */
export class CheckoutService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<Context, "jobs"> & { gateway: PaymentGateway },
  ) {}

  get processor() {
    return this.deps.gateway.processor;
  }

  private async buyableCourse(courseId: number): Promise<Course> {
    const course = await this.em.findOne(Course, { id: courseId, isActive: true });
    if (!course) throw notFound("Course not found");
    return course;
  }

  /** Who sells a course at a storefront and at what price (its checkout's header and total). */
  async storefrontOffer(storefront: string, courseId: number): Promise<CheckoutSellerObject> {
    const course = await this.buyableCourse(courseId);
    const sales = new StorefrontSaleService(this.em);
    const partner = await sales.sellingPartner(storefront);
    return {
      slug: partner.slug!,
      name: partner.name,
      brandColour: partner.brandColour,
      priceCents: await sales.priceAt(partner.id, course),
    };
  }

  /**
   * The intent to pay for a course; a retry or a second tab gets the same one. At a partner's
   * storefront (its slug): the partner must be selling, and its price is charged.
   */
  async startPayment(
    { userId }: Buyer,
    courseId: number,
    storefront?: string | null,
  ): Promise<PaymentIntent> {
    const course = await this.buyableCourse(courseId);
    const sales = new StorefrontSaleService(this.em);
    const partner = storefront == null ? null : await sales.sellingPartner(storefront);
    const enrollments = new EnrollmentService(this.em, this.deps);
    if (await enrollments.findCurrentEnrollment(userId, courseId)) {
      throw new AppError("CONFLICT", "You are already enrolled in this course.");
    }
    if (!(await new AgreementService(this.em).hasSignedAgreement(userId, courseId))) {
      throw new AppError("BAD_REQUEST", "Please sign the enrollment agreement first.");
    }
    const metadata = { userId: String(userId), courseId: String(courseId) };
    return new PaymentAttemptService(this.em, { gateway: this.deps.gateway }).intentFor({
      owner: { user: userId, course: courseId, seats: null, partner: partner?.id ?? null },
      amountCents: partner ? await sales.priceAt(partner.id, course) : course.priceCents,
      description: course.title,
      metadata: partner ? { ...metadata, partnerId: String(partner.id) } : metadata,
      keyStem: `checkout-${userId}-${courseId}${partner ? `-partner-${partner.id}` : ""}`,
      alreadyPaid: async paymentId => {
        await this.fulfil(paymentId, { userId });
        throw new AppError("CONFLICT", "You are already enrolled in this course.");
      },
    });
  }

  /**
   * Enrolls for a payment after asking the processor about it. The same payment fulfils once:
   * a replay answers the enrollment it already made. `buyer` is the signed-in learner of the
   * browser's call; the webhook has none and trusts the payment's own record.
   */
  async fulfil(paymentId: string, buyer: Buyer | null, courseId?: number): Promise<Enrollment> {
    const intent = await succeededIntent(this.deps.gateway, paymentId);
    return this.em.transactional(async em => {
      const payment = await em.findOne(
        Payment,
        { providerPaymentId: paymentId, provider: this.deps.gateway.processor },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      // Seats bought for an agency are fulfilled by the agencies module, never as an enrollment.
      if (!payment?.user || !payment.course || payment.seats != null) {
        throw notFound("Payment not found");
      }
      const userId = payment.user.id;
      if (buyer && buyer.userId !== userId) {
        throw new AppError("FORBIDDEN", "This payment belongs to another account.");
      }
      if (courseId !== undefined && courseId !== payment.course.id) {
        throw new AppError("BAD_USER_INPUT", "This payment was made for another course.");
      }
      const matches =
        intent.metadata.userId === String(userId) &&
        intent.metadata.courseId === String(payment.course.id) &&
        intent.amountCents === payment.amountCents &&
        intent.currency === "usd" &&
        (await soldAsMade(em, payment, intent));
      if (!matches) {
        throw new AppError("BAD_USER_INPUT", "The payment does not match this purchase.");
      }
      const enrollments = new EnrollmentService(em, this.deps);
      const enrolled = await enrollments.findCurrentEnrollment(userId, payment.course.id);
      if (payment.status === PaymentStatus.SUCCESSFUL) {
        if (enrolled) return enrolled;
        throw new AppError("CONFLICT", "This payment has already been used.");
      }
      return recordFulfilment(em, this.deps.jobs, { payment, intent, enrolled, meta: buyer?.meta });
    });
  }
}

/**
 * A storefront's sale is the partner's as the intent was made: the intent names the payment's
 * partner (an academy sale names none) and its amount is the partner's price in force when the
 * intent was made (the price rows' history).
 */
async function soldAsMade(em: EntityManager, payment: Payment, intent: PaymentIntent) {
  const partnerId = payment.partner?.id;
  if (intent.metadata.partnerId !== (partnerId === undefined ? undefined : String(partnerId))) {
    return false;
  }
  if (partnerId === undefined) return true;
  const course = await em.findOneOrFail(Course, payment.course!.id);
  const price = await new StorefrontSaleService(em).priceAt(partnerId, course, payment.createdAt);
  return intent.amountCents === price;
}

interface Fulfilment {
  payment: Payment;
  intent: PaymentIntent;
  /** The learner's enrollment in the course, if one exists already (e.g. granted meanwhile). */
  enrolled: Enrollment | null;
  meta?: RequestMeta;
}

/**
 * Records a verified payment with its receipt and the enrollment it buys, and tells the learner,
 * inside the caller's transaction: all of it is written, or none.
 */
async function recordFulfilment(
  em: EntityManager,
  jobs: JobQueue<JobDeps>,
  { payment, intent, enrolled, meta }: Fulfilment,
): Promise<Enrollment> {
  const userId = payment.user!.id;
  const course = await em.findOneOrFail(Course, payment.course!.id);
  await new FulfilmentService(em).recordPaid(payment, intent, { actorId: userId, meta });
  // A partner's sale: its ledger line (settlements), in this transaction.
  await new LedgerService(em, { jobs }).recordSale(payment);
  if (enrolled) return enrolled;
  const audit = { actorId: userId, ipAddress: meta?.ipAddress, userAgent: meta?.userAgent };
  // A storefront's sale: the enrollment is the partner's too, and its mails come in its name.
  const partner = payment.partner ?? null;
  const seller = partner && (await new StorefrontSaleService(em).sellerById(partner.id));

  // The learning-system access is set up in the background, queued with the enrollment itself.
  return new EnrollmentService(em, { jobs }).enrollLearner({
    userId,
    course,
    payment,
    partner,
    sender: seller?.sender ?? null,
    audit: { ...audit, details: { paymentId: payment.providerPaymentId } },
  });
}
