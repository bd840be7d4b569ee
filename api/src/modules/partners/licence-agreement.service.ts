import { randomBytes } from "node:crypto";
import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError, badInput } from "../../errors.js";
import type { Context, RequestMeta } from "../../graphql/context.js";
import type { Viewer } from "../../graphql/roles.js";
import { hashToken } from "../api-tokens/api-tokens.service.js";
import { sha256 } from "../agreements/agreement.service.js";
import { signatureData } from "../agreements/signature.rules.js";
import { SignatureType } from "../agreements/user-agreement.entity.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import { LegalDocument, LegalDocumentType } from "../legal/legal-document.entity.js";
import { licenceAgreementLink } from "../mail/mail.messages.js";
import { MailService } from "../mail/mail.service.js";
import { oneLineProblem } from "@guardian/rules";
import { LICENSE_NAMES, LicenseType, holdsReference } from "./licence.rules.js";
import { LicenceAgreement } from "./licence-agreement.entity.js";
import type { LicenceAgreementObject } from "./licence-agreement.types.js";
import { PartnerAdminRole } from "./partner-admin.entity.js";
import { PartnerAdminService } from "./partner-admins.service.js";
import { PartnerEvent, PartnerEventKind } from "./partner-event.entity.js";
import { PartnerScopeService } from "./partner-scope.service.js";
import { PartnerTermService } from "./partner-term.service.js";
import { Partner, type PartnerOffer, PartnerStatus } from "./partner.entity.js";
import type { SignLicenceAgreementInput } from "./partners.inputs.js";

/** How long the mailed signing link signs. */
export const AGREEMENT_LINK_DAYS = 14;

/** Each licence's agreement: a legal document type of its own. */
export const AGREEMENT_TYPES: Record<LicenseType, LegalDocumentType> = {
  [LicenseType.ROYALTY_FREE]: LegalDocumentType.LICENCE_AGREEMENT_ROYALTY_FREE,
  [LicenseType.REVENUE_SHARE]: LegalDocumentType.LICENCE_AGREEMENT_REVENUE_SHARE,
};

/** A paid offer as the partner is opened from it (business-offers passes its own row). */
export interface PaidOffer extends PartnerOffer {
  /** The licence fee's payment (the processor's id): a royalty-free term runs from it. */
  paymentId?: string | null;
  businessName: string;
  contactName: string;
  contactEmail: string;
  licenseType: LicenseType;
  offerSentAt: Date;
}

interface KeyOptions {
  /** Lock the partner's row (signing). */
  lock?: boolean;
  /** The signed-in caller, asked for only when no key is given. */
  viewer?: () => Promise<Viewer | null>;
}

/** What opens a licence agreement: the mailed link's token, or the offer's reference (its payer). */
export interface AgreementKey {
  token?: string | null;
  reference?: string | null;
}

const NOT_VALID =
  "This licence agreement link is not valid: open the link from your email, or the one shown after your payment.";
const CHANGED = "The agreement has changed since you opened it. Please read it again.";

const signedOn = (at: Date) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(at);

/** The signed agreement's PDF address, with the key it was opened by. */
export function licencePdfUrl(offerId: number, key: AgreementKey): string {
  const query = key.token
    ? `?token=${encodeURIComponent(key.token)}`
    : key.reference
      ? `?reference=${encodeURIComponent(key.reference)}`
      : "";
  return `/api/licence-agreements/${offerId}/pdf${query}`;
}

/**
 * The licence agreement (docs/partners.md): the partner opened when the fee is paid, its signing
 * link, the signature with the evidence of an enrollment agreement, and the owner's invitation.
 */
