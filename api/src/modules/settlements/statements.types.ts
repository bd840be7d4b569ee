import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { Connection } from "../../graphql/connection.js";
import { StatementStatus } from "./statement.rules.js";

registerEnumType(StatementStatus, {
  name: "StatementStatus",
  description: "Where a partner's monthly statement is in its settlement.",
  valuesConfig: {
    READY: { description: "Made: waits for the academy's approval." },
    APPROVED: { description: "Approved: its payout is being made." },
    WAITING: { description: "Approved, but the partner's payout account cannot be paid yet." },
    PAID: { description: "Its payable amount was paid out." },
    FAILED: { description: "Its payout failed." },
    REVERSED: { description: "Its payout was reversed." },
  },
});

/** The money of a statement, or of all statements of a filter, in cents. */
@ObjectType({ description: "A statement's money (or a list's sums), in cents." })
export class StatementMoneyObject {
  @Field(() => Int, { description: "Tuition of the sales." })
  salesCents!: number;

  @Field(() => Int, { description: "Tuition given back: refunds and lost disputes (negative)." })
  refundsCents!: number;

  @Field(() => Int, { description: "The academy's royalty." })
  royaltyCents!: number;

  @Field(() => Int, { description: "The processor's fees." })
  feesCents!: number;

  @Field(() => Int, { description: "The partner's share of the lines." })
  partnerShareCents!: number;

  @Field(() => Int, {
    description: "The balance carried in from the previous statement (0 or less).",
  })
  carriedInCents!: number;

  @Field(() => Int, { description: "What is paid to the partner (0 or more)." })
  payableCents!: number;

  @Field(() => Int, { description: "The balance carried to the next statement (0 or less)." })
  carriedOutCents!: number;
}

@ObjectType({ description: "A partner's monthly statement." })
export class StatementObject extends StatementMoneyObject {
  @Field(() => Int, { description: "The statement's id." })
  id!: number;

  @Field(() => Int, { description: "The partner it is for." })
  partnerId!: number;

  @Field({ description: "The partner's legal name." })
  partnerName!: string;

  @Field({
    description: "Its month: the first day (YYYY-MM-DD) of the month in the academy's time zone.",
  })
  period!: string;

  @Field(() => StatementStatus, { description: "Where it is in its settlement." })
  status!: StatementStatus;

  @Field(() => Date, { description: "When the month was closed." })
  createdAt!: Date;

  @Field(() => String, {
    nullable: true,
    description: "Why its approved payout waits (the payout account cannot be paid yet).",
  })
  waitingReason!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Why its payout failed: the payment processor's code.",
  })
  failureReason!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The processor's transfer that paid it (none when nothing was payable).",
  })
  transferId!: string | null;

  @Field(() => Int, { description: "What was reversed of its payout, in cents." })
  transferAmountReversedCents!: number;

  @Field(() => Date, { nullable: true, description: "When the academy approved it." })
  approvedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: "When it was paid." })
  paidAt!: Date | null;

  @Field({ description: "Its PDF (for the partner's administrators and the academy's)." })
  pdfUrl!: string;

  @Field({ description: "Its lines and totals as CSV." })
  csvUrl!: string;
}

@ObjectType("StatementConnection", { description: "A page of partners' monthly statements." })
export class StatementConnection extends Connection(StatementObject, "Statement") {}

@ObjectType({ description: "Statements matching an administrator's filter, with their sums." })
export class AdminStatementsObject {
  @Field(() => StatementConnection, {
    description: "The page of statements, the last closed first.",
  })
  statements!: StatementConnection;

  @Field(() => StatementMoneyObject, { description: "The sums over every matching statement." })
  totals!: StatementMoneyObject;
}
