import { Field, Float, Int, ObjectType, registerEnumType } from "type-graphql";
import { Connection } from "../../graphql/connection.js";
import { PaymentProvider, PaymentStatus } from "./payment.entity.js";

registerEnumType(PaymentStatus, {
  name: "PaymentStatus",
  description: "Where a payment stands with its processor.",
  valuesConfig: {
    SUCCESSFUL: { description: "Paid." },
    PENDING: { description: "Started but not paid yet." },
    FAILED: {
      description: "Refused by the processor (a declined card); another card may still pay it.",
    },
    REFUNDED: { description: "Paid and then refunded in full." },
  },
});

export enum PaymentDateRange {
  ALL = "all",
  TODAY = "today",
  WEEK = "week",
  MONTH = "month",
}
registerEnumType(PaymentDateRange, {
  name: "PaymentDateRange",
  description: "TODAY since midnight UTC; WEEK and MONTH the last 7 and 30 days.",
  valuesConfig: {
    ALL: { description: "Every payment." },
    TODAY: { description: "Since midnight UTC." },
    WEEK: { description: "The last 7 days." },
    MONTH: { description: "The last 30 days." },
  },
});

/** Whose sale a payment is: the academy's own, or a licensed partner's storefront's. */
export enum PaymentSource {
  ACADEMY = "academy",
  PARTNER = "partner",
}
registerEnumType(PaymentSource, {
  name: "PaymentSource",
  description: "Whose sale a payment is.",
  valuesConfig: {
    ACADEMY: { description: "The academy's own (its pages, licence fees, renewals)." },
    PARTNER: { description: "A sale through a licensed partner's storefront." },
  },
});

@ObjectType("AdminPayment", { description: "A payment as administrators reconcile it." })
export class AdminPaymentObject {
  @Field(() => Int, { description: "The payment's id." })
  id!: number;

  @Field({ description: "The processor's payment id." })
  transactionId!: string;

  @Field(() => Int, {
    nullable: true,
    description: "The payer; null for a licence fee or once the user was deleted.",
  })
  userId!: number | null;

  @Field(() => String, { nullable: true, description: "Null once the user was deleted." })
  username!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "The course bought; null for a licence fee or a deleted course.",
  })
  courseId!: number | null;

  @Field(() => String, { nullable: true, description: "The course's title." })
  courseTitle!: string | null;

  @Field(() => Int, { description: "What was charged, in cents." })
  amountCents!: number;

  @Field(() => String, {
    nullable: true,
    description: "The business whose licence fee this is (no user or course then).",
  })
  businessName!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The licence a licence fee pays for ('Royalty-Free License'); null for any other payment.",
  })
  licence!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "The partner whose storefront made the sale; null for the academy's own.",
  })
  partnerId!: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      "That partner's storefront name (else its legal name); null for the academy's own.",
  })
  partnerName!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "Seats of the course bought for an agency; null for a learner's own course.",
  })
  seats!: number | null;

  @Field(() => Int, { description: "Given back so far (refunds the processor has made)." })
  refundedCents!: number;

  @Field(() => Int, {
    description:
      "Held back by refunds the processor has not settled yet (Stripe's pending refunds): not given back yet, and not refundable again.",
  })
  pendingRefundCents!: number;

  @Field(() => String, {
    nullable: true,
    description:
      "The payer's dispute with their bank, as Stripe tells it: needs_response, under_review, warning_needs_response, warning_under_review (open); won, lost, warning_closed (closed). Null when never disputed.",
  })
  disputeStatus!: string | null;

  @Field({ description: "The currency code, lower case (usd)." })
  currency!: string;

  @Field(() => PaymentStatus, { description: "Where it stands with the processor." })
  status!: PaymentStatus;

  @Field(() => PaymentProvider, { description: "The processor that took it." })
  provider!: PaymentProvider;

  @Field({ description: "When the payment was started." })
  createdAt!: Date;

  @Field(() => String, { nullable: true, description: "Free-form details, as JSON text." })
  metadata!: string | null;

  @Field(() => Int, { nullable: true, description: "Successful payments have one." })
  receiptId!: number | null;
}

