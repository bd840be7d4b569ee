import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import type { Config } from "../../config.js";
import type { PaymentIntent } from "./payment.gateway.js";
import { PaymentProvider } from "./payment.entity.js";

registerEnumType(PaymentProvider, {
  name: "PaymentProcessor",
  description:
    "Stripe when the install has Stripe keys, else the demo processor (no card is charged).",
  valuesConfig: {
    STRIPE: { description: "Stripe: real cards, in production." },
    DEMO: {
      description: "The demo processor with Stripe's test-card rules (never in production).",
    },
  },
});

@ObjectType("PaymentSettings", { description: "What the browser's card form needs." })
export class PaymentSettingsObject {
  @Field(() => PaymentProvider, { description: "The processor the card form talks to." })
  processor!: PaymentProvider;

  @Field(() => String, { nullable: true, description: "Stripe's publishable key (stripe only)." })
  publishableKey!: string | null;
}

@ObjectType("PaymentIntent", { description: "A payment to be made in the browser's card form." })
export class PaymentIntentObject {
  @Field({
    description:
      "The processor's payment id, named again after paying (checkoutEnrollment, completeSeatPurchase, payBusinessOffer).",
  })
  id!: string;

  @Field({ description: "For the card form only; keep it out of logs and URLs." })
  clientSecret!: string;

  @Field(() => Int, { description: "The course's price in cents, set by the server." })
  amountCents!: number;

  @Field({ description: "The currency code, lower case (usd)." })
  currency!: string;

  @Field(() => PaymentProvider, { description: "The processor that takes the payment." })
  processor!: PaymentProvider;

  @Field(() => String, {
    nullable: true,
    description: "Stripe's publishable key, for the card form (stripe only).",
  })
  publishableKey!: string | null;
}

/** A processor's intent as the browser's card form takes it: with the processor and its key. */
export const paymentIntentObject = (
  config: Config,
  intent: PaymentIntent,
  processor: PaymentProvider,
): PaymentIntentObject => ({
  ...intent,
  processor,
  publishableKey:
    processor === PaymentProvider.STRIPE ? (config.stripe?.publishableKey ?? null) : null,
});

@ObjectType("DemoPaymentResult", { description: "The demo processor's answer, like Stripe.js's." })
export class DemoPaymentResultObject {
  @Field({ description: "The payment that was tried." })
  paymentIntentId!: string;

  @Field({ description: "succeeded, or requires_payment_method after a refusal." })
  status!: string;

  @Field(() => String, { nullable: true, description: "Why the card was refused." })
  error!: string | null;
}
