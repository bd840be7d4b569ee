import { Field, InputType, Int } from "type-graphql";
import { StatementStatus } from "./statement.rules.js";

@InputType({ description: "Which statements an administrator lists: every field narrows." })
export class AdminStatementsFilter {
  @Field(() => Int, { nullable: true, description: "One partner's." })
  partnerId?: number | null;

  @Field(() => String, {
    nullable: true,
    description: "Months from this one (YYYY-MM, or YYYY-MM-DD: its month).",
  })
  from?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Months up to this one, included (YYYY-MM, or YYYY-MM-DD: its month).",
  })
  to?: string | null;

  @Field(() => StatementStatus, { nullable: true, description: "In this status." })
  status?: StatementStatus | null;
}
