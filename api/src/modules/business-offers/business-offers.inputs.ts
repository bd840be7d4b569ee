import { Field, InputType } from "type-graphql";
import { BusinessOfferStatus } from "./business-offer.entity.js";
import { LicenseType } from "../partners/licence.rules.js";

@InputType({ description: "A business's licensing application." })
export class BusinessOfferInput {
  @Field({ description: "The business's legal or trading name." })
  businessName!: string;

  @Field({ description: "The person to contact about the licence." })
  contactName!: string;

  @Field({ description: "The contact's email address." })
  contactEmail!: string;

  @Field({ description: "The contact's phone number." })
  contactPhone!: string;

  @Field(() => String, { nullable: true, description: "The business's website, if it has one." })
  businessWebsite?: string | null;

  @Field({ description: "The business's postal address." })
  businessAddress!: string;

  @Field(() => LicenseType, { description: "The licence applied for; it sets the fee." })
  licenseType!: LicenseType;

  @Field(() => String, {
    nullable: true,
    description: "Anything else the business wants the academy to know.",
  })
  additionalInfo?: string | null;
}

@InputType({ description: "What the admin business-offers list shows." })
export class BusinessOfferFilter {
  @Field(() => BusinessOfferStatus, { nullable: true, description: "Only offers in this status." })
  status?: BusinessOfferStatus | null;

  @Field(() => String, { nullable: true, description: "Part of the business name or email." })
  search?: string | null;
}
