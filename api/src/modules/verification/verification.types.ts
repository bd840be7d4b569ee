import type { ClassType } from "type-graphql";
import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { CheckGroup } from "./verification.service.js";

registerEnumType(CheckGroup, {
  name: "VerificationGroup",
  description: "A group of checks, cached for 5 minutes on its own.",
  valuesConfig: {
    ENROLLMENTS: {
      description: "Enrollments without a payment, a signed agreement or learning-system access.",
    },
    PAYMENTS: {
      description: "Payments and licence fees: amounts, reuse, payments without enrollment.",
    },
    COURSES: { description: "Active courses without a price or hours." },
    SECURITY: {
      description:
        "Sign-in bursts, admin sign-ins and role changes, session and token reuse, the audit chain.",
    },
  },
});

@ObjectType("VerificationAnomaly", {
  description: "One finding of an integrity or security check.",
})
export class VerificationAnomalyObject {
  @Field({ description: "Stable over runs: the check's code and the record ids." })
  key!: string;

  @Field({ description: "The check's code." })
  code!: string;

  @Field({ description: "The check's name." })
  type!: string;

  @Field({ description: "What is wrong, in one sentence." })
  reason!: string;

  @Field(() => String, { nullable: true, description: "ISO 8601; null when unknown." })
  timestamp!: string | null;

  @Field(() => [String], { description: "The records involved, as kind:id." })
  recordIds!: string[];

  @Field(() => Int, { nullable: true, description: "The enrollment involved, if any." })
  enrollmentId?: number | null;

  @Field(() => String, { nullable: true, description: "The processor's payment id." })
  paymentId?: string | null;

  @Field(() => String, { nullable: true, description: "The business involved, if any." })
  businessName?: string | null;

  @Field(() => Int, { nullable: true, description: "The course involved, if any." })
  courseId?: number | null;

  @Field(() => String, { nullable: true, description: "That course's title." })
  courseTitle?: string | null;

  @Field(() => Int, { nullable: true, description: "The user involved, if any." })
  userId?: number | null;

  @Field(() => String, { nullable: true, description: "The client address involved, if any." })
  ipAddress?: string | null;

  @Field({ description: "Flagged for review." })
  flagged!: boolean;

  @Field({ description: "Resolved with a note: no longer counted." })
  resolved!: boolean;

  @Field(() => String, { nullable: true, description: "The administrator's note when resolved." })
  resolutionNote!: string | null;
}

@ObjectType("VerificationCheck", { description: "One check of a group and what it found." })
export class VerificationCheckObject {
  @Field({ description: "The check's code, stable over runs." })
  code!: string;

  @Field({ description: "The check's name." })
  type!: string;

  @Field(() => Int, { description: "Anomalies found, resolved ones included." })
  total!: number;
}

@ObjectType("EnrollmentVerificationRecord", {
  description: "An enrollment as the enrollment checks read it.",
})
export class EnrollmentRecordObject {
  @Field(() => Int, { description: "The enrollment's id." })
  id!: number;

  @Field(() => Int, { description: "The learner." })
  userId!: number;

  @Field(() => String, {
    nullable: true,
    description: "The learner's username; null once deleted.",
  })
  username!: string | null;

  @Field(() => Int, { description: "The course." })
  courseId!: number;

  @Field(() => String, { nullable: true, description: "The course's title; null once deleted." })
  courseTitle!: string | null;

  @Field(() => String, { nullable: true, description: "The processor's payment id." })
  paymentId!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "What the payment was, in cents; null without one.",
  })
  paymentAmountCents!: number | null;

  @Field({ description: "ISO 8601." })
  enrolledAt!: string;

  @Field({ description: "The enrollment's status (active, completed, cancelled)." })
  status!: string;

  @Field({ description: "Granted by an administrator without a payment." })
  adminEnrolled!: boolean;

  @Field(() => String, { nullable: true, description: "The granting administrator." })
  grantedBy!: string | null;
}

@ObjectType("LicencePaymentVerificationRecord", {
  description: "A licensing offer as the payment checks read it.",
})
export class LicencePaymentRecordObject {
  @Field(() => Int, { description: "The offer's id." })
  id!: number;

  @Field({ description: "The business." })
  businessName!: string;

  @Field({ description: "The business's contact email address." })
  contactEmail!: string;

  @Field({ description: "The licence type (royalty-free, revenue-share)." })
  licenseType!: string;

  @Field(() => String, {
    nullable: true,
    description: "The processor's payment id of the fee; null while unpaid.",
  })
  paymentId!: string | null;

  @Field(() => Int, { nullable: true, description: "What was paid, in cents; null while unpaid." })
  paymentAmountCents!: number | null;

  @Field({ description: "The offer's status." })
  status!: string;

  @Field({ description: "ISO 8601." })
  offerSentAt!: string;
}

@ObjectType("CourseVerificationRecord", { description: "A course as the course checks read it." })
export class CourseRecordObject {
  @Field(() => Int, { description: "The course's id." })
  id!: number;

  @Field({ description: "The course's title." })
  title!: string;

  @Field(() => Int, { description: "The price in cents." })
  priceCents!: number;

