import { randomUUID } from "node:crypto";
import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { Public } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { AppError } from "../../errors.js";
import { RateLimited } from "../rate-limits/rate-limit.service.js";
import { DemoGateway } from "./demo.gateway.js";
import { PaymentAttemptService } from "./payment-attempt.service.js";
import { fulfilPurchase } from "./fulfilment.service.js";
import { PaymentProvider } from "./payment.entity.js";
import { DemoPaymentResultObject, PaymentSettingsObject } from "./payment.types.js";
import { DemoPaymentInput } from "./payments.inputs.js";

@Resolver()
export class PaymentResolver {
  @Public()
  @Query(() => PaymentSettingsObject, { description: "Which card form the browser shows." })
  paymentSettings(@Ctx() { config }: Context): PaymentSettingsObject {
    return config.stripe
      ? { processor: PaymentProvider.STRIPE, publishableKey: config.stripe.publishableKey }
      : { processor: PaymentProvider.DEMO, publishableKey: null };
  }

  @Public()
  @RateLimited({ bucket: "demo-payment", max: 30, windowSeconds: 600 })
  @Mutation(() => DemoPaymentResultObject, {
    description:
      "Pays a demo payment with a test card, as Stripe.js does with Stripe (installs without Stripe keys only).",
  })
  async confirmDemoPayment(
    @Arg("input", { description: "The payment and the test card." }) input: DemoPaymentInput,
    @Ctx() ctx: Context,
  ): Promise<DemoPaymentResultObject> {
    if (ctx.config.stripe) {
      throw new AppError("BAD_REQUEST", "Demo payments are off: this install uses Stripe.");
    }
    const intent = await new DemoGateway(ctx.em).confirm(
      input.paymentIntentId,
      input.clientSecret,
      {
        number: input.cardNumber,
        expMonth: input.expMonth,
        expYear: input.expYear,
        cvc: input.cvc,
      },
    );
    if (intent.status === "succeeded") {
      // As Stripe's webhook does: what was paid for is bought now, even if this browser goes away
      // before it asks (its own later call answers the same enrollment or offer). A failure here
      // is logged and left to that call; the card has been charged either way.
      await fulfilPurchase(ctx, intent).catch((error: unknown) =>
        ctx.request.log.error({ err: error }, "fulfilling a demo payment failed"),
      );
    } else if (intent.lastError) {
      // A declined card, as Stripe's payment_intent.payment_failed tells it: the payment failed.
      await new PaymentAttemptService(ctx.em, {
        gateway: new DemoGateway(ctx.em),
      }).recordFailedAttempt(intent.id, `demo_${randomUUID()}`, ctx.meta);
    }
    return { paymentIntentId: intent.id, status: intent.status, error: intent.lastError };
  }
}
