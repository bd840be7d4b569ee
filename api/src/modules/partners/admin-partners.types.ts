import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { Connection } from "../../graphql/connection.js";
import { LicenseType } from "./licence.rules.js";
import { PartnerTermKind } from "./partner-term.entity.js";
import { PartnerStatus } from "./partner.entity.js";
import { PartnerObject } from "./partners.types.js";

registerEnumType(PartnerTermKind, {
  name: "PartnerTermKind",
  description: "How a royalty-free licence's term came.",
  valuesConfig: {
    INITIAL: { description: "The term the licence fee started." },
    RENEWAL: { description: "Three more years, paid from the partner's page." },
  },
});

@ObjectType("AdminPartnerRow", {
  description: "A partner as the academy's Partners screen lists it.",
})
export class AdminPartnerRowObject {
  @Field(() => Int, { description: "The partner's id." })
  id!: number;

  @Field({ description: "The business's legal name." })
  legalName!: string;

  @Field(() => String, { nullable: true, description: "Its storefront's name; null until set." })
  displayName!: string | null;

  @Field(() => LicenseType, { description: "The licence it holds." })
  licenceType!: LicenseType;

  @Field(() => PartnerStatus, { description: "Where it stands (ENDED once its term has passed)." })
  status!: PartnerStatus;

  @Field(() => Date, { nullable: true, description: "Its term's end; null for revenue share." })
  termEndsAt!: Date | null;

  @Field(() => String, {
    nullable: true,
    description: "Its storefront's address, /p/{slug}, once launched; null before.",
  })
  storefrontUrl!: string | null;

  @Field(() => Int, {
    description: "Its learners: enrolled through its storefront or registered there.",
  })
  learners!: number;

  @Field(() => Int, {
    description: "Its sales this month (the academy's time zone): paid, maybe refunded since.",
  })
  salesThisMonth!: number;

  @Field(() => Int, { description: "What those sales were paid, in cents." })
  salesThisMonthCents!: number;

  @Field({ description: "When it was made (the licence fee's verification)." })
  createdAt!: Date;
}

@ObjectType("AdminPartnerConnection", { description: "A page of the academy's partners." })
export class AdminPartnerConnection extends Connection(AdminPartnerRowObject, "AdminPartner") {}

@ObjectType("PartnerTerm", { description: "One term of a royalty-free licence." })
export class PartnerTermObject {
  @Field(() => PartnerTermKind, { description: "The first term or a renewal." })
  kind!: PartnerTermKind;

  @Field({ description: "When it starts." })
  startsAt!: Date;

  @Field({ description: "When it ends." })
  endsAt!: Date;

  @Field(() => Date, {
    nullable: true,
    description: "When its payment went back and the extension was taken back; null otherwise.",
  })
  withdrawnAt!: Date | null;
}

@ObjectType("AdminPartner", {
  description:
    "A partner as the academy's administrators see it: the partner (timeline, administrators), its row of the list and its term history. Its sales: partnerSales.",
})
export class AdminPartnerObject {
  @Field(() => PartnerObject, { description: "The partner with its administrators and timeline." })
  partner!: PartnerObject;

  @Field(() => AdminPartnerRowObject, { description: "Its figures, as the list shows them." })
  summary!: AdminPartnerRowObject;

  @Field(() => [PartnerTermObject], { description: "Its terms, oldest first." })
  terms!: PartnerTermObject[];
}
