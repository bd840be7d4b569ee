import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { EnrollmentObject, enrollmentObject } from "../enrollments/enrollment.types.js";
import { paymentGateway } from "../payments/payment-processor.gateway.js";
import { PaymentIntentObject, paymentIntentObject } from "../payments/payment.types.js";
import { CheckoutService } from "./checkout.service.js";
import { CheckoutSellerObject } from "./checkout.types.js";

const checkout = (ctx: Context) =>
  new CheckoutService(ctx.em, { jobs: ctx.jobs, gateway: paymentGateway(ctx.config, ctx.em) });

@Resolver()
export class CheckoutResolver {
  @Auth(Role.USER)
  @Query(() => CheckoutSellerObject, {
    description:
      "Who sells a course at a licensed partner's storefront, and its price there, for the storefront's checkout. A storefront that is not selling is refused (CONFLICT \"This academy is not selling at the moment\"); an address no partner has, or a course not on sale, NOT_FOUND.",
  })
  checkoutSeller(
    @Arg("storefront", { description: "The storefront's short address (slug), /p/{slug}." })
    storefront: string,
    @Arg("courseId", () => Int, { description: "The course to buy." }) courseId: number,
    @Ctx() ctx: Context,
  ): Promise<CheckoutSellerObject> {
    return checkout(ctx).storefrontOffer(storefront, courseId);
  }

  @Auth(Role.USER)
  @Mutation(() => PaymentIntentObject, {
    description:
      "The payment for a course at its price (set by the server). Needs the signed agreement; a retry answers the same payment. At a licensed partner's storefront (`storefront`), the partner's price; a storefront that is not selling is refused (CONFLICT).",
  })
  async createPaymentIntent(
    @Arg("courseId", () => Int, { description: "The course to buy." }) courseId: number,
    @Arg("storefront", () => String, {
      nullable: true,
      description:
        "The short address (slug) of the licensed partner's storefront the course is bought at, /p/{slug}; none: the academy's own checkout.",
    })
    storefront: string | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<PaymentIntentObject> {
    const { id } = await signedInViewer(ctx);
    const service = checkout(ctx);
    const intent = await service.startPayment({ userId: id }, courseId, storefront);
    return paymentIntentObject(ctx.config, intent, service.processor);
  }

  @Auth(Role.USER)
  @Query(() => EnrollmentObject, {
    description:
      "The learner's enrollment that a paid checkout bought, read after the card form confirms. The processor is asked about the payment (succeeded, for this course, price and learner); one its webhook has not recorded yet is recorded now, once, as the webhook does. Asking again answers the same enrollment.",
  })
  async checkoutEnrollment(
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
