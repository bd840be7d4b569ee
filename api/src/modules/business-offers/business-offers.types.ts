import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { Connection } from "../../graphql/connection.js";
import { BusinessOfferStatus } from "./business-offer.entity.js";
import { LicenseType } from "../partners/licence.rules.js";

registerEnumType(LicenseType, {
  name: "LicenseType",
  description: "RoyaltyFree: $2,500 once. RevenueShare: $750 setup plus 15% of tuition.",
  valuesConfig: {
    ROYALTY_FREE: { description: "$2,500 once; the business keeps all its tuition." },
    REVENUE_SHARE: { description: "$750 setup plus 15% of the business's tuition." },
  },
});
registerEnumType(BusinessOfferStatus, {
  name: "BusinessOfferStatus",
  description: "Where a licensing offer stands, from application to active licence.",
  valuesConfig: {
    PENDING: { description: "Applied for; the fee is not paid yet." },
    PAID: { description: "The licence fee is paid." },
    SIGNED: { description: "The licence agreement is signed." },
    ACTIVE: { description: "The licence is in force." },
    CANCELLED: { description: "Cancelled by an administrator." },
  },
});

/** What anyone may know of an offer by its id: the licence and its fee. */
// Not in the schema itself: only the concrete classes that extend it are reachable.
@ObjectType()
export abstract class OfferTermsFields {
  @Field(() => Int, { description: "The offer's id, as in its payment link." })
  id!: number;

  @Field(() => LicenseType, { description: "The licence offered." })
  licenseType!: LicenseType;

  @Field(() => Int, { description: "The licence fee in cents, set by the licence type." })
  feeCents!: number;
}

@ObjectType("BusinessOffer", {
  description:
    "An offer as its applicant sees it, no contact details. Without the offer's reference only the licence type and fee are filled in.",
})
export class BusinessOfferObject extends OfferTermsFields {
  @Field({
    description:
      "Whether the business name and status are filled in: the caller gave the offer's reference (or is an administrator).",
  })
  withDetails!: boolean;

  @Field(() => String, {
    nullable: true,
    description: "The business that applied; null without the offer's reference.",
  })
  businessName!: string | null;

  @Field(() => BusinessOfferStatus, {
    nullable: true,
    description: "Where the offer stands; null without the offer's reference.",
  })
  status!: BusinessOfferStatus | null;

  @Field(() => Date, {
    nullable: true,
    description: "When the offer was made (the application's time); null without the reference.",
  })
  offerSentAt!: Date | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The offer's reference, in the application's answer only: the unguessable token its payment link carries (shown once; the academy keeps only its hash).",
  })
  reference!: string | null;
}

@ObjectType("AdminBusinessOffer", { description: "An offer as administrators manage it." })
export class AdminBusinessOfferObject extends OfferTermsFields {
  @Field(() => Int, {
    nullable: true,
    description: "The partner its paid fee made (/admin/partners/{id}); null before that.",
  })
  partnerId!: number | null;

  @Field({ description: "The business that applied." })
  businessName!: string;

  @Field(() => BusinessOfferStatus, { description: "Where the offer stands." })
  status!: BusinessOfferStatus;

  @Field({ description: "When the offer was made (the application's time)." })
  offerSentAt!: Date;

  @Field({ description: "The person to contact about the licence." })
  contactName!: string;

  @Field({ description: "The contact's email address." })
  contactEmail!: string;

  @Field({ description: "The contact's phone number." })
  contactPhone!: string;

  @Field(() => String, { nullable: true, description: "The business's website, if given." })
  businessWebsite!: string | null;

  @Field({ description: "The business's postal address." })
  businessAddress!: string;

  @Field(() => String, {
    nullable: true,
    description: "What else the applicant wrote, if anything.",
  })
  additionalInfo!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Why an administrator put the offer in its status, if they said (a fee paid outside the processor must say why); null after a verified payment.",
  })
  statusNote!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The processor's payment id, once the fee was verified as paid.",
  })
  paymentId!: string | null;

  @Field(() => Int, { nullable: true, description: "What was paid, in cents." })
  paymentAmountCents!: number | null;
}

@ObjectType("AdminBusinessOfferConnection", {
  description: "A page of licensing offers, for administrators.",
})
export class AdminBusinessOfferConnection extends Connection(
  AdminBusinessOfferObject,
  "AdminBusinessOffer",
) {}