@ObjectType("AdminPaymentConnection", { description: "A page of payments, for administrators." })
export class AdminPaymentConnection extends Connection(AdminPaymentObject, "AdminPayment") {}

@ObjectType("PaymentFigures", { description: "Figures of the payments of one period." })
export class PaymentFiguresObject {
  @Field(() => Float, {
    description:
      "Sum of the successful payments less what was refunded, whole cents (a Float: years of payments outgrow a 32-bit Int).",
  })
  revenueCents!: number;

  @Field(() => Int, { description: "Payments of the period, whatever their status." })
  payments!: number;

  @Field(() => Int, { description: "Successful payments of the period." })
  successful!: number;

  @Field(() => Float, {
    nullable: true,
    description:
      "Percent of the payments that went through (refunded ones included) of those that went through or failed; pending (abandoned) ones do not count. Null when there are none.",
  })
  successRate!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "Mean successful payment; null without one.",
  })
  averageOrderCents!: number | null;
}

@ObjectType("PaymentSummary", {
  description: "The summary cards: the filtered payments and, for a date range, the period before.",
})
export class PaymentSummaryObject {
  @Field(() => PaymentFiguresObject, { description: "The filtered payments." })
  current!: PaymentFiguresObject;

  @Field(() => PaymentFiguresObject, {
    nullable: true,
    description: "The same length of time just before (null for ALL).",
  })
  previous!: PaymentFiguresObject | null;
}

@ObjectType("ReceiptRefund", { description: "Money of a receipt's payment given back." })
export class ReceiptRefundObject {
  @Field({ description: "When it was given back." })
  refundedAt!: Date;

  @Field(() => Int, { description: "How much, in cents." })
  amountCents!: number;
}

@ObjectType("Receipt", { description: "The receipt of a successful payment." })
export class ReceiptObject {
  @Field(() => Int, { description: "The receipt's id." })
  id!: number;

  @Field({ description: "R- and the id padded to 6 digits." })
  receiptNumber!: string;

  @Field({ description: "When it was issued." })
  createdAt!: Date;

  @Field(() => Int, { description: "The payment it is for." })
  paymentId!: number;

  @Field(() => Int, { nullable: true, description: "The payer; null once the user was deleted." })
  userId!: number | null;

  @Field(() => String, { nullable: true, description: "The payer's username at the time." })
  username!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The payer's full name, or the business whose licence fee it is.",
  })
  customerName!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The payer's email, or the licence's contact email.",
  })
  customerEmail!: string | null;

  @Field(() => String, { nullable: true, description: "The course bought, as titled at the time." })
  courseTitle!: string | null;

  @Field({
    description:
      "The line item: the course's title, or the licence and its business ('Royalty-Free License — Acme Bail Bonds').",
  })
  item!: string;

  @Field(() => Int, {
    description: "How many of the item: the seats bought for an agency, else 1.",
  })
  quantity!: number;

  @Field(() => Int, { description: "The price of one, in cents (the amount over the quantity)." })
  unitAmountCents!: number;

  @Field(() => Int, { description: "What was paid, in cents." })
  amountCents!: number;

  @Field({ description: "The currency code, lower case (usd)." })
  currency!: string;

  @Field(() => Int, { description: "Given back so far, in cents (the refunds' sum)." })
  refundedCents!: number;

  @Field(() => [ReceiptRefundObject], { description: "The refunds given back, oldest first." })
  refunds!: ReceiptRefundObject[];

  @Field({ description: "How it was paid, e.g. 'Visa ending in 4242' or the processor." })
  paymentMethod!: string;

  @Field({ description: "The processor's payment id." })
  transactionId!: string;

  @Field({ description: "The PDF, for the payer and administrators." })
  downloadUrl!: string;
}
