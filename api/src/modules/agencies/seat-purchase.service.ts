import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError, badInput, notFound } from "../../errors.js";
import type { Context, PurchaseKind, RequestMeta } from "../../graphql/context.js";
import type { Viewer } from "../../graphql/roles.js";
import { Course } from "../courses/course.entity.js";
import { FulfilmentService, succeededIntent } from "../payments/fulfilment.service.js";
import type { PaymentGateway, PaymentIntent } from "../payments/payment.gateway.js";
import { PaymentAttemptService } from "../payments/payment-attempt.service.js";
import { paymentGateway } from "../payments/payment-processor.gateway.js";
import { Payment, PaymentStatus } from "../payments/payment.entity.js";
import { dollars } from "../payments/refund-records.rules.js";
import { Agency } from "./agency.entity.js";
import { AgencyService } from "./agency.service.js";
import { SeatRefundService } from "./seat-refund.service.js";
import { AgencySeatPurchase } from "./agency-seat-purchase.entity.js";

/** Seats of one order: as many as a list of agents may hold (people-list's 1000 rows). */
export const MAX_SEATS_PER_ORDER = 1000;
/** The processors' largest payment ($999,999.99). */
const MAX_AMOUNT_CENTS = 99_999_999;

/**
 * Seats bought by an agency's manager with one card payment: an intent for the course's price
 * times the seats (set here, never by the client), and the seats added to the agency only for a
 * payment the processor says succeeded for this manager, agency, course and quantity, once.
 */
export class SeatPurchaseService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: { gateway: PaymentGateway },
  ) {}

  get processor() {
    return this.deps.gateway.processor;
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
    return new PaymentAttemptService(this.em, { gateway: this.deps.gateway }).intentFor({
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
    const intent = await succeededIntent(this.deps.gateway, paymentId);
    return this.em.transactional(async em => {
      const payment = await em.findOne(
        Payment,
        { providerPaymentId: paymentId, provider: this.deps.gateway.processor },
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
      await new AgencyService(em).addSeats(agencyId, payment.course.id, payment.seats);
      await em.flush();
      return agency;
    });
  }
}

/** The seat purchases of a request, through the install's payment processor. */
export const seatPurchases = (ctx: Context) =>
  new SeatPurchaseService(ctx.em, { gateway: paymentGateway(ctx.config, ctx.em) });

/** Seats of a course bought for an agency: its payments carry the agency. */
export const seatPurchase: PurchaseKind = {
  name: "agency-seats",
  claims: metadata => metadata.agencyId !== undefined,
  fulfil: (ctx, { id }) => seatPurchases(ctx).fulfil(id, null),
  refunded: (em, refund) => new SeatRefundService(em).refunded(refund),
};
