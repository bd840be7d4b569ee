import {
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToOne,
  PrimaryKey,
  Property,
} from "@mikro-orm/decorators/legacy";
import type { Opt } from "@mikro-orm/core";
import { Payment } from "../payments/payment.entity.js";
import { Partner } from "../partners/partner.entity.js";
import { LICENSE_NAMES, LicenseType } from "../partners/licence.rules.js";

export enum BusinessOfferStatus {
  PENDING = "pending",
  PAID = "paid",
  SIGNED = "signed",
  ACTIVE = "active",
  CANCELLED = "cancelled",
}

@Entity({ tableName: "business_offers" })
@Index({ name: "business_offers_status_idx", properties: ["status", "offerSentAt"] })
// A trigram index (pg_trgm): the offers list and the payments list search the business name.
@Index({
  name: "business_offers_business_name_trgm",
  expression:
    'create index "business_offers_business_name_trgm" on "business_offers" using gin ("business_name" gin_trgm_ops)',
})
export class BusinessOffer {
  @PrimaryKey()
  id!: number;

  @Property({ type: "text" })
  businessName!: string;

  @Property({ type: "text" })
  contactName!: string;

  @Property({ type: "text" })
  contactEmail!: string;

  @Property({ type: "text" })
  contactPhone!: string;

  @Property({ type: "text", nullable: true })
  businessWebsite?: string | null;

  @Property({ type: "text" })
  businessAddress!: string;

  @Enum({ items: () => LicenseType })
  licenseType!: LicenseType;

  @Property({ type: "text", nullable: true })
  additionalInfo?: string | null;

  /** The licence's name ("Royalty-Free License"), as payments and receipts show it. */
  get licenceName(): Opt<string> {
    return LICENSE_NAMES[this.licenseType] as Opt<string>;
  }

  @Enum({ items: () => BusinessOfferStatus, default: BusinessOfferStatus.PENDING })
  status: Opt<BusinessOfferStatus> = BusinessOfferStatus.PENDING;

  /** Why an administrator put the offer in its status, if they said; cleared by the next change. */
  @Property({ type: "text", nullable: true })
  statusNote?: string | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  offerSentAt: Opt<Date> = new Date();

  @Property({ type: "integer", nullable: true })
  paymentAmountCents?: number | null;

  /**
   * The SHA-256 (hex) of the offer's reference, the token its payment link carries; null for
   * offers made before references (only administrators read those in full).
   */
  @Property({ type: "text", nullable: true, hidden: true })
  referenceHash?: string | null;

  /** The provider's payment id, written once the licence fee is verified as paid. */
  @Property({ type: "text", nullable: true, unique: "business_offers_payment_id_unique" })
  paymentId?: string | null;
}

// A licence fee's payment names its offer (`Payment.businessOffer`): the relation is declared here,
// beside the offer, since this module sells through payments and payments knows no offers.
ManyToOne(() => BusinessOffer, { ref: true, nullable: true, deleteRule: "set null", index: true })(
  Payment.prototype,
  "businessOffer",
);

// A partner is made from one paid offer (`Partner.businessOffer`, unique): declared here too, so
// partners knows offers only by id (`PartnerOffer`) and imports nothing of business-offers.
OneToOne(() => BusinessOffer, { ref: true, owner: true, deleteRule: "restrict" })(
  Partner.prototype,
  "businessOffer",
);
