import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError, badInput } from "../../errors.js";
import type { PurchaseEnding, PurchaseRefund } from "../../graphql/context.js";
import { CoursePurchaseService } from "../checkout/course-purchase.service.js";
import type { Payment } from "../payments/payment.entity.js";
import { UserEventService } from "../systems/user-event.service.js";
import { AgencyService, SEAT_HOLDERS } from "./agency.service.js";
import { AgencyMember, AgencyMemberStatus } from "./agency-member.entity.js";
import type { SeatRefundObject } from "./agency.types.js";
import { AgencySeatPurchase } from "./agency-seat-purchase.entity.js";

/** The seats a payment gives back once `refunded` cents of it are back (whole seats, rounded down). */
const seatsBack = (payment: Payment, refunded: number) =>
  Math.floor((refunded * (payment.seats ?? 0)) / payment.amountCents);

/** Refunds of seats bought (`PurchaseKind.refunded` of seat-purchase.service.ts). */
export class SeatRefundService {
  private readonly agencies: AgencyService;

  constructor(private readonly em: EntityManager) {
    this.agencies = new AgencyService(em);
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
  async refunded(refund: PurchaseRefund): Promise<PurchaseEnding> {
    const bought = await this.em.findOne(
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
    const { unused } = await this.agencies.unusedSeats(agencyId, course.id, !refund.asking);
    const inUse = Math.max(back - unused, 0);
    const chosen = [...new Set(refund.endEnrollmentIds)];
    const ending = await this.em.find(
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
      await new CoursePurchaseService(this.em, refund).endRefundedEnrollment(enrollment, refund);
      // The seat goes back with the money: the agent leaves the agency, their account stays.
      this.em.assign(member, { status: AgencyMemberStatus.REMOVED, enrollment: null });
      new UserEventService(this.em).record({
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
      await this.em.flush();
      await this.agencies.addSeats(agencyId, course.id, -taken);
      bought.returned += taken;
    }
    if (taken < back) {
      await new UserEventService(this.em).recordForAdmins({
        type: "warning",
        message: `Payment ${payment.providerPaymentId} was refunded for ${back} seats, but only ${taken} were unused: ${back - taken} of the agency's agents keep seats that were paid back.`,
        action: "Seats refunded in use",
        details: { paymentId: payment.id, agencyId, seats: back - taken },
      });
    }
    return { ended };
  }

  /** For the administrators' refund: the payment's seats, how many are unused, and who holds them. */
  async seatRefund(paymentId: number): Promise<SeatRefundObject | null> {
    const bought = await this.em.findOne(
      AgencySeatPurchase,
      { payment: paymentId },
      { populate: ["payment", "agency"] },
    );
    const courseId = bought?.payment.getEntity().course?.id;
    if (!bought || courseId === undefined) return null;
    const agencyId = bought.agency.id;
    const holders = await this.em.find(
      AgencyMember,
      { agency: agencyId, course: courseId, enrollment: { $ne: null }, ...SEAT_HOLDERS },
      { orderBy: { lastName: "asc", firstName: "asc", id: "asc" } },
    );
    return {
      agencyName: bought.agency.getEntity().name,
      seats: bought.payment.getEntity().seats ?? 0,
      returned: bought.returned,
      unused: (await this.agencies.unusedSeats(agencyId, courseId)).unused,
      enrollments: holders.map(member => ({
        enrollmentId: member.enrollment!.id,
        firstName: member.firstName,
        lastName: member.lastName,
        email: member.email,
      })),
    };
  }
}
