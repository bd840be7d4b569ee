import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { LicenseType } from "./licence.rules.js";
import { PartnerAdminRole, PartnerAdminStatus } from "./partner-admin.entity.js";
import { PartnerEventKind } from "./partner-event.entity.js";
import { PartnerStatus } from "./partner.entity.js";

registerEnumType(PartnerStatus, {
  name: "PartnerStatus",
  description: "Where a licensed partner stands, from the paid fee to its live storefront.",
  valuesConfig: {
    AWAITING_AGREEMENT: { description: "The fee is paid; the licence agreement is not signed." },
    AWAITING_SETUP: { description: "Signed; its administrators set the storefront up." },
    LIVE: { description: "Launched: its storefront sells." },
    ENDED: { description: "Its licence's term ran out unrenewed: the storefront does not sell." },
    SUSPENDED: { description: "Suspended by the academy (the reason is shown)." },
  },
});

registerEnumType(PartnerAdminRole, {
  name: "PartnerAdminRole",
  description: "An administrator's part in a partner.",
  valuesConfig: {
    OWNER: { description: "The contact the partner was set up for." },
    ADMIN: { description: "A co-administrator invited by another administrator." },
  },
});

registerEnumType(PartnerAdminStatus, {
  name: "PartnerAdminStatus",
  description: "Where a partner's administrator stands.",
  valuesConfig: {
    INVITED: { description: "Invited by email; the link not used yet." },
    JOINED: { description: "Administers the partner." },
    REMOVED: { description: "Removed, or the invitation revoked." },
  },
});

registerEnumType(PartnerEventKind, {
  name: "PartnerEventKind",
  description: "What happened to a partner, as its timeline lists it.",
  valuesConfig: {
    APPLIED: { description: "The business applied for the licence." },
    FEE_PAID: { description: "The licence fee was paid." },
    AGREEMENT_SIGNED: { description: "The licence agreement was signed." },
    CREDENTIALS_SENT: { description: "An administrator's invitation was mailed." },
    ADMIN_JOINED: { description: "An administrator set up their account." },
    LAUNCHED: { description: "The storefront was launched." },
    RENEWED: { description: "The licence's term was renewed." },
    SUSPENDED: { description: "The academy suspended the partner." },
    RESUMED: { description: "The academy resumed the partner." },
    ENDED: { description: "The licence's term ended unrenewed." },
    PRICE_SET: { description: "A course's price at the storefront was set." },
    BRANDING_SET: { description: "The storefront's name, address, colour or contacts were set." },
    LOGO_SET: { description: "The storefront's logo was uploaded or removed." },
  },
});

@ObjectType("PartnerSummary", { description: "A partner the caller administers." })
export class PartnerSummaryObject {
  @Field(() => Int, { description: "The partner's id." })
  id!: number;

  @Field({ description: "The business's legal name (from its application)." })
  legalName!: string;

  @Field(() => String, { nullable: true, description: "Its storefront's name; null until set." })
  displayName!: string | null;

  @Field(() => LicenseType, { description: "The licence it holds." })
  licenceType!: LicenseType;

  @Field(() => PartnerStatus, { description: "Where it stands." })
  status!: PartnerStatus;

  @Field(() => PartnerAdminRole, { description: "The caller's part in it." })
  role!: PartnerAdminRole;
}

@ObjectType("PartnerAdmin", { description: "An administrator of a partner, invited or joined." })
export class PartnerAdminObject {
  @Field(() => Int, { description: "The membership's id." })
  id!: number;

  @Field({ description: "The address invited (lower case)." })
  email!: string;

  @Field(() => PartnerAdminRole, { description: "Owner or co-administrator." })
  role!: PartnerAdminRole;

  @Field(() => PartnerAdminStatus, { description: "Invited, joined or removed." })
  status!: PartnerAdminStatus;

  @Field({ description: "When they were invited." })
  invitedAt!: Date;

  @Field(() => Date, { nullable: true, description: "When they joined; null until then." })
  joinedAt!: Date | null;
}

