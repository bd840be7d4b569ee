import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError, badInput, notFound } from "../../errors.js";
import type {
  Context,
  PurchaseKind,
  PurchaseRefund,
  PurchaseReversal,
  RequestMeta,
} from "../../graphql/context.js";
import type { Viewer } from "../../graphql/roles.js";
import { MailService } from "../mail/mail.service.js";
import type { MailText } from "../mail/mail.messages.js";
import { FulfilmentService, succeededIntent } from "../payments/fulfilment.service.js";
import type { PaymentGateway, PaymentIntent } from "../payments/payment.gateway.js";
import { PaymentAttemptService } from "../payments/payment-attempt.service.js";
import { paymentGateway } from "../payments/payment-processor.gateway.js";
import { Payment, PaymentStatus } from "../payments/payment.entity.js";
import { LICENSE_FEES, LicenseType, TERM_YEARS } from "./licence.rules.js";
import { LicenceAgreement } from "./licence-agreement.entity.js";
import { PartnerAdmin, PartnerAdminStatus } from "./partner-admin.entity.js";
import { PartnerEvent, PartnerEventKind } from "./partner-event.entity.js";
import { PartnerScopeService } from "./partner-scope.service.js";
import { longDate } from "./partner-term.messages.js";
import { PartnerTerm, PartnerTermKind } from "./partner-term.entity.js";
import { Partner, PartnerStatus } from "./partner.entity.js";
import { addYears, renewalTerm } from "./term.rules.js";

/** The renewal's fee: the royalty-free licence's (admin spec, section 9), never the client's. */
export const RENEWAL_FEE_CENTS = LICENSE_FEES[LicenseType.ROYALTY_FREE];

const NOTHING_TO_RENEW = "A Revenue Share License has no end date: there is nothing to renew.";
const BEGUN =
  "This renewal's term has begun, so its payment cannot be refunded in full: refund part of it instead.";
const LATER = "A later renewal follows this one: refund the later renewal first.";

/** Who confirms a renewal: the partner it was paid for (the browser), or nobody (the webhook). */
export interface RenewalPayer {
  partnerId: number;
  userId: number;
  meta?: RequestMeta;
}

/**
 * A royalty-free licence's term (docs/partners.md): 3 years from the licence fee's payment, each
 * renewal (the royalty-free fee, paid from the partner's page) 3 more from the end, or from now
 * once it has ended. The history is `partner_terms`; `partners.term_ends_at` is its end.
 */
