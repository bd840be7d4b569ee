import { Field, Int, ObjectType } from "type-graphql";
import { Connection } from "../../graphql/connection.js";

@ObjectType("ContinuingEducationCredit", {
  description: "A completed continuing-education course and the credit hours it carries.",
})
export class ContinuingEducationCreditType {
  @Field(() => Int, { description: "The enrollment that earned it." })
  enrollmentId!: number;

  @Field({ description: "The course's title." })
  title!: string;

  @Field(() => Int, { description: "The credit hours it counts for." })
  creditHours!: number;

  @Field({ description: "When it was completed." })
  completedAt!: Date;
}

@ObjectType("ContinuingEducationLedger", {
  description:
    "The signed-in learner's current renewal period. Dates are UTC days (YYYY-MM-DD); without an initial certification only the rule is known.",
})
export class ContinuingEducationLedgerType {
  @Field({ description: "The learner completed an initial certification course." })
  hasInitialCertification!: boolean;

  @Field(() => String, {
    nullable: true,
    description: "The day of the first initial certification: periods count from it.",
  })
  anchorDate!: string | null;

  @Field(() => String, { nullable: true, description: "The current period's first day." })
  periodStart!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The current period's last day: the hours are due by its end.",
  })
  deadline!: string | null;

  @Field(() => Int, { nullable: true, description: "Days from today (UTC) to the deadline." })
  daysLeft!: number | null;

  @Field(() => Int, { description: "Credit hours earned in the current period." })
  hoursEarned!: number;

  @Field(() => Int, { description: "Credit hours the renewal rule requires per period." })
  hoursRequired!: number;

  @Field(() => Int, { description: "Hours still needed by the deadline (0 when met)." })
  hoursMissing!: number;

  @Field(() => Int, { description: "The length of a renewal period in months." })
  periodMonths!: number;

  @Field(() => [ContinuingEducationCreditType], {
    description: "The courses that count in the current period, oldest first.",
  })
  courses!: ContinuingEducationCreditType[];

  @Field(() => [ContinuingEducationCreditType], {
    description:
      "Continuing-education courses completed before the first initial certification (all of " +
      "them while there is none), oldest first: renewal periods start with the certification, " +
      "so these count in no period.",
  })
  beforeCertification!: ContinuingEducationCreditType[];
}

@ObjectType("RenewalRule", {
  description: "Continuing-education hours required in each renewal period.",
})
export class RenewalRuleType {
  @Field(() => Int, { description: "Credit hours per period (1 to 1000)." })
  requiredHours!: number;

  @Field(() => Int, { description: "The period's length in months (1 to 120)." })
  periodMonths!: number;
}

@ObjectType("RenewalDue", { description: "A learner whose renewal deadline is near." })
export class RenewalDueType {
  @Field(() => Int, { description: "The learner's user id." })
  userId!: number;

  @Field({ description: "The learner's username." })
  username!: string;

  @Field({ description: "First and last name." })
  fullName!: string;

  @Field({ description: "Where reminders go." })
  email!: string;

  @Field({ description: "The current period's first day (YYYY-MM-DD, UTC)." })
  periodStart!: string;

  @Field({ description: "The current period's last day (YYYY-MM-DD, UTC)." })
  deadline!: string;

  @Field(() => Int, { description: "Days from today (UTC) to the deadline." })
  daysLeft!: number;

  @Field(() => Int, { description: "Credit hours earned in the period." })
  hoursEarned!: number;

  @Field(() => Int, { description: "Credit hours required per period." })
  hoursRequired!: number;

  @Field(() => Int, { description: "Hours still needed." })
  hoursMissing!: number;
}

@ObjectType("RenewalDueConnection", {
  description: "A page of learners with hours missing, nearest deadline first.",
})
export class RenewalDueConnection extends Connection(RenewalDueType, "RenewalDue") {}

export const DEFAULT_DAYS_AHEAD = 60;
export const MAX_DAYS_AHEAD = 3650;
