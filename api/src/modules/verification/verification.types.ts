import type { ClassType } from "type-graphql";
import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { CheckGroup } from "./verification.service.js";

registerEnumType(CheckGroup, {
  name: "VerificationGroup",
  description: "A group of checks, cached for 5 minutes on its own.",
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

  @Field()
  reason!: string;

  @Field(() => String, { nullable: true, description: "ISO 8601; null when unknown." })
  timestamp!: string | null;

  @Field(() => [String], { description: "The records involved, as kind:id." })
  recordIds!: string[];

  @Field(() => Int, { nullable: true })
  enrollmentId?: number | null;

  @Field(() => String, { nullable: true, description: "The processor's payment id." })
  paymentId?: string | null;

  @Field(() => String, { nullable: true })
  businessName?: string | null;

  @Field(() => Int, { nullable: true })
  courseId?: number | null;

  @Field(() => String, { nullable: true })
  courseTitle?: string | null;

  @Field(() => Int, { nullable: true })
  userId?: number | null;

  @Field(() => String, { nullable: true })
  ipAddress?: string | null;

  @Field({ description: "Flagged for review." })
  flagged!: boolean;

  @Field({ description: "Resolved with a note: no longer counted." })
  resolved!: boolean;

  @Field(() => String, { nullable: true })
  resolutionNote!: string | null;
}

@ObjectType("VerificationCheck", { description: "One check of a group and what it found." })
export class VerificationCheckObject {
  @Field()
  code!: string;

  @Field()
  type!: string;

  @Field(() => Int, { description: "Anomalies found, resolved ones included." })
  total!: number;
}

@ObjectType("EnrollmentVerificationRecord")
export class EnrollmentRecordObject {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  userId!: number;

  @Field(() => String, { nullable: true })
  username!: string | null;

  @Field(() => Int)
  courseId!: number;

  @Field(() => String, { nullable: true })
  courseTitle!: string | null;

  @Field(() => String, { nullable: true, description: "The processor's payment id." })
  paymentId!: string | null;

  @Field(() => Int, { nullable: true })
  paymentAmountCents!: number | null;

  @Field({ description: "ISO 8601." })
  enrolledAt!: string;

  @Field()
  status!: string;

  @Field({ description: "Granted by an administrator without a payment." })
  adminEnrolled!: boolean;

  @Field(() => String, { nullable: true, description: "The granting administrator." })
  grantedBy!: string | null;
}

@ObjectType("LicencePaymentVerificationRecord")
export class LicencePaymentRecordObject {
  @Field(() => Int)
  id!: number;

  @Field()
  businessName!: string;

  @Field()
  contactEmail!: string;

  @Field()
  licenseType!: string;

  @Field(() => String, { nullable: true })
  paymentId!: string | null;

  @Field(() => Int, { nullable: true })
  paymentAmountCents!: number | null;

  @Field()
  status!: string;

  @Field({ description: "ISO 8601." })
  offerSentAt!: string;
}

@ObjectType("CourseVerificationRecord")
export class CourseRecordObject {
  @Field(() => Int)
  id!: number;

  @Field()
  title!: string;

  @Field(() => Int)
  priceCents!: number;

  @Field(() => Int)
  hours!: number;

  @Field()
  isSelfPaced!: boolean;

  @Field()
  isActive!: boolean;

  @Field({ description: "ISO 8601." })
  createdAt!: string;
}

@ObjectType("SecurityCheckSummary")
export class SecurityCheckSummaryObject {
  @Field()
  code!: string;

  @Field()
  type!: string;

  @Field(() => Int)
  count!: number;
}

function groupFields<Row extends object>(row: ClassType<Row>) {
  // Not in the schema itself: only the concrete classes that extend it are reachable.
  @ObjectType()
  abstract class GroupObject {
    @Field({ description: "No open (unresolved) anomaly." })
    verified!: boolean;

    @Field()
    message!: string;

    @Field(() => Int, { description: "Records the checks read." })
    checked!: number;

    @Field(() => Int, { description: "Open anomalies (all of them, not only those listed)." })
    anomalyCount!: number;

    @Field(() => Int)
    resolvedCount!: number;

    @Field(() => [VerificationCheckObject])
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

@ObjectType("EnrollmentVerification")
export class EnrollmentVerificationObject extends groupFields(EnrollmentRecordObject) {
  @Field(() => Int, { description: "Enrollments granted by an administrator." })
  grants!: number;
}

@ObjectType("PaymentVerification")
export class PaymentVerificationObject extends groupFields(LicencePaymentRecordObject) {}

@ObjectType("CourseVerification")
export class CourseVerificationObject extends groupFields(CourseRecordObject) {}

@ObjectType("SecurityAudit")
export class SecurityAuditObject extends groupFields(SecurityCheckSummaryObject) {}

@ObjectType("VerificationOverview")
export class VerificationOverviewObject {
  @Field()
  verified!: boolean;

  @Field()
  message!: string;

  @Field(() => Int)
  anomalyCount!: number;

  @Field(() => EnrollmentVerificationObject)
  enrollments!: EnrollmentVerificationObject;

  @Field(() => PaymentVerificationObject)
  payments!: PaymentVerificationObject;

  @Field(() => CourseVerificationObject)
  courses!: CourseVerificationObject;

  @Field(() => [VerificationAnomalyObject])
  anomalies!: VerificationAnomalyObject[];
}

@ObjectType("VerificationFlagResult")
export class FlagResultObject {
  @Field(() => Int, { description: "Anomalies flagged now." })
  flagged!: number;

  @Field(() => Int, { description: "Anomalies that were flagged before." })
  alreadyFlagged!: number;
}

@ObjectType("VerificationFlag")
export class VerificationFlagObject {
  @Field(() => Int)
  id!: number;

  @Field()
  anomalyKey!: string;

  @Field()
  anomalyType!: string;

  @Field()
  reason!: string;

  @Field()
  flaggedAt!: Date;

  @Field(() => Date, { nullable: true })
  resolvedAt!: Date | null;

  @Field(() => String, { nullable: true })
  resolutionNote!: string | null;
}