export class LicenceAgreementService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<Context, "jobs">,
  ) {}

  /**
   * In the fee's transaction: the partner (awaiting agreement, applied and fee-paid on its
   * timeline), a single-use signing link (its hash kept, 14 days) and its mail to the contact.
   * The same offer again answers its partner.
   */
  async openForOffer(offer: PaidOffer): Promise<Partner> {
    const existing = await this.em.findOne(Partner, { businessOffer: offer.id });
    if (existing) return existing;
    const token = randomBytes(32).toString("base64url");
    const partner = this.em.create(Partner, {
      businessOffer: offer,
      legalName: offer.businessName,
      contactName: offer.contactName,
      contactEmail: offer.contactEmail,
      licenceType: offer.licenseType,
      agreementTokenHash: hashToken(token),
      agreementTokenExpiresAt: new Date(Date.now() + AGREEMENT_LINK_DAYS * 86_400_000),
    });
    this.em.create(PartnerEvent, {
      partner,
      kind: PartnerEventKind.APPLIED,
      at: offer.offerSentAt,
    });
    this.em.create(PartnerEvent, { partner, kind: PartnerEventKind.FEE_PAID });
    await this.em.flush();
    await new PartnerTermService(this.em).startInitial(partner, offer.paymentId);
    await this.em.flush();
    await new MailService(this.em, this.deps).queueMail({
      to: offer.contactEmail,
      ...licenceAgreementLink({
        contactName: offer.contactName,
        businessName: offer.businessName,
        licence: LICENSE_NAMES[offer.licenseType],
        offerId: offer.id,
        token,
        days: AGREEMENT_LINK_DAYS,
      }),
      kind: "partner.agreement_link",
      key: `partner-agreement-link:${partner.id}`,
    });
    return partner;
  }

  /**
   * The agreement to sign, or who signed it, for the holder of its link or the offer's reference
   * (or, without either, the partner's administrators and the academy's).
   */
  async view(
    offerId: number,
    key: AgreementKey,
    viewer?: () => Promise<Viewer | null>,
  ): Promise<LicenceAgreementObject> {
    const partner = await this.keyed(offerId, key, { viewer });
    const agreement = await this.em.findOne(
      LicenceAgreement,
      { partner },
      { populate: ["document"] },
    );
    const document = agreement
      ? agreement.document.getEntity()
      : await this.activeDocument(partner.licenceType);
    return {
      offerId,
      businessName: partner.legalName,
      licenceType: partner.licenceType,
      document: document && {
        id: document.id,
        title: document.title,
        content: document.content,
        version: agreement?.documentVersion ?? document.version,
      },
      signed: agreement && {
        signerName: agreement.signerName,
        signedAt: agreement.signedAt,
        pdfUrl: licencePdfUrl(offerId, key),
      },
    };
  }

  /**
   * Signs the agreement exactly as shown (else CONFLICT), once: in one transaction the signature
   * with its evidence, the partner awaiting setup, its timeline, the audit row and the owner's
   * invitation with its mail.
   */
  async sign(input: SignLicenceAgreementInput, meta: RequestMeta): Promise<LicenceAgreementObject> {
    const signerName = input.signerName.trim();
    if (!signerName) throw badInput("Please give your full name");
    const problem = oneLineProblem("Name", signerName);
    if (problem) throw badInput(problem);
    // A typed signature is checked before the link (cheap, refused alike to anyone); a drawn one
    // is decoded only for the link's holder.
    const typed =
      input.signature.type === SignatureType.TYPED ? await signatureData(input.signature) : null;
    await this.em.transactional(async tx => {
      const service = new LicenceAgreementService(tx, this.deps);
      const partner = await service.keyed(input.offerId, input, { lock: true });
      const earlier = await tx.findOne(LicenceAgreement, { partner });
      if (earlier || partner.status !== PartnerStatus.AWAITING_AGREEMENT) {
        const by = earlier ? ` by ${earlier.signerName} on ${signedOn(earlier.signedAt)}` : "";
        throw new AppError("CONFLICT", `This licence agreement was already signed${by}.`);
      }
      const document = await service.activeDocument(partner.licenceType);
      const shown = document && sha256(document.content);
      if (!document || document.id !== input.documentId || shown !== input.documentSha256) {
        throw new AppError("CONFLICT", CHANGED);
      }
      const data = typed ?? (await signatureData(input.signature));
      tx.create(LicenceAgreement, {
        partner,
        document,
        documentVersion: document.version,
        documentSha256: shown,
        signerName,
        signerEmail: partner.contactEmail,
        signatureType: input.signature.type,
        signatureData: data,
        ipAddress: meta.ipAddress,
        userAgent: meta.userAgent,
      });
      partner.status = PartnerStatus.AWAITING_SETUP;
      tx.create(PartnerEvent, {
        partner,
        kind: PartnerEventKind.AGREEMENT_SIGNED,
        details: { note: signerName },
      });
      new AuditService(tx).record({
        type: AuditEventType.AgreementSigned,
        ...meta,
        details: { partnerId: partner.id, documentId: document.id, version: document.version },
      });
      await new PartnerAdminService(tx, this.deps).invite(
        partner,
        partner.contactEmail,
        PartnerAdminRole.OWNER,
        null,
      );
    });
    return this.view(input.offerId, input);
  }

  /** The licence agreement businesses sign now for a licence: the newest active one. */
  activeDocument(licence: LicenseType): Promise<LegalDocument | null> {
    return this.em.findOne(
      LegalDocument,
      { type: AGREEMENT_TYPES[licence], isActive: true },
      { orderBy: { updatedAt: "desc", id: "desc" } },
    );
  }

  /**
   * The offer's partner for a caller holding its key: the signing link's token (which stops
   * signing after 14 days, but keeps showing who signed) or the offer's reference; without a key,
   * a signed-in `viewer` who administers the partner (or the academy). Anyone else, like an
   * unknown offer, is refused alike (BAD_USER_INPUT, as the other links' pages answer a link not
   * valid; a signed-in stranger without a key: FORBIDDEN, as every partner operation).
   */
  async keyed(offerId: number, key: AgreementKey, options: KeyOptions = {}): Promise<Partner> {
    const partner = await this.em.findOne(
      Partner,
      { businessOffer: offerId },
      options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
    );
    const viewer = !key.token && !key.reference && (await options.viewer?.());
    if (viewer) return new PartnerScopeService(this.em).requireAdmin(viewer, partner?.id ?? 0);
    if (!partner) throw badInput(NOT_VALID);
    const token = key.token && key.token.length <= 100 ? hashToken(key.token) : null;
    if (token && token === partner.agreementTokenHash) {
      const open = (partner.agreementTokenExpiresAt ?? new Date(0)) > new Date();
      if (open || partner.status !== PartnerStatus.AWAITING_AGREEMENT) return partner;
      throw badInput("This signing link has expired: ask the academy for a new one.");
    }
    // The relation is declared by business-offers (PartnerOffer here): its name is not typed.
    await this.em.populate(partner, ["businessOffer"] as never);
    if (holdsReference(partner.businessOffer.getEntity(), key.reference)) return partner;
    throw badInput(NOT_VALID);
  }
}
