import type { EntityManager } from "@mikro-orm/postgresql";
import type { Config } from "../../config.js";
import { DemoGateway } from "./demo-gateway.js";
import type { PaymentGateway } from "./gateway.js";
import { StripeGateway } from "./stripe-gateway.js";

/** Stripe when its keys are set (one client per configuration), else the demo processor. */
export function paymentGateway(config: Config, em: EntityManager): PaymentGateway {
  return config.stripe ? new StripeGateway(config.stripe, em) : new DemoGateway(em);
}
