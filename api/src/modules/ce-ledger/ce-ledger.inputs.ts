import { Field, InputType, Int } from "type-graphql";
import { DEFAULT_DAYS_AHEAD, MAX_DAYS_AHEAD } from "./ce-ledger.types.js";

@InputType({ description: "A new renewal rule." })
export class RenewalRuleInput {
  @Field(() => Int, { description: "Credit hours per period, 1 to 1000." })
  requiredHours!: number;

  @Field(() => Int, { description: "The period's length in months, 1 to 120." })
  periodMonths!: number;
}
@InputType({ description: "Which learners the renewals report shows." })
export class RenewalsDueFilter {
  @Field(() => Int, {
    nullable: true,
    description: `Deadlines within this many days from today (0 to ${MAX_DAYS_AHEAD}; ${DEFAULT_DAYS_AHEAD} when omitted).`,
  })
  daysAhead?: number | null;

  @Field(() => String, {
    nullable: true,
    description: "Part of the username, full name or email (any case).",
  })
  search?: string | null;
}
