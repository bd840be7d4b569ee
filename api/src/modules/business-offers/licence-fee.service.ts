import type { EntityManager } from "@mikro-orm/postgresql";
import type { PurchaseKind, PurchaseReversal } from "../../graphql/context.js";
import { AuditService } from "../audit/audit.service.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { paymentGateway } from "../payments/payment-processor.gateway.js";
import { Payment } from "../payments/payment.entity.js";
import { BusinessOffer, BusinessOfferStatus } from "./business-offer.entity.js";
import { BusinessOfferService } from "./business-offers.service.js";

/** The licence an offer's fee paid for, as its payments' refunds and disputes end it. */
export class LicenceFeeService {
  constructor(private readonly em: EntityManager) {}

  /** Ends the licence a payment paid for, once all of its money is back (cancelled, audited). */
  async endLicence({ paymentId, actorId, meta }: PurchaseReversal) {
    const payment = await this.em.findOne(Payment, paymentId);
    const offer =
      payment?.businessOffer && (await this.em.findOne(BusinessOffer, payment.businessOffer.id));
    if (!offer || offer.status === BusinessOfferStatus.CANCELLED) return;
    // Only the fee's own payment: a renewal (partners' partner-renewal) names the offer too.
    if (offer.paymentId !== payment.providerPaymentId) return;
    new AuditService(this.em).record({
      type: AuditEventType.BusinessOfferStatusChanged,
      actorId,
      ...meta,
      details: {
        offerId: offer.id,
        from: offer.status,
        to: BusinessOfferStatus.CANCELLED,
        refunded: true,
      },
    });
    offer.status = BusinessOfferStatus.CANCELLED;
  }
}

/**
 * An offer's licence fee: its payments carry the offer's id. A refund of all of it, or a lost
 * dispute, ends the licence; a partial refund keeps it.
 */
export const licenceFee: PurchaseKind = {
  name: "business-offer",
  claims: metadata => metadata.businessOfferId !== undefined,
  fulfil: (ctx, { id, metadata }) =>
    new BusinessOfferService(ctx.em, ctx).pay(
      paymentGateway(ctx.config, ctx.em),
      Number(metadata.businessOfferId),
      id,
      {},
    ),
  refunded: async (em, refund) => {
    if (!refund.asking && refund.full) await new LicenceFeeService(em).endLicence(refund);
  },
  reversed: (em, reversal) => new LicenceFeeService(em).endLicence(reversal),
};
