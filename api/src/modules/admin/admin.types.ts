import { Field, Float, ID, Int, ObjectType, registerEnumType } from "type-graphql";

@ObjectType("AdminWeeklyFigure", { description: "One week (Monday 00:00 UTC) of the series." })
export class AdminWeeklyFigureType {
  @Field({ description: "The week's first moment, Monday 00:00 UTC." })
  weekStart!: Date;

  @Field(() => Float, { description: "The week's payments less their refunds, whole cents." })
  revenueCents!: number;

  @Field(() => Float, {
    description: "Of revenueCents, the business licence fees; the rest is course sales.",
  })
  licenceRevenueCents!: number;

  @Field(() => Int, { description: "Enrollments made that week." })
  enrollments!: number;
}

@ObjectType("AdminDashboard", { description: "The admin dashboard's figures, from real data." })
export class AdminDashboardType {
  @Field(() => Int, { description: "Every account, learners and administrators." })
  totalUsers!: number;

  @Field(() => Int, {
    description: "Enrollments, active or completed: a cancelled one is not counted.",
  })
  totalEnrollments!: number;

  @Field(() => Float, {
    description: "Payments less their refunds, whole cents.",
  })
  totalRevenueCents!: number;

  @Field(() => Int, { description: "Courses that are active (DECISIONS 8)." })
  activeCourses!: number;

  @Field(() => Int, { description: "Users with a successful sign-in in the last 30 days." })
  activeUsers!: number;

  @Field(() => Int, { description: "Enrollments since the 1st of this month (UTC)." })
  newEnrollmentsThisMonth!: number;

  @Field(() => Float, { description: "Payments since the 1st of this month less refunds, cents." })
  revenueThisMonthCents!: number;

  @Field(() => Float, {
    description: "Of totalRevenueCents, the sales through partners' storefronts, cents.",
  })
  partnerRevenueCents!: number;

  @Field(() => Float, {
    description: "Of revenueThisMonthCents, the sales through partners' storefronts, cents.",
  })
  partnerRevenueThisMonthCents!: number;

  @Field(() => Float, {
    description: "Percent of the enrollments not cancelled that are completed, one decimal.",
  })
  completionRate!: number;

  @Field(() => [AdminWeeklyFigureType], {
    description: "The last 12 weeks, oldest first, the current week last; empty weeks are 0.",
  })
  weekly!: AdminWeeklyFigureType[];
}

/** What an audit event concerns, where the admin panel has a screen for it. */
export enum AuditTargetKind {
  USER = "USER",
  PAYMENT = "PAYMENT",
  COURSE = "COURSE",
  LEGAL_DOCUMENT = "LEGAL_DOCUMENT",
  BUSINESS_OFFER = "BUSINESS_OFFER",
  API_TOKEN = "API_TOKEN",
  CERTIFICATE = "CERTIFICATE",
}
registerEnumType(AuditTargetKind, {
  name: "AuditTargetKind",
  description: "The kind of record an audit event concerns; each has its admin screen.",
  valuesConfig: {
    USER: { description: "An account (Users); the label is its username." },
    PAYMENT: { description: "A payment (Payments); the label is its transaction ID." },
    COURSE: { description: "A course (Courses); the label is its title." },
    LEGAL_DOCUMENT: { description: "A legal document (Legal); the label is its title." },
    BUSINESS_OFFER: {
      description: "A business offer (Business Offers); the label is the business.",
    },
    API_TOKEN: { description: "A personal API token (API Tokens); the label is its name." },
    CERTIFICATE: { description: "A certificate (Certificates); the label is its number." },
  },
});

@ObjectType("AuditTarget", {
  description: "The record an audit event concerns, as it is now (its current name).",
})
export class AuditTargetType {
  @Field(() => AuditTargetKind, { description: "What kind of record, hence which admin screen." })
  kind!: AuditTargetKind;

  @Field(() => Int, { description: "The record's id." })
  id!: number;

  @Field({
    description:
      "Its name as the admin screen's search finds it: username, transaction ID, title, business name, token name or certificate number.",
  })
  label!: string;
}

@ObjectType("AdminActivity", { description: "One audit event, told as a sentence." })
export class AdminActivityType {
  @Field(() => ID, { description: "The audit event's id." })
  id!: string;

  @Field({ description: "The audit event type, e.g. enrollment.created." })
  type!: string;

  @Field({ description: "What happened, as one sentence for the activity feed." })
  message!: string;

  @Field(() => String, {
    nullable: true,
    description: "Who did it; null for the system or an anonymous caller.",
  })
  actorUsername!: string | null;

  @Field(() => String, { nullable: true, description: "The account it was done to, if any." })
  subjectUsername!: string | null;

  @Field({ description: "When it happened." })
  createdAt!: Date;

  @Field(() => AuditTargetType, {
    nullable: true,
    description:
      "The record it concerns, where that still exists and has an admin screen; null otherwise.",
  })
  target!: AuditTargetType | null;
}

@ObjectType("FixAdminReport", { description: "What the admin fix checked and repaired." })
export class FixAdminReportType {
  @Field({ description: "Both checks pass now." })
  ok!: boolean;

  @Field(() => [String], { description: "Super administrators given the administrator flag." })
  repaired!: string[];

  @Field(() => Int, { description: "Active super administrators after the fix." })
  activeSuperAdmins!: number;

  @Field(() => [String], { description: "The report, one line each." })
  lines!: string[];

  @Field({ description: "The lines joined with line breaks." })
  text!: string;
}
