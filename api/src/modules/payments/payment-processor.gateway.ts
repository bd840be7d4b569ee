import type { EntityManager } from "@mikro-orm/postgresql";
import type { Config } from "../../config.js";
import type { ReadinessCheck } from "../../http/readiness.js";
import { type ConnectGateway, StripeConnectGateway } from "./connect.gateway.js";
import { DemoConnectGateway } from "./demo-connect.gateway.js";
import { DemoGateway } from "./demo.gateway.js";
import type { PaymentGateway } from "./payment.gateway.js";
import { StripeGateway, stripeClient } from "./stripe.gateway.js";

/** Stripe when its keys are set (one client per configuration), else the demo processor. */
export function paymentGateway(config: Config, em: EntityManager): PaymentGateway {
  return config.stripe ? new StripeGateway(config.stripe, em) : new DemoGateway(em);
}

/** Payouts to partners: Stripe Connect when its keys are set, else the demo processor's. */
export function connectGateway(config: Config, em: EntityManager): ConnectGateway {
  return config.stripe
    ? new StripeConnectGateway(config.stripe, em)
    : new DemoConnectGateway(em, config.publicUrl);
}

/**
 * /readyz's `processor`: Stripe answers a read of one payment intent with the secret key (a
 * restricted key needs that read anyway), or the demo processor stands in.
 */
export const processorReadiness: ReadinessCheck = {
  name: "processor",
  async check(config) {
    if (!config.stripe) return "demo";
    await stripeClient(config.stripe).paymentIntents.list({ limit: 1 });
    return "reachable";
  },
};
