import type { AppModule } from "../../app-module.js";
import { CheckoutResolver } from "./checkout.resolver.js";
import { checkoutRoutes } from "./checkout.rest.js";
import { coursePurchase } from "./course-purchase.service.js";

/**
 * A learner's course bought at the checkout: the payment's intent at the course's price, its
 * fulfilment (the enrollment), and what a refund or a lost dispute ends (the course kind of
 * purchase; payments is the ledger and the gateway).
 */
export const checkoutModule: AppModule = {
  name: "checkout",
  resolvers: [CheckoutResolver],
  rest: { routes: checkoutRoutes, operations: new URL("./checkout.rest.graphql", import.meta.url) },
  purchases: [coursePurchase],
};