@ObjectType("PartnerEvent", { description: "One entry of a partner's timeline." })
export class PartnerEventObject {
  @Field(() => PartnerEventKind, { description: "What happened." })
  kind!: PartnerEventKind;

  @Field({ description: "When." })
  at!: Date;

  @Field(() => String, {
    nullable: true,
    description: "What the entry says beside its kind (a reason); null when nothing.",
  })
  note!: string | null;
}

@ObjectType("Partner", {
  description:
    "A licensed partner as its administrators and the academy's see it: its licence, status, storefront settings, administrators and timeline.",
})
export class PartnerObject {
  @Field(() => Int, { description: "The partner's id." })
  id!: number;

  @Field({ description: "The business's legal name (from its application)." })
  legalName!: string;

  @Field({ description: "Its contact's name (from its application)." })
  contactName!: string;

  @Field({ description: "Its contact's email address (from its application)." })
  contactEmail!: string;

  @Field(() => LicenseType, { description: "The licence it holds." })
  licenceType!: LicenseType;

  @Field(() => PartnerStatus, {
    description: "Where it stands (ENDED once its term's end has passed).",
  })
  status!: PartnerStatus;

  @Field(() => String, { nullable: true, description: "Its storefront's name; null until set." })
  displayName!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Its storefront's short address, /p/{slug}; null until set.",
  })
  slug!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Its brand colour, #rrggbb; null until set.",
  })
  brandColour!: string | null;

  @Field(() => String, { nullable: true, description: "Its support address; null until set." })
  supportEmail!: string | null;

  @Field(() => String, { nullable: true, description: "Its support phone; null until set." })
  supportPhone!: string | null;

  @Field(() => Date, { nullable: true, description: "When it launched; null before." })
  launchedAt!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: "When its licence's term ends; null for a revenue share licence (no end).",
  })
  termEndsAt!: Date | null;

  @Field(() => String, {
    nullable: true,
    description: "Why the academy suspended it; null unless suspended.",
  })
  suspendedReason!: string | null;

  @Field({ description: "When it was made (the licence fee's verification)." })
  createdAt!: Date;

  @Field(() => String, {
    nullable: true,
    description:
      "Its logo's address for its administrators (a PNG, changed with each upload); null when it has none.",
  })
  logoUrl!: string | null;

  @Field(() => [String], {
    description:
      "What it still lacks to launch, in words (display name, short address, brand colour, support email, signed licence agreement); empty when it may launch.",
  })
  launchMissing!: string[];

  @Field(() => [PartnerAdminObject], { description: "Its administrators, oldest first." })
  admins!: PartnerAdminObject[];

  @Field(() => [PartnerEventObject], { description: "Its timeline, oldest first." })
  timeline!: PartnerEventObject[];
}

@ObjectType("PartnerInvitation", {
  description: "What a partner administrator's invitation link offers, before it is accepted.",
})
export class PartnerInvitationObject {
  @Field({ description: "The partner (its legal name)." })
  partnerName!: string;

  @Field({ description: "The address the invitation was sent to: its account accepts it." })
  email!: string;

  @Field(() => PartnerAdminRole, { description: "Owner or co-administrator." })
  role!: PartnerAdminRole;

  @Field({ description: "When the link stops working." })
  expiresAt!: Date;
}

@ObjectType("PartnerCoursePrice", {
  description: "An active course at a partner's storefront: the academy's price and the partner's.",
})
export class PartnerCoursePriceObject {
  @Field(() => Int, { description: "The course's id." })
  courseId!: number;

  @Field({ description: "The course's title." })
  title!: string;

  @Field(() => Int, { description: "The academy's own price, in cents." })
  academyPriceCents!: number;

  @Field(() => Int, {
    nullable: true,
    description: "The partner's own price, in cents; null when it sells at the academy's price.",
  })
  partnerPriceCents!: number | null;

  @Field(() => Int, { description: "What a learner pays at the storefront, in cents." })
  priceCents!: number;
}
