import { randomUUID } from "node:crypto";
import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Auth, Public } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { AppError } from "../../errors.js";
import { Role } from "../../graphql/roles.js";
import { EnrollmentObject, enrollmentObject } from "../enrollments/enrollment.types.js";
import { RateLimited } from "../rate-limits/rate-limit.js";
import { CheckoutService } from "./checkout.service.js";
import { DemoGateway } from "./demo-gateway.js";
import { recordFailedAttempt } from "./payment-attempt.js";
import { paymentGateway } from "./payment-gateway.js";
import { fulfilPurchase } from "./purchases.js";
import { PaymentProvider } from "./payment.entity.js";
import {
  DemoPaymentInput,
  DemoPaymentResultObject,
  PaymentIntentObject,
  PaymentSettingsObject,
} from "./payment.types.js";

const checkout = (ctx: Context) =>
  new CheckoutService(ctx.em, paymentGateway(ctx.config, ctx.em), ctx.jobs);

@Resolver()
export class PaymentResolver {
  @Public()
  @Query(() => PaymentSettingsObject, { description: "Which card form the browser shows." })
  paymentSettings(@Ctx() { config }: Context): PaymentSettingsObject {
    return config.stripe
      ? { processor: PaymentProvider.STRIPE, publishableKey: config.stripe.publishableKey }
      : { processor: PaymentProvider.DEMO, publishableKey: null };
  }

  @Auth(Role.USER)
  @Mutation(() => PaymentIntentObject, {
    description:
      "The payment for a course at its price (set by the server). Needs the signed agreement; a retry answers the same payment.",
  })
  async createPaymentIntent(
    @Arg("courseId", () => Int, { description: "The course to buy." }) courseId: number,
    @Ctx() ctx: Context,
  ): Promise<PaymentIntentObject> {
    const { id } = await signedInViewer(ctx);
    const service = checkout(ctx);
    const intent = await service.startPayment({ userId: id }, courseId);
    return { ...intent, processor: service.processor };
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
      await recordFailedAttempt(
        ctx.em,
        new DemoGateway(ctx.em),
        intent.id,
        `demo_${randomUUID()}`,
        ctx.meta,
      );
    }
    return { paymentIntentId: intent.id, status: intent.status, error: intent.lastError };
  }

  @Auth(Role.USER)
  @Mutation(() => EnrollmentObject, {
    description:
      "Enrolls the learner for a payment the processor confirms: succeeded, for this course, price and learner, not used before. A replay answers the same enrollment.",
  })
  async enroll(
    @Arg("courseId", () => Int, { description: "The course that was paid for." }) courseId: number,
    @Arg("paymentId", {
      description: "The processor's payment id (PaymentIntent.id), checked with the processor.",
    })
    paymentId: string,
    @Ctx() ctx: Context,
  ): Promise<EnrollmentObject> {
    const { id } = await signedInViewer(ctx);
    const buyer = { userId: id, meta: ctx.meta };
    return enrollmentObject(await checkout(ctx).fulfil(paymentId, buyer, courseId));
  }
}
