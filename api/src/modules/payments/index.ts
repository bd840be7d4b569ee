import type { AppModule } from "../module.js";
import { DemoPaymentIntent } from "./demo-payment-intent.entity.js";
import { PaymentResolver } from "./payment.resolver.js";
import { Payment } from "./payment.entity.js";
import { paymentsPermissions } from "./payments.permissions.js";
import { paymentsRoutes } from "./payments.rest.js";
import { Receipt } from "./receipt.entity.js";
import { stripeWebhook } from "./stripe-webhook.js";

/** Checkout payments (Stripe or the demo processor), their fulfilment and receipts. */
export const paymentsModule: AppModule = {
  name: "payments",
  entities: [Payment, Receipt, DemoPaymentIntent],
  resolvers: [PaymentResolver],
  rest: { routes: paymentsRoutes, operations: new URL("./payments.rest.graphql", import.meta.url) },
  permissions: paymentsPermissions,
  http: { routes: [{ method: "POST", path: "/api/webhooks/stripe" }], register: stripeWebhook },
};
