import type { EntityManager } from "@mikro-orm/postgresql";
import type { Config } from "../../config.js";
import { DemoGateway } from "./demo-gateway.js";
import type { PaymentGateway } from "./gateway.js";
import { StripeGateway } from "./stripe-gateway.js";

const stripeGateways = new WeakMap<object, StripeGateway>();

/** Stripe when its keys are set (one client per configuration), else the demo processor. */
export function paymentGateway(config: Config, em: EntityManager): PaymentGateway {
  if (!config.stripe) return new DemoGateway(em);
  let gateway = stripeGateways.get(config.stripe);
  if (!gateway) stripeGateways.set(config.stripe, (gateway = new StripeGateway(config.stripe)));
  return gateway;
}
