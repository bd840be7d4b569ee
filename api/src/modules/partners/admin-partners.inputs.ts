import { Field, InputType } from "type-graphql";
import { LicenseType } from "./licence.rules.js";
import { PartnerStatus } from "./partner.entity.js";

@InputType({ description: "Which partners the academy's Partners screen lists." })
export class AdminPartnerFilter {
  @Field(() => PartnerStatus, {
    nullable: true,
    description: "Only partners in this status (ENDED includes a term whose end has passed).",
  })
  status?: PartnerStatus | null;

  @Field(() => LicenseType, { nullable: true, description: "Only partners with this licence." })
  licenceType?: LicenseType | null;

  @Field(() => String, {
    nullable: true,
    description: "Part of the partner's legal or display name.",
  })
  search?: string | null;
}
