import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError, badInput, notFound } from "../../errors.js";
import type {
  Context,
  PurchaseEnding,
  PurchaseKind,
  PurchaseRefund,
  RequestMeta,
} from "../../graphql/context.js";
import type { Viewer } from "../../graphql/roles.js";
import { Course } from "../courses/course.entity.js";
import { FulfilmentService, succeededIntent } from "../payments/fulfilment.service.js";
import type { PaymentGateway, PaymentIntent } from "../payments/payment.gateway.js";
import { PaymentAttemptService } from "../payments/payment-attempt.service.js";
import { paymentGateway } from "../payments/payment-processor.gateway.js";
import { Payment, PaymentStatus } from "../payments/payment.entity.js";
import { dollars } from "../payments/refund-records.rules.js";
import { UserEventService } from "../systems/user-event.service.js";
import { CoursePurchaseService } from "../checkout/course-purchase.service.js";
import { Agency } from "./agency.entity.js";
import { AgencyService, SEAT_HOLDERS, addSeats, unusedSeats } from "./agency.service.js";
import { AgencyMember, AgencyMemberStatus } from "./agency-member.entity.js";
import type { SeatRefundObject } from "./agency.types.js";
import { AgencySeatPurchase } from "./agency-seat-purchase.entity.js";

/** Seats of one order: as many as a list of agents may hold (people-list's 1000 rows). */
export const MAX_SEATS_PER_ORDER = 1000;
/** The processors' largest payment ($999,999.99). */
const MAX_AMOUNT_CENTS = 99_999_999;

/** The seats a payment gives back once `refunded` cents of it are back (whole seats, rounded down). */
const seatsBack = (payment: Payment, refunded: number) =>
  Math.floor((refunded * (payment.seats ?? 0)) / payment.amountCents);

/**
 * Seats bought by an agency's manager with one card payment: an intent for the course's price
 * times the seats (set here, never by the client), and the seats added to the agency only for a
 * payment the processor says succeeded for this manager, agency, course and quantity, once.
 */
export class SeatPurchaseService {
  constructor(
    private readonly em: EntityManager,
    private readonly gateway: PaymentGateway,
  ) {}

  get processor() {
    return this.gateway.processor;
  }

  /** The intent to pay for seats of a course; a retry or a second tab gets the same one. */
  async startPayment(viewer: Viewer, courseId: number, seats: number): Promise<PaymentIntent> {
    if (!Number.isInteger(seats) || seats < 1 || seats > MAX_SEATS_PER_ORDER) {
      throw badInput(`Seats must be a whole number from 1 to ${MAX_SEATS_PER_ORDER}`);
    }
    const agency = await new AgencyService(this.em).managedByViewer(viewer);
    const course = await this.em.findOne(Course, { id: courseId, isActive: true });
    if (!course) throw notFound("Course not found");
    const amountCents = course.priceCents * seats;
    if (amountCents > MAX_AMOUNT_CENTS) {
      throw badInput(`One order can be at most ${dollars(MAX_AMOUNT_CENTS)}: buy fewer seats`);
    }
    if (amountCents < 1) throw badInput("This course is free: no seats to buy");
    return new PaymentAttemptService(this.em, { gateway: this.gateway }).intentFor({
      owner: { user: viewer.id, course: course.id, seats },
      amountCents,
      description: `${seats} × ${course.title} (seats for ${agency.name})`,
      metadata: {
        userId: String(viewer.id),
        agencyId: String(agency.id),
        seatsCourseId: String(course.id),
        seats: String(seats),
      },
      keyStem: `seats-${agency.id}-${viewer.id}-${course.id}-${seats}`,
      alreadyPaid: async paymentId => {
        await this.fulfil(paymentId, { userId: viewer.id });
        throw new AppError(
          "CONFLICT",
          "Your earlier payment for these seats went through: they are your agency's now.",
        );
      },
    });
  }

  /**
   * Adds the seats a payment bought to its agency, after asking the processor about it. The same
   * payment adds them once: a replay answers the agency. `buyer` is the signed-in manager of the
   * browser's call; the webhook and the demo processor have none and trust the payment's record.
   */
  async fulfil(
    paymentId: string,
    buyer: { userId: number; meta?: RequestMeta } | null,
  ): Promise<Agency> {
    const intent = await succeededIntent(this.gateway, paymentId);
    return this.em.transactional(async em => {
      const payment = await em.findOne(
        Payment,
        { providerPaymentId: paymentId, provider: this.gateway.processor },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!payment?.user || !payment.course || payment.seats == null) {
        throw notFound("Payment not found");
      }
      if (buyer && buyer.userId !== payment.user.id) {
        throw new AppError("FORBIDDEN", "This payment belongs to another account.");
      }
      const { metadata } = intent;
      const agencyId = Number(metadata.agencyId);
      const matches =
        metadata.userId === String(payment.user.id) &&
        metadata.seatsCourseId === String(payment.course.id) &&
        metadata.seats === String(payment.seats) &&
        intent.amountCents === payment.amountCents &&
        intent.currency === "usd";
      if (!matches) throw badInput("The payment does not match this purchase.");
      const bought = await em.findOne(AgencySeatPurchase, { payment }, { populate: ["agency"] });
      if (bought) return bought.agency.getEntity();
      // Pending, or failed with a declined card before another card paid it.
      if (payment.status !== PaymentStatus.PENDING && payment.status !== PaymentStatus.FAILED) {
        throw new AppError("CONFLICT", "This payment has already been used.");
      }
      const agency = await em.findOne(Agency, agencyId);
      if (!agency) throw notFound("Agency not found");
      await new FulfilmentService(em).recordPaid(payment, intent, {
        actorId: payment.user.id,
        meta: buyer?.meta,
        details: { agencyId, courseId: payment.course.id, seats: payment.seats },
      });
      em.create(AgencySeatPurchase, { payment, agency });
      await addSeats(em, agencyId, payment.course.id, payment.seats);
      await em.flush();
      return agency;
    });
  }

