import { Check, Entity, Enum, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { LicenseType } from "./licence.rules.js";

export enum PartnerStatus {
  /** The licence fee is paid; the licence agreement is not signed yet. */
  AWAITING_AGREEMENT = "awaiting-agreement",
  /** Signed: the partner's administrators set up the storefront. */
  AWAITING_SETUP = "awaiting-setup",
  /** Launched: the storefront sells. */
  LIVE = "live",
  /** The licence's term ran out unrenewed. */
  ENDED = "ended",
  /** Suspended by the academy's administrators (with a reason shown to the partner). */
  SUSPENDED = "suspended",
}

/** What a partner knows of the business offer it came from (business-offers owns offers). */
export interface PartnerOffer {
  id: number;
  /** The SHA-256 of the offer's reference, which its payer holds (licence.rules.ts holdsReference). */
  referenceHash?: string | null;
}

/**
 * A licensed business that offers the academy's courses under its own brand (issue 54). One per
 * paid business offer; its legal and contact details are a snapshot of the offer's.
 */
@Entity({ tableName: "partners" })
// A slug is 2 to 40 lower-case letters and digits, single hyphens between them: /p/{slug}.
@Check({
  name: "partners_slug_check",
  expression:
    "slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) >= 2 and char_length(slug) <= 40",
})
export class Partner {
  @PrimaryKey()
  id!: number;

  /**
   * The business offer whose licence fee made it. Its relation is declared beside the offer
   * (business-offers/business-offer.entity.ts): partners imports nothing of business-offers.
   */
  businessOffer!: Ref<PartnerOffer>;

  @Property({ type: "text" })
  legalName!: string;

  @Property({ type: "text" })
  contactName!: string;

  @Property({ type: "text" })
  contactEmail!: string;

  @Enum({ items: () => LicenseType })
  licenceType!: LicenseType;

  @Enum({ items: () => PartnerStatus, default: PartnerStatus.AWAITING_AGREEMENT })
  status: Opt<PartnerStatus> = PartnerStatus.AWAITING_AGREEMENT;

  /** The name its storefront shows; none until its administrators set it. */
  @Property({ type: "text", nullable: true })
  displayName?: string | null;

  /** Its storefront's short address, /p/{slug}: lower case, unique. */
  @Property({ type: "text", nullable: true, unique: "partners_slug_unique" })
  slug?: string | null;

  /** #rrggbb. */
  @Property({ type: "text", nullable: true })
  brandColour?: string | null;

  @Property({ type: "text", nullable: true })
  supportEmail?: string | null;

  @Property({ type: "text", nullable: true })
  supportPhone?: string | null;

  @Property({ type: "datetime", nullable: true })
  launchedAt?: Date | null;

  /** When a royalty-free licence's term ends; null for revenue share (no end). */
  @Property({ type: "datetime", nullable: true })
  termEndsAt?: Date | null;

  /** Why the academy suspended it, shown to its administrators. */
  @Property({ type: "text", nullable: true })
  suspendedReason?: string | null;

  /**
   * The SHA-256 of the licence agreement's signing link token (mailed to the contact). It signs
   * once, before `agreementTokenExpiresAt`; after that the link only shows who signed.
   */
  @Property({
    type: "text",
    nullable: true,
    hidden: true,
    unique: "partners_agreement_token_hash_unique",
  })
  agreementTokenHash?: string | null;

  @Property({ type: "datetime", nullable: true })
  agreementTokenExpiresAt?: Date | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();
}
