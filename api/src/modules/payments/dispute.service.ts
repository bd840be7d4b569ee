import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Context, RequestMeta } from "../../graphql/context.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import { UserEventService } from "../systems/user-event.service.js";
import { Payment, PaymentStatus } from "./payment.entity.js";
import { disputeOf, dollars } from "./refund-records.rules.js";
import { OPEN_DISPUTE, type StripeGateway } from "./stripe.gateway.js";

/** Disputes (chargebacks) of Stripe payments. */
export class DisputeService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<Context, "jobs" | "purchases"> & { gateway: StripeGateway },
  ) {}

  /**
   * A payer's dispute (chargeback) as Stripe tells it (charge.dispute.* events; the event only
   * names the dispute, Stripe is asked for its truth). An open dispute is kept on the payment
   * (`metadata.dispute`), told to the administrators and listed by Event Verification; a lost one
   * takes the money back, so the payment counts as refunded in full and each kind of purchase ends
   * what it bought (`PurchaseKind.reversed`); a won or warning-closed one leaves the purchase as it
   * was. The same news twice changes nothing. `meta` is the event delivery's. Answers null when the
   * dispute is not about a payment of ours.
   */
  async recordDispute(disputeId: string, meta: RequestMeta): Promise<Payment | null> {
    const { em } = this;
    const { gateway, jobs, purchases } = this.deps;
    const dispute = await gateway.dispute(disputeId);
    if (!dispute) return null;
    const payment = await em.findOne(Payment, {
      providerPaymentId: dispute.paymentId,
      provider: gateway.processor,
    });
    if (!payment) return null;
    return em.transactional(async tx => {
      const locked = await tx.findOneOrFail(Payment, payment.id, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
        populate: ["course"],
      });
      const before = disputeOf(locked);
      if (before?.id === dispute.id && before.status === dispute.status) return locked;
      const open = OPEN_DISPUTE.has(dispute.status);
      locked.metadata = {
        ...locked.metadata,
        dispute: { id: dispute.id, status: dispute.status, reason: dispute.reason },
      };
      const details = {
        paymentId: locked.providerPaymentId,
        disputeId: dispute.id,
        status: dispute.status,
        reason: dispute.reason,
        amountCents: dispute.amountCents,
      };
      const subjectId = locked.user?.id ?? null;
      const what = `${dollars(dispute.amountCents)} of payment ${locked.providerPaymentId}`;
      if (open && (!before || !OPEN_DISPUTE.has(before.status))) {
        new AuditService(tx).record({
          type: AuditEventType.PaymentDisputeOpened,
          actorId: null,
          subjectId,
          ...meta,
          details,
        });
        await new UserEventService(tx).recordForAdmins({
          type: "warning",
          message: `The payer disputed ${what} with their bank (${dispute.reason}): answer it in the Stripe Dashboard.`,
          action: "Payment disputed",
          details: { paymentId: locked.id, disputeId: dispute.id },
        });
      }
      if (!open) {
        new AuditService(tx).record({
          type: AuditEventType.PaymentDisputeClosed,
          actorId: null,
          subjectId,
          ...meta,
          details,
        });
        await new UserEventService(tx).recordForAdmins({
          type: dispute.status === "lost" ? "error" : "success",
          message:
            dispute.status === "lost"
              ? `The dispute of ${what} was lost: the money went back to the payer and the purchase has ended.`
              : `The dispute of ${what} closed (${dispute.status}); the purchase stands.`,
          action: "Dispute closed",
          details: { paymentId: locked.id, disputeId: dispute.id },
        });
      }
      if (dispute.status === "lost" && locked.status !== PaymentStatus.REFUNDED) {
        locked.refundedCents = locked.amountCents;
        locked.status = PaymentStatus.REFUNDED;
        for (const kind of purchases) {
          await kind.reversed?.(tx, {
            paymentId: locked.id,
            actorId: null,
            meta,
            jobs,
            reversalId: dispute.id,
            amountCents: dispute.amountCents,
          });
        }
        if (locked.user) {
          const title = locked.course?.getEntity().title ?? "your course";
          new UserEventService(tx).record({
            userId: locked.user.id,
            type: "info",
            message: `Your bank reversed your payment for ${title}, so your enrollment has ended.`,
            action: "Payment reversed",
            details: { paymentId: locked.id, disputeId: dispute.id },
          });
        }
      }
      await tx.flush();
      return locked;
    });
  }
}