  /**
   * A refund of seats bought (`PurchaseKind.refunded`): it gives back whole seats in proportion
   * to the money (a full refund, all of them), unused ones first. When it gives back more than
   * the agency has unused, the administrator names as many enrollments on those seats to end
   * (`endEnrollmentIds`; asked before the processor is): each is cancelled, its certificate
   * revoked, its learning-system access withdrawn, its agent removed from the agency and told. A
   * refund made at the processor takes back the unused seats and tells the administrators of the
   * rest.
   */
  static async refunded(em: EntityManager, refund: PurchaseRefund): Promise<PurchaseEnding> {
    const bought = await em.findOne(
      AgencySeatPurchase,
      { payment: refund.paymentId },
      { populate: ["payment", "payment.course"] },
    );
    if (!bought) return {};
    const payment = bought.payment.getEntity();
    const course = payment.course!.getEntity();
    const agencyId = bought.agency.id;
    const back =
      seatsBack(payment, refund.refundedAfter) - seatsBack(payment, refund.refundedBefore);
    const { unused } = await unusedSeats(em, agencyId, course.id, !refund.asking);
    const inUse = Math.max(back - unused, 0);
    const chosen = [...new Set(refund.endEnrollmentIds)];
    const ending = await em.find(
      AgencyMember,
      { agency: agencyId, course, enrollment: { $in: chosen }, ...SEAT_HOLDERS },
      { populate: ["enrollment"] },
    );
    if (refund.asking) {
      const stray = chosen.find(id => !ending.some(member => member.enrollment?.id === id));
      if (stray !== undefined) {
        throw badInput(`Enrollment #${stray} is not on a seat this payment bought`);
      }
      if (chosen.length !== inUse) {
        throw new AppError(
          "CONFLICT",
          inUse
            ? `This refund gives back ${back} seats, but the agency has ${unused} unused: choose ${inUse} of the enrollments on its seats to end, or have the manager revoke invitations not accepted yet.`
            : "This refund gives back only unused seats: no enrollment ends with it.",
        );
      }
      return {};
    }
    const ended: number[] = [];
    for (const member of ending.slice(0, inUse)) {
      const enrollment = member.enrollment!.getEntity();
      await new CoursePurchaseService(em, refund).endRefundedEnrollment(enrollment, refund);
      // The seat goes back with the money: the agent leaves the agency, their account stays.
      em.assign(member, { status: AgencyMemberStatus.REMOVED, enrollment: null });
      new UserEventService(em).record({
        userId: enrollment.user.id,
        type: "info",
        message: `Your enrollment in ${course.title} has ended: your agency's seat was refunded.`,
        action: "Enrollment ended",
        details: { enrollmentId: enrollment.id, agencyId },
      });
      ended.push(enrollment.id);
    }
    const taken = Math.min(back, unused + ended.length);
    if (taken > 0) {
      await em.flush();
      await addSeats(em, agencyId, course.id, -taken);
      bought.returned += taken;
    }
    if (taken < back) {
      await new UserEventService(em).recordForAdmins({
        type: "warning",
        message: `Payment ${payment.providerPaymentId} was refunded for ${back} seats, but only ${taken} were unused: ${back - taken} of the agency's agents keep seats that were paid back.`,
        action: "Seats refunded in use",
        details: { paymentId: payment.id, agencyId, seats: back - taken },
      });
    }
    return { ended };
  }

  /** For the administrators' refund: the payment's seats, how many are unused, and who holds them. */
  static async seatRefund(em: EntityManager, paymentId: number): Promise<SeatRefundObject | null> {
    const bought = await em.findOne(
      AgencySeatPurchase,
      { payment: paymentId },
      { populate: ["payment", "agency"] },
    );
    const courseId = bought?.payment.getEntity().course?.id;
    if (!bought || courseId === undefined) return null;
    const agencyId = bought.agency.id;
    const holders = await em.find(
      AgencyMember,
      { agency: agencyId, course: courseId, enrollment: { $ne: null }, ...SEAT_HOLDERS },
      { orderBy: { lastName: "asc", firstName: "asc", id: "asc" } },
    );
    return {
      agencyName: bought.agency.getEntity().name,
      seats: bought.payment.getEntity().seats ?? 0,
      returned: bought.returned,
      unused: (await unusedSeats(em, agencyId, courseId)).unused,
      enrollments: holders.map(member => ({
        enrollmentId: member.enrollment!.id,
        firstName: member.firstName,
        lastName: member.lastName,
        email: member.email,
      })),
    };
  }
}

/** The seat purchases of a request, through the install's payment processor. */
export const seatPurchases = (ctx: Context) =>
  new SeatPurchaseService(ctx.em, paymentGateway(ctx.config, ctx.em));

/** Seats of a course bought for an agency: its payments carry the agency. */
export const seatPurchase: PurchaseKind = {
  name: "agency-seats",
  claims: metadata => metadata.agencyId !== undefined,
  fulfil: (ctx, { id }) => seatPurchases(ctx).fulfil(id, null),
  refunded: SeatPurchaseService.refunded,
};
