import type { RestRoute } from "../../rest/route.js";
import { pick } from "../../rest/route.js";

/** The documented /api paths of this module, each answered by an operation of payments.rest.graphql. */
export const paymentsRoutes: RestRoute[] = [
  {
    // The spec's body carries an amount too: it is ignored, the course's price is charged.
    method: "POST",
    path: "/api/create-payment-intent",
    operation: "CreatePaymentIntent",
    variables: pick("courseId"),
    response: data => {
      const intent = data.createPaymentIntent as Record<string, unknown>;
      return {
        ...intent,
        paymentIntentId: intent.id,
        amount: (intent.amountCents as number) / 100,
      };
    },
  },
  {
    method: "POST",
    path: "/api/enroll",
    operation: "Enroll",
    variables: pick("courseId", "paymentId"),
    response: data => data.enroll,
  },
];
