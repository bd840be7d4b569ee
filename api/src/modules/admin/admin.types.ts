import { Field, Float, ID, Int, ObjectType } from "type-graphql";

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

  @Field(() => Int, { description: "Every enrollment, whatever its status." })
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

  @Field(() => Float, { description: "Percent of enrollments completed, one decimal." })
  completionRate!: number;

  @Field(() => [AdminWeeklyFigureType], {
    description: "The last 12 weeks, oldest first, the current week last; empty weeks are 0.",
  })
  weekly!: AdminWeeklyFigureType[];
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
