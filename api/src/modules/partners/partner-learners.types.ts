import { Field, Float, Int, ObjectType } from "type-graphql";
import { Connection } from "../../graphql/connection.js";
import { CertificateStatus } from "../certificates/certificate.entity.js";
import { EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { PaymentStatus } from "../payments/payment.entity.js";

@ObjectType("PartnerLearner", {
  description:
    "A learner of a partner: enrolled through its storefront or registered there. Only what the partner's administrators may see.",
})
export class PartnerLearnerObject {
  @Field(() => Int, { description: "The learner's account id." })
  id!: number;

  @Field({ description: "First name." })
  firstName!: string;

  @Field({ description: "Last name." })
  lastName!: string;

  @Field({ description: "Email address." })
  email!: string;

  @Field(() => Int, {
    description: "Courses the learner is enrolled in through this partner (cancelled ones aside).",
  })
  enrolledCourses!: number;

  @Field({ description: "The learner registered at this partner's storefront." })
  registeredHere!: boolean;
}

@ObjectType("PartnerLearnerConnection", { description: "A page of a partner's learners." })
export class PartnerLearnerConnection extends Connection(PartnerLearnerObject, "PartnerLearner") {}

@ObjectType("PartnerEnrollment", {
  description:
    "An enrollment sold through a partner's storefront, with its completion and certificate.",
})
export class PartnerEnrollmentObject {
  @Field(() => Int, { description: "The enrollment's id." })
  id!: number;

  @Field(() => Int, { nullable: true, description: "The learner; null once the account is gone." })
  learnerId!: number | null;

  @Field({ description: "The learner's full name." })
  learnerName!: string;

  @Field({ description: "The learner's email address." })
  learnerEmail!: string;

  @Field(() => Int, { description: "The course." })
  courseId!: number;

  @Field({ description: "The course's title." })
  courseTitle!: string;

  @Field(() => EnrollmentStatus, { description: "Active, completed or cancelled." })
  status!: EnrollmentStatus;

  @Field({ description: "When the learner was enrolled." })
  enrolledAt!: Date;

  @Field(() => Date, { nullable: true, description: "When the learner completed the course." })
  completedAt!: Date | null;

  @Field(() => String, {
    nullable: true,
    description: "The certificate's number (the valid one, else the latest); null without one.",
  })
  certificateNumber!: string | null;

  @Field(() => CertificateStatus, { nullable: true, description: "That certificate's status." })
  certificateStatus!: CertificateStatus | null;
}

@ObjectType("PartnerEnrollmentConnection", { description: "A page of a partner's enrollments." })
export class PartnerEnrollmentConnection extends Connection(
  PartnerEnrollmentObject,
  "PartnerEnrollment",
) {}

@ObjectType("PartnerSale", {
  description: "A course sold through a partner's storefront (paid, maybe refunded since).",
})
export class PartnerSaleObject {
  @Field(() => Int, { description: "The payment's id." })
  id!: number;

  @Field({ description: "When it was paid." })
  paidAt!: Date;

  @Field(() => Int, { nullable: true, description: "The learner; null once the account is gone." })
  learnerId!: number | null;

  @Field(() => String, { nullable: true, description: "The learner's full name." })
  learnerName!: string | null;

  @Field(() => Int, { nullable: true, description: "The course; null once it is gone." })
  courseId!: number | null;

  @Field(() => String, { nullable: true, description: "The course's title." })
  courseTitle!: string | null;

  @Field(() => Int, { description: "What the learner paid, in cents." })
  amountCents!: number;

  @Field(() => Int, { description: "Given back so far, in cents." })
  refundedCents!: number;

  @Field({ description: "The currency code, lower case (usd)." })
  currency!: string;

  @Field(() => PaymentStatus, { description: "SUCCESSFUL, or REFUNDED once refunded in full." })
  status!: PaymentStatus;
}

@ObjectType("PartnerSalesTotals", { description: "The sums of a partner's sales over a filter." })
export class PartnerSalesTotalsObject {
  @Field(() => Int, { description: "How many sales." })
  sales!: number;

  @Field(() => Float, {
    description: "What was paid, whole cents (a Float: years of sales outgrow a 32-bit Int).",
  })
  amountCents!: number;

  @Field(() => Float, { description: "What was refunded of it, whole cents." })
  refundedCents!: number;

  @Field(() => Float, { description: "Paid less refunded, whole cents." })
  netCents!: number;
}

@ObjectType("PartnerSaleConnection", {
  description: "A page of a partner's sales, with the totals of every sale the filter selects.",
})
export class PartnerSaleConnection extends Connection(PartnerSaleObject, "PartnerSale") {
  @Field(() => PartnerSalesTotalsObject, {
    description: "Every sale the filter selects, on every page (counted only when asked for).",
  })
  totals!: PromiseLike<PartnerSalesTotalsObject>;
}
