import { Field, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { Connection } from "../../graphql/connection.js";
import { BusinessOfferStatus, LicenseType } from "./business-offer.entity.js";

registerEnumType(LicenseType, {
  name: "LicenseType",
  description: "RoyaltyFree: $2,500 once. RevenueShare: $750 setup plus 15% of tuition.",
});
registerEnumType(BusinessOfferStatus, { name: "BusinessOfferStatus" });

@InputType({ description: "A business's licensing application." })
export class BusinessOfferInput {
  @Field()
  businessName!: string;

  @Field()
  contactName!: string;

  @Field()
  contactEmail!: string;

  @Field()
  contactPhone!: string;

  @Field(() => String, { nullable: true })
  businessWebsite?: string | null;

  @Field()
  businessAddress!: string;

  @Field(() => LicenseType)
  licenseType!: LicenseType;

  @Field(() => String, { nullable: true })
  additionalInfo?: string | null;
}

@ObjectType("BusinessOffer", {
  description: "An offer as its applicant sees it: what is to be paid, no contact details.",
})
export class BusinessOfferObject {
  @Field(() => Int)
  id!: number;

  @Field()
  businessName!: string;

  @Field(() => LicenseType)
  licenseType!: LicenseType;

  @Field(() => BusinessOfferStatus)
  status!: BusinessOfferStatus;

  @Field(() => Int, { description: "The licence fee in cents, set by the licence type." })
  feeCents!: number;

  @Field()
  offerSentAt!: Date;
}

@ObjectType("AdminBusinessOffer", { description: "An offer as administrators manage it." })
export class AdminBusinessOfferObject extends BusinessOfferObject {
  @Field()
  contactName!: string;

  @Field()
  contactEmail!: string;

  @Field()
  contactPhone!: string;

  @Field(() => String, { nullable: true })
  businessWebsite!: string | null;

  @Field()
  businessAddress!: string;

  @Field(() => String, { nullable: true })
  additionalInfo!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The processor's payment id, once the fee was verified as paid.",
  })
  paymentId!: string | null;

  @Field(() => Int, { nullable: true, description: "What was paid, in cents." })
  paymentAmountCents!: number | null;
}

@ObjectType("AdminBusinessOfferConnection")
export class AdminBusinessOfferConnection extends Connection(
  AdminBusinessOfferObject,
  "AdminBusinessOffer",
) {}

@InputType({ description: "What the admin business-offers list shows." })
export class BusinessOfferFilter {
  @Field(() => BusinessOfferStatus, { nullable: true })
  status?: BusinessOfferStatus | null;

  @Field(() => String, { nullable: true, description: "Part of the business name or email." })
  search?: string | null;
}
