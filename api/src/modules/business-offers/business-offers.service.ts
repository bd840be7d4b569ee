import { containing, likeEscaped, searchTerm } from "../../db/keyset.js";
import { money } from "../../util/money.js";
import { createHash, randomBytes } from "node:crypto";
import { LICENSE_TYPES, businessApplicationProblems } from "@guardian/rules";
import { type FilterQuery, LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { type Page, SortDirection, keysetPage, mapPage } from "../../db/keyset.js";
import { type PageArgs } from "../../graphql/connection.js";
import { AppError, badInput, invalidFields, notFound, refuseInvalidFields } from "../../errors.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import type { Context, RequestMeta } from "../../graphql/context.js";
import { licenceFeeReceived } from "../mail/mail.messages.js";
import { MailService } from "../mail/mail.service.js";
import type { PaymentGateway, PaymentIntent } from "../payments/payment.gateway.js";
import { FulfilmentService, succeededIntent } from "../payments/fulfilment.service.js";
import { PaymentAttemptService } from "../payments/payment-attempt.service.js";
import { Payment, PaymentStatus } from "../payments/payment.entity.js";
import { UserEventService } from "../systems/user-event.service.js";
import { BusinessOffer, BusinessOfferStatus } from "./business-offer.entity.js";
import { LICENSE_FEES, LICENSE_NAMES, holdsReference } from "../partners/licence.rules.js";
import { LicenceAgreementService } from "../partners/licence-agreement.service.js";
import type { AdminBusinessOfferObject, BusinessOfferObject } from "./business-offers.types.js";
import type { BusinessOfferFilter, BusinessOfferInput } from "./business-offers.inputs.js";

/** A second identical application from the same email within this time is the same one. */
const DUPLICATE_WINDOW_MS = 60_000;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** A new offer reference: 128 random bits, base64url (22 characters). */
const newReference = () => randomBytes(16).toString("base64url");

export { holdsReference };

/**
 * An offer as its payment page reads it: the business name and status only for a caller with
 * its reference (or an administrator), the licence type and fee for anyone with its id.
 */
export function offerObject(
  offer: BusinessOffer,
  withDetails: boolean,
  reference: string | null = null,
): BusinessOfferObject {
  return {
    id: offer.id,
    licenseType: offer.licenseType,
    feeCents: LICENSE_FEES[offer.licenseType],
    withDetails,
    businessName: withDetails ? offer.businessName : null,
    status: withDetails ? offer.status : null,
    offerSentAt: withDetails ? offer.offerSentAt : null,
    reference,
  };
}

export function adminOfferObject(
  offer: BusinessOffer,
  partnerId: number | null,
): AdminBusinessOfferObject {
  return {
    id: offer.id,
    partnerId,
    licenseType: offer.licenseType,
    feeCents: LICENSE_FEES[offer.licenseType],
    businessName: offer.businessName,
    status: offer.status,
    offerSentAt: offer.offerSentAt,
    contactName: offer.contactName,
    contactEmail: offer.contactEmail,
    contactPhone: offer.contactPhone,
    businessWebsite: offer.businessWebsite ?? null,
    businessAddress: offer.businessAddress,
    additionalInfo: offer.additionalInfo ?? null,
    statusNote: offer.statusNote ?? null,
    paymentId: offer.paymentId ?? null,
    paymentAmountCents: offer.paymentAmountCents ?? null,
  };
}

/**
 * The business licensing programme: applications, the licence fee paid through the processor
 * (verified there before an offer counts as paid) and the administrators' status changes.
 */
export class BusinessOfferService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<Context, "jobs">,
  ) {}

  /**
   * Stores an application as pending with a new reference (answered once, kept as its hash); the
   * same one sent again within a minute is not a second, but gets a new reference (its first
   * answer may never have arrived), and the earlier one stops working.
   */
  async apply(
    input: BusinessOfferInput,
    meta: RequestMeta,
  ): Promise<{ offer: BusinessOffer; reference: string }> {
    refuseInvalidFields(
      businessApplicationProblems({
        ...input,
        licenseType: LICENSE_TYPES.find(type => type === input.licenseType) ?? "",
      }),
    );
    const fields = {
      businessName: input.businessName.trim(),
      contactName: input.contactName.trim(),
      contactEmail: input.contactEmail.trim(),
      contactPhone: input.contactPhone.trim(),
      businessWebsite: input.businessWebsite?.trim() || null,
      businessAddress: input.businessAddress.trim(),
      licenseType: input.licenseType,
      additionalInfo: input.additionalInfo?.trim() || null,
    };
    return this.em.transactional(async tx => {
      // One application at a time per email, so a double click finds the first one.
      await tx.execute("select pg_advisory_xact_lock(hashtext(lower(?)))", [fields.contactEmail]);
      // Only the same application in every field is the same one: knowing a company's email and
      // name must not hand out a new reference to its offer.
      const { contactEmail, ...rest } = fields;
      const earlier = await tx.findOne(
        BusinessOffer,
        {
          ...rest,
          contactEmail: { $ilike: likeEscaped(contactEmail) },
          offerSentAt: { $gt: new Date(Date.now() - DUPLICATE_WINDOW_MS) },
        },
        { orderBy: { id: "desc" } },
      );
      const reference = newReference();
      if (earlier) {
        earlier.referenceHash = sha256(reference);
        return { offer: earlier, reference };
      }
      const offer = tx.create(BusinessOffer, { ...fields, referenceHash: sha256(reference) });
      await tx.flush();
      new AuditService(tx).record({
        type: AuditEventType.BusinessOfferStatusChanged,
        ...meta,
        details: { offerId: offer.id, to: BusinessOfferStatus.PENDING, applied: true },
      });
      return { offer, reference };
    });
  }

  async find(id: number): Promise<BusinessOffer> {
    const offer = await this.em.findOne(BusinessOffer, id);
    if (!offer) throw notFound("Business offer not found");
    return offer;
  }

  /**
   * The processor's intent for the offer's licence fee, for the holder of its reference; a retry
   * answers the same intent.
   */
  async startPayment(
    gateway: PaymentGateway,
    offerId: number,
    reference: string | null | undefined,
  ): Promise<PaymentIntent> {
    const offer = await this.find(offerId);
    if (!holdsReference(offer, reference)) {
      throw new AppError(
        "FORBIDDEN",
        "This payment link is incomplete or no longer valid: open the link from your application, or apply again.",
      );
    }
    if (offer.status !== BusinessOfferStatus.PENDING) {
      throw new AppError("CONFLICT", "This offer has already been paid.");
    }
    return new PaymentAttemptService(this.em, { gateway }).intentFor({
      owner: { businessOffer: offer.id },
      amountCents: LICENSE_FEES[offer.licenseType],
      description: `Business licence (${offer.licenseType}) for ${offer.businessName}`,
      metadata: { businessOfferId: String(offer.id) },
      keyStem: `offer-${offer.id}`,
      alreadyPaid: async paymentId => {
        await this.pay(gateway, offer.id, paymentId, {});
        throw new AppError("CONFLICT", "This offer has already been paid.");
      },
    });
  }

  /**
   * Marks the offer paid for a payment the processor says succeeded, for this offer and its fee.
   * The same payment again answers the offer; no other payment can pay it twice.
   */
  async pay(
    gateway: PaymentGateway,
    offerId: number,
    paymentId: string,
    meta: Partial<RequestMeta>,
  ): Promise<BusinessOffer> {
    const intent = await succeededIntent(gateway, paymentId);
    return this.em.transactional(async tx => {
      const offer = await tx.findOne(BusinessOffer, offerId, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
      });
      if (!offer) throw notFound("Business offer not found");
      if (offer.paymentId === paymentId) return offer;
      if (offer.paymentId || offer.status !== BusinessOfferStatus.PENDING) {
        throw new AppError("CONFLICT", "This offer has already been paid.");
      }
      const fee = LICENSE_FEES[offer.licenseType];
      const matches =
        intent.metadata.businessOfferId === String(offer.id) &&
        intent.amountCents === fee &&
        intent.currency === "usd";
      if (!matches) throw badInput("The payment does not match this offer.");
      const payment = await tx.findOne(
        Payment,
        { providerPaymentId: paymentId, provider: gateway.processor },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (payment && (payment.businessOffer?.id !== offer.id || payment.user)) {
        throw new AppError("CONFLICT", "This payment has already been used.");
      }
      const paid =
        payment ??
        tx.create(Payment, {
          providerPaymentId: paymentId,
          provider: gateway.processor,
          businessOffer: offer,
          amountCents: intent.amountCents,
          currency: intent.currency,
          status: PaymentStatus.SUCCESSFUL,
        });
      paid.status = PaymentStatus.SUCCESSFUL;
      paid.metadata = { ...paid.metadata, card: intent.card };
      await new FulfilmentService(tx).issueReceipt(paid);
      offer.status = BusinessOfferStatus.PAID;
      offer.statusNote = null;
      offer.paymentId = paymentId;
      offer.paymentAmountCents = intent.amountCents;
      new AuditService(tx).record({
        type: AuditEventType.PaymentRecorded,
        ...meta,
        details: { paymentId, amountCents: intent.amountCents, offerId: offer.id },
      });
      new AuditService(tx).record({
        type: AuditEventType.BusinessOfferStatusChanged,
        ...meta,
        details: { offerId: offer.id, to: BusinessOfferStatus.PAID, paymentId, verified: true },
      });
      // The licence's next step, in the same transaction: the partner and its signing link.
      await new LicenceAgreementService(tx, this.deps).openForOffer(offer);
      await this.notifyAdmins(tx, offer);
      await new MailService(tx, this.deps).queueMail({
        to: offer.contactEmail,
        ...licenceFeeReceived({
          contactName: offer.contactName,
          businessName: offer.businessName,
          licence: LICENSE_NAMES[offer.licenseType],
          amount: money(intent.amountCents),
          paymentId,
        }),
        kind: "business_offer.paid",
        key: `business-offer-paid:${offer.id}`,
      });
      return offer;
    });
  }

  private async notifyAdmins(tx: EntityManager, offer: BusinessOffer) {
    const fee = money(LICENSE_FEES[offer.licenseType]);
    await new UserEventService(tx).recordForAdmins({
      type: "success",
      message: `${offer.businessName} paid the ${offer.licenseType} licence fee (${fee}).`,
      action: "Business licence paid",
      details: { offerId: offer.id, businessName: offer.businessName },
    });
  }

  /** An administrator's status change; paid by hand needs a note and is audited as unverified. */
  async changeStatus(
    id: number,
    status: BusinessOfferStatus,
    note: string | null | undefined,
    actorId: number,
    meta: RequestMeta,
  ): Promise<BusinessOffer> {
    const text = note?.trim() ?? "";
    if ([...text].length > 1000)
      throw invalidFields({ note: "The note must be at most 1000 characters" });
    return this.em.transactional(async tx => {
      const offer = await tx.findOne(BusinessOffer, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!offer) throw notFound("Business offer not found");
      if (offer.status === status) return offer;
      if (status === BusinessOfferStatus.PAID && !offer.paymentId && !text) {
        throw invalidFields({ note: "Say why the offer is paid without a verified payment" });
      }
      new AuditService(tx).record({
        type: AuditEventType.BusinessOfferStatusChanged,
        actorId,
        ...meta,
        details: {
          offerId: offer.id,
          from: offer.status,
          to: status,
          note: text || null,
          verified: Boolean(offer.paymentId),
        },
      });
      offer.status = status;
      offer.statusNote = text || null;
      return offer;
    });
  }

  /** One page of the offers, newest first. */
  async list(
    filter: BusinessOfferFilter | null | undefined,
    page: PageArgs,
  ): Promise<Page<AdminBusinessOfferObject>> {
    const where: FilterQuery<BusinessOffer>[] = [];
    const search = searchTerm(filter?.search);
    if (search) {
      const like = containing(search);
      where.push({
        $or: [{ businessName: { $ilike: like } }, { contactEmail: { $ilike: like } }],
      });
    }
    if (filter?.status) where.push({ status: filter.status });
    const result = await keysetPage(this.em, BusinessOffer, {
      where,
      sort: {
        name: "OFFER_SENT_AT",
        keys: [{ property: "offerSentAt", type: "date" }],
        direction: SortDirection.DESC,
      },
      page,
    });
    const partners = await this.partnersOf(result.edges.map(edge => edge.node.id));
    return mapPage(result, offer => adminOfferObject(offer, partners.get(offer.id) ?? null));
  }

  /** An offer as administrators manage it, with the partner its paid fee made (if any). */
  async adminView(offer: BusinessOffer): Promise<AdminBusinessOfferObject> {
    const partners = await this.partnersOf([offer.id]);
    return adminOfferObject(offer, partners.get(offer.id) ?? null);
  }

  /** The partner each offer made, by offer id: one statement, whatever the page. */
  private async partnersOf(offerIds: number[]): Promise<Map<number, number>> {
    if (!offerIds.length) return new Map();
    const rows = await this.em
      .getConnection()
      .execute<{ id: number; business_offer_id: number }[]>(
        "select id, business_offer_id from partners where business_offer_id = any(?::int[])",
        [`{${offerIds.join(",")}}`],
      );
    return new Map(rows.map(row => [row.business_offer_id, row.id]));
  }
}
