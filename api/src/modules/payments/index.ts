import type { AppModule } from "../../app-module.js";
import { processorReadiness } from "./payment-processor.gateway.js";
import { DemoPaymentIntent } from "./demo-payment-intent.entity.js";
import { DemoRefund } from "./demo-refund.entity.js";
import { DemoAccountLink } from "./demo-account-link.entity.js";
import { DemoConnectedAccount } from "./demo-connected-account.entity.js";
import { DemoTransfer } from "./demo-transfer.entity.js";
import { demoConnectHttp, demoConnectRoutes } from "./demo-connect.http.js";
import { AdminPaymentsResolver } from "./admin-payments.resolver.js";
import { PaymentResolver } from "./payment.resolver.js";
import { paymentsHttp } from "./payments.http.js";
import { PaymentDayTotal } from "./payment-day-total.entity.js";
import { Payment } from "./payment.entity.js";
import { paymentsRoutes } from "./payments.rest.js";
import { Receipt } from "./receipt.entity.js";
import { RefundKey } from "./refund-key.entity.js";
import { stripeWebhook } from "./stripe-webhook.http.js";

/**
 * The payments ledger and the gateway (Stripe or the demo processor): payments, receipts,
 * refunds and disputes; each kind of purchase (a module's `purchases`) fulfils what a payment buys
 * and gives it back; and payouts to partners' connected accounts (Stripe Connect or the demo's).
 */
export const paymentsModule: AppModule = {
  name: "payments",
  entities: [
    Payment,
    PaymentDayTotal,
    Receipt,
    DemoPaymentIntent,
    DemoRefund,
    RefundKey,
    DemoConnectedAccount,
    DemoTransfer,
    DemoAccountLink,
  ],
  resolvers: [PaymentResolver, AdminPaymentsResolver],
  rest: { routes: paymentsRoutes, operations: new URL("./payments.rest.graphql", import.meta.url) },
  http: {
    routes: [
      { method: "POST", path: "/api/webhooks/stripe", answers: "application/json" },
      { method: "GET", path: "/api/receipts/:id/pdf", answers: "application/pdf" },
      {
        method: "GET",
        path: "/api/admin/payments/export.csv",
        answers: "text/csv",
        query: {
          q: "Search: a transaction id, username, course title or amount.",
          date: "today, week (the last 7 days), month (the last 30 days) or all (the default).",
          status: "successful, pending, failed, refunded or all (the default).",
        },
      },
      ...demoConnectRoutes,
    ],
    register: (app, routes) => {
      stripeWebhook(app, routes);
      paymentsHttp(app, routes);
      demoConnectHttp(app, routes);
    },
  },
  readiness: [processorReadiness],
};
