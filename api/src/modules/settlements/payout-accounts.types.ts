import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { PayoutAccountState } from "./payout-account.rules.js";

registerEnumType(PayoutAccountState, {
  name: "PayoutAccountState",
  description: "What a partner's payout account (Stripe Connect, or the demo's) can do.",
  valuesConfig: {
    NOT_CONNECTED: { description: "No payout account yet: onboarding not started." },
    DETAILS_NEEDED: { description: "Connected; its owner has not sent their details yet." },
    PAYOUTS_ENABLED: { description: "The processor pays out to it." },
    RESTRICTED: { description: "Details sent, but the processor does not pay out (see reason)." },
    DISCONNECTED: { description: "Its owner disconnected it from the academy: connect again." },
  },
});

@ObjectType({ description: "A partner's payout account as the processor last told it." })
export class PayoutAccountObject {
  @Field(() => Int, { description: "The partner it pays out to." })
  partnerId!: number;

  @Field(() => PayoutAccountState, { description: "What it can do." })
  state!: PayoutAccountState;

  @Field(() => String, {
    nullable: true,
    description:
      "Why it cannot be paid out, in words (null when payouts are enabled or not connected).",
  })
  reason!: string | null;

  @Field(() => [String], {
    description: "What the processor still asks for (Stripe's requirements.currently_due).",
  })
  currentlyDue!: string[];

  @Field(() => Date, { nullable: true, description: "When the processor's state was last read." })
  updatedAt!: Date | null;
}

@ObjectType({ description: "A fresh onboarding link of the partner's payout account." })
export class PayoutOnboardingObject {
  @Field({
    description:
      "Where to send the partner's administrator now: single use, expires in minutes (never store it).",
  })
  url!: string;

  @Field(() => Date, { description: "When the link stops working (Stripe: five minutes)." })
  expiresAt!: Date;
}
