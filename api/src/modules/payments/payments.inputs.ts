import { IsInt, Matches, MaxLength, Min } from "class-validator";
import { Field, InputType, Int } from "type-graphql";
import { PaymentDateRange, PaymentSource } from "./admin-payments.types.js";
import { PaymentStatus } from "./payment.entity.js";

@InputType({ description: "What the admin payments list and its summary show." })
export class AdminPaymentFilter {
  @Field(() => String, {
    nullable: true,
    description:
      "Part of the transaction id, username, course title or (a licence fee's) business name, or an amount (49.99).",
  })
  search?: string | null;

  @Field(() => PaymentDateRange, { nullable: true, description: "Only payments of this period." })
  date?: PaymentDateRange | null;

  @Field(() => PaymentStatus, { nullable: true, description: "Only payments in this status." })
  status?: PaymentStatus | null;

  @Field(() => PaymentSource, {
    nullable: true,
    description: "Only the academy's own payments, or only partners' sales.",
  })
  source?: PaymentSource | null;
}

@InputType({ description: "A refund through the payment's processor." })
export class RefundPaymentInput {
  @Field(() => Int, { description: "The payment to refund." })
  paymentId!: number;

  @Field(() => Int, {
    nullable: true,
    description: "Cents; what is left of the payment when absent.",
  })
  amountCents?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      "The learner keeps the course (required for a partial refund of a course; seats and a licence fee keep what they bought unless all is refunded).",
  })
  keepEnrollment?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The caller's key for this refund (1-255 printable ASCII characters, e.g. a UUID made when the refund form opens): sent again with the same input it answers the first answer and refunds nothing more; with another input it is refused (IDEMPOTENCY_KEY_REUSED).",
  })
  idempotencyKey?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      "Without an idempotency key, the same amount as a refund of the last 10 minutes is refused as a likely retry (CONFLICT): true says a second refund is meant.",
  })
  repeat?: boolean | null;

  @Field(() => [Int], {
    nullable: true,
    description:
      "For seats bought by an agency: the enrollments on seats that end with the refund, when it gives back more seats than the agency has unused (see adminSeatRefund).",
  })
  endEnrollmentIds?: number[] | null;
}

@InputType({ description: "A card for the demo processor; only brand and last four are kept." })
export class DemoPaymentInput {
  @Field({ description: "The payment being paid (PaymentIntent.id)." })
  @MaxLength(100)
  paymentIntentId!: string;

  @Field({ description: "The payment's client secret (PaymentIntent.clientSecret)." })
  @MaxLength(200)
  clientSecret!: string;

  @Field({
    description: "The card number; 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.",
  })
  @Matches(/^[\d\s-]{12,23}$/, { message: "Your card number is invalid." })
  cardNumber!: string;

  @Field(() => Int, { description: "Expiry month, 1-12." })
  @IsInt()
  @Min(1, { message: "Your card's expiration month is invalid." })
  expMonth!: number;

  @Field(() => Int, { description: "Expiry year, four digits." })
  @IsInt()
  @Min(0, { message: "Your card's expiration year is invalid." })
  expYear!: number;

  @Field({ description: "The card's security code; checked, never stored." })
  @Matches(/^\d{3,4}$/, { message: "Your card's security code is invalid." })
  cvc!: string;
}