  @Field(() => Int, { description: "The length in hours." })
  hours!: number;

  @Field({ description: "Self-paced." })
  isSelfPaced!: boolean;

  @Field({ description: "Open for enrollment." })
  isActive!: boolean;

  @Field({ description: "ISO 8601." })
  createdAt!: string;
}

@ObjectType("SecurityCheckSummary", {
  description: "A security check and how many anomalies it found.",
})
export class SecurityCheckSummaryObject {
  @Field({ description: "The check's code." })
  code!: string;

  @Field({ description: "The check's name." })
  type!: string;

  @Field(() => Int, { description: "Anomalies it found." })
  count!: number;
}

function groupFields<Row extends object>(row: ClassType<Row>) {
  // Not in the schema itself: only the concrete classes that extend it are reachable.
  @ObjectType()
  abstract class GroupObject {
    @Field({ description: "No open (unresolved) anomaly." })
    verified!: boolean;

    @Field({ description: "The outcome in one sentence, as the tab's banner shows it." })
    message!: string;

    @Field(() => Int, { description: "Records the checks read." })
    checked!: number;

    @Field(() => Int, { description: "Open anomalies (all of them, not only those listed)." })
    anomalyCount!: number;

    @Field(() => Int, { description: "Anomalies resolved with a note (not counted as open)." })
    resolvedCount!: number;

    @Field(() => [VerificationCheckObject], { description: "Each check of the group." })
    checks!: VerificationCheckObject[];

    @Field(() => [VerificationAnomalyObject], { description: "At most 200 per check." })
    anomalies!: VerificationAnomalyObject[];

    @Field({ description: "When the checks ran (ISO 8601); cached for 5 minutes." })
    computedAt!: string;

    @Field(() => [row], { description: "The records shown (at most 50, newest first)." })
    data!: Row[];
  }
  return GroupObject;
}

@ObjectType("EnrollmentVerification", {
  description: "The enrollment checks and what they found, for administrators.",
})
export class EnrollmentVerificationObject extends groupFields(EnrollmentRecordObject) {
  @Field(() => Int, { description: "Enrollments granted by an administrator." })
  grants!: number;
}

@ObjectType("PaymentVerification", {
  description: "The payment checks and what they found, for administrators.",
})
export class PaymentVerificationObject extends groupFields(LicencePaymentRecordObject) {}

@ObjectType("CourseVerification", {
  description: "The course checks and what they found, for administrators.",
})
export class CourseVerificationObject extends groupFields(CourseRecordObject) {}

@ObjectType("SecurityAudit", {
  description: "The security checks and what they found, for administrators.",
})
export class SecurityAuditObject extends groupFields(SecurityCheckSummaryObject) {}

@ObjectType("VerificationOverview", {
  description: "Every group's verdict at once, for the administrators' verification page.",
})
export class VerificationOverviewObject {
  @Field({ description: "No group has an open anomaly." })
  verified!: boolean;

  @Field({ description: "The outcome in one sentence." })
  message!: string;

  @Field(() => Int, { description: "Open anomalies of every group." })
  anomalyCount!: number;

  @Field(() => EnrollmentVerificationObject, { description: "The enrollment checks." })
  enrollments!: EnrollmentVerificationObject;

  @Field(() => PaymentVerificationObject, { description: "The payment checks." })
  payments!: PaymentVerificationObject;

  @Field(() => CourseVerificationObject, { description: "The course checks." })
  courses!: CourseVerificationObject;

  @Field(() => [VerificationAnomalyObject], { description: "The open anomalies of every group." })
  anomalies!: VerificationAnomalyObject[];
}

@ObjectType("VerificationFlagResult", {
  description: "The answer to flagging anomalies for review.",
})
export class FlagResultObject {
  @Field(() => Int, { description: "Anomalies flagged now." })
  flagged!: number;

  @Field(() => Int, { description: "Anomalies that were flagged before." })
  alreadyFlagged!: number;
}

@ObjectType("VerificationFlag", {
  description: "An anomaly flagged for review, and its resolution.",
})
export class VerificationFlagObject {
  @Field(() => Int, { description: "The flag's id." })
  id!: number;

  @Field({ description: "The anomaly's stable key." })
  anomalyKey!: string;

  @Field({ description: "The check that found it." })
  anomalyType!: string;

  @Field({ description: "What was wrong, as found." })
  reason!: string;

  @Field({ description: "When it was flagged." })
  flaggedAt!: Date;

  @Field(() => Date, { nullable: true, description: "When it was resolved; null while open." })
  resolvedAt!: Date | null;

  @Field(() => String, { nullable: true, description: "The administrator's note when resolved." })
  resolutionNote!: string | null;
}

@ObjectType("TrustedAddress", {
  description:
    "A client address a super administrator trusts: administrators' sign-ins from it are not security findings.",
})
export class TrustedAddressObject {
  @Field({ description: "The IPv4 or IPv6 address, as the login history records it." })
  ipAddress!: string;

  @Field(() => String, { nullable: true, description: "Why it is trusted, if given." })
  note!: string | null;

  @Field({ description: "When it was trusted." })
  trustedAt!: Date;
}
