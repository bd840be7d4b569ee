import type { ReadinessCheck } from "../../http/readiness.js";
import { stripeClient } from "./stripe-gateway.js";

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