export class PartnerTermService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Partial<Pick<Context, "jobs">> & { gateway?: PaymentGateway } = {},
  ) {}

  private get gateway(): PaymentGateway {
    if (!this.deps.gateway) throw new Error("PartnerTermService needs the payment gateway");
    return this.deps.gateway;
  }

  private get jobs(): Context["jobs"] {
    if (!this.deps.jobs) throw new Error("PartnerTermService needs the queue to send mail");
    return this.deps.jobs;
  }

  /**
   * In the licence fee's transaction: a royalty-free partner's first term, 3 years from now (the
   * fee's verification), bought by the fee's payment. A revenue share has none (no end).
   */
  async startInitial(partner: Partner, paymentId: string | null | undefined): Promise<void> {
    if (partner.licenceType !== LicenseType.ROYALTY_FREE) return;
    const startsAt = new Date();
    const payment = paymentId
      ? await this.em.findOne(Payment, { providerPaymentId: paymentId })
      : null;
    partner.termEndsAt = addYears(startsAt);
    this.em.create(PartnerTerm, {
      partner,
      kind: PartnerTermKind.INITIAL,
      startsAt,
      endsAt: partner.termEndsAt,
      payment,
    });
  }

  /**
   * The processor's intent for a renewal, for the partner's administrators (and the academy's);
   * a retry answers the same open intent.
   */
  async startRenewal(viewer: Viewer, partnerId: number): Promise<PaymentIntent> {
    const partner = await new PartnerScopeService(this.em).requireAdmin(viewer, partnerId);
    if (partner.licenceType !== LicenseType.ROYALTY_FREE) throw badInput(NOTHING_TO_RENEW);
    return new PaymentAttemptService(this.em, { gateway: this.gateway }).intentFor({
      // The licence's own offer, and the payer (the fee's payment has none).
      owner: { businessOffer: partner.businessOffer.id, user: viewer.id },
      amountCents: RENEWAL_FEE_CENTS,
      description: `Licence renewal (${TERM_YEARS} years) for ${partner.legalName}`,
      metadata: { partnerRenewalId: String(partner.id), userId: String(viewer.id) },
      keyStem: `partner-renewal-${partner.id}-${viewer.id}`,
      alreadyPaid: async paymentId => {
        await this.renew(paymentId, null);
        throw new AppError(
          "CONFLICT",
          "Your earlier renewal payment went through: the licence is renewed.",
        );
      },
    });
  }

  /**
   * Extends the term for a renewal payment the processor says succeeded, once: the payment's
   * term row is unique, so a replay (webhook, confirmation, another tab) answers the partner.
   */
  async renew(paymentId: string, payer: RenewalPayer | null): Promise<Partner> {
    const intent = await succeededIntent(this.gateway, paymentId);
    const partnerId = Number(intent.metadata.partnerRenewalId);
    if (payer && payer.partnerId !== partnerId) {
      throw badInput("The payment does not match this renewal.");
    }
    return this.em.transactional(async tx => {
      const payment = await tx.findOne(
        Payment,
        { providerPaymentId: paymentId, provider: this.gateway.processor },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      const partner =
        Number.isSafeInteger(partnerId) &&
        (await tx.findOne(Partner, partnerId, { lockMode: LockMode.PESSIMISTIC_WRITE }));
      if (!payment?.user || !payment.businessOffer || !partner) throw notFound("Payment not found");
      const matches =
        partner.businessOffer.id === payment.businessOffer.id &&
        partner.licenceType === LicenseType.ROYALTY_FREE &&
        intent.metadata.userId === String(payment.user.id) &&
        intent.amountCents === RENEWAL_FEE_CENTS &&
        payment.amountCents === intent.amountCents &&
        intent.currency === "usd";
      if (!matches) throw badInput("The payment does not match this renewal.");
      if (await tx.findOne(PartnerTerm, { payment })) return partner;
      if (payment.status !== PaymentStatus.PENDING && payment.status !== PaymentStatus.FAILED) {
        throw new AppError("CONFLICT", "This payment has already been used.");
      }
      await new FulfilmentService(tx).recordPaid(payment, intent, {
        actorId: payment.user.id,
        meta: payer?.meta,
        details: { partnerId, renewal: true },
      });
      const now = new Date();
      const { startsAt, endsAt } = renewalTerm(partner.termEndsAt, now);
      tx.create(PartnerTerm, { partner, kind: PartnerTermKind.RENEWAL, startsAt, endsAt, payment });
      partner.termEndsAt = endsAt;
      if (partner.status === PartnerStatus.ENDED) {
        partner.status = await new PartnerTermService(tx).runningStatus(partner);
      }
      tx.create(PartnerEvent, {
        partner,
        kind: PartnerEventKind.RENEWED,
        at: now,
        actor: payment.user.id,
        details: { note: `Until ${longDate(endsAt)}`, paymentId },
      });
      return partner;
    });
  }

  /**
   * A refund of a renewal (PurchaseKind.refunded): a partial one keeps the extension; a full one
   * takes it back while the term it bought has not begun (and no later renewal rests on it), and
   * is refused (asked first, before the processor) once it has.
   */
  async refunded(refund: PurchaseRefund): Promise<void> {
    const term = await this.renewalOf(refund.paymentId);
    if (!term || !refund.full) return;
    if (refund.asking) {
      if (term.startsAt <= new Date()) throw new AppError("CONFLICT", BEGUN);
      const later = await this.em.count(PartnerTerm, {
        partner: term.partner,
        withdrawnAt: null,
        startsAt: { $gte: term.endsAt },
      });
      if (later) throw new AppError("CONFLICT", LATER);
      return;
    }
    await this.withdraw(term);
  }

  /** A renewal whose payer's bank took the money back (a lost dispute): its extension goes. */
  async reversed(reversal: PurchaseReversal): Promise<void> {
    const term = await this.renewalOf(reversal.paymentId);
    if (term) await this.withdraw(term);
  }

  private renewalOf(paymentId: number): Promise<PartnerTerm | null> {
    return this.em.findOne(PartnerTerm, {
      payment: paymentId,
      kind: PartnerTermKind.RENEWAL,
      withdrawnAt: null,
    });
  }

  /** Takes a renewal's years off the partner's end (in the caller's transaction). */
  private async withdraw(term: PartnerTerm): Promise<void> {
    const partner = await this.em.findOneOrFail(Partner, term.partner.id, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
    });
    const length = term.endsAt.getTime() - term.startsAt.getTime();
    if (partner.termEndsAt) partner.termEndsAt = new Date(partner.termEndsAt.getTime() - length);
    term.withdrawnAt = new Date();
  }

  /**
   * The status a partner returns to when it sells again (renewed after its end, or resumed):
   * live once launched, else the step it was at.
   */
  async runningStatus(partner: Partner): Promise<PartnerStatus> {
    if (partner.launchedAt) return PartnerStatus.LIVE;
    return (await this.em.count(LicenceAgreement, { partner })) > 0
      ? PartnerStatus.AWAITING_SETUP
      : PartnerStatus.AWAITING_AGREEMENT;
  }

  /** Queues a mail to each joined administrator of the partner, once per `key`. */
  async mailAdmins(partner: Partner, mail: MailText, kind: string, key: string): Promise<void> {
    const admins = await this.em.find(
      PartnerAdmin,
      { partner, status: PartnerAdminStatus.JOINED },
      { populate: ["user"], orderBy: { id: "asc" } },
    );
    const mails = new MailService(this.em, { jobs: this.jobs });
    for (const admin of admins) {
      const to = admin.user?.getEntity().email ?? admin.email;
      await mails.queueMail({ to, ...mail, kind, key: `${key}:${admin.id}` });
    }
  }
}

/**
 * A royalty-free licence's renewal: its payments carry the partner (`partnerRenewalId`). A full
 * refund takes the extension back while unused (refused once begun); a lost dispute takes it back.
 */
export const partnerRenewal: PurchaseKind = {
  name: "partner-renewal",
  claims: metadata => metadata.partnerRenewalId !== undefined,
  fulfil: (ctx, { id }) =>
    new PartnerTermService(ctx.em, {
      jobs: ctx.jobs,
      gateway: paymentGateway(ctx.config, ctx.em),
    }).renew(id, null),
  refunded: (em, refund) => new PartnerTermService(em).refunded(refund),
  reversed: (em, reversal) => new PartnerTermService(em).reversed(reversal),
};
