import { centsToDollars } from "../../rest/json-schema.js";
import { type RestRoute, pick } from "../../rest/route.js";

/** The documented /api paths of this module, each answered by an operation of checkout.rest.graphql. */
export const checkoutRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/api/create-payment-intent",
    operation: "CreatePaymentIntent",
    // `storefront`: the slug of the licensed partner's storefront it is bought at (docs/partners.md).
    variables: pick("courseId", "storefront"),
    // The spec's body carries an amount too: it is ignored, the course's price is charged.
    ignores: { amount: { type: "number", description: "Ignored: the course's price is charged" } },
    response: data => {
      const intent = data.createPaymentIntent as Record<string, unknown>;
      return {
        ...intent,
        paymentIntentId: intent.id,
        amount: centsToDollars(intent.amountCents),
      };
    },
  },
  {
    method: "POST",
    path: "/api/enroll",
    // The spec's enroll after paying: the checkout's read of the enrollment the payment bought.
    operation: "CheckoutEnrollment",
    variables: pick("courseId", "paymentId"),
    response: data => data.checkoutEnrollment,
  },
];
