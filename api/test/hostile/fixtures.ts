import type { EntityManager } from "@mikro-orm/postgresql";
import { DemoPaymentIntent } from "../../src/modules/payments/demo-payment-intent.entity.js";
import {
  Payment,
  PaymentProvider,
  PaymentStatus,
} from "../../src/modules/payments/payment.entity.js";
import { FIXTURE_ID } from "./targets.js";

/**
 * A payment to refund again and again (refund retries): the demo processor's, of the fixture
 * course, at FIXTURE_ID (the id the generated cases name).
 */
export async function refundablePayment(em: EntityManager): Promise<void> {
  await em.getConnection().execute(`select setval('payments_id_seq', ${FIXTURE_ID - 1})`);
  const intent = em.create(DemoPaymentIntent, {
    id: "pi_demo_hostile",
    clientSecret: "pi_demo_hostile_secret",
    idempotencyKey: "hostile-fixture",
    amountCents: 100_000_000,
    currency: "usd",
    description: "Hostile refunds",
    metadata: {},
    status: "succeeded",
  });
  const payment = em.create(Payment, {
    providerPaymentId: intent.id,
    provider: PaymentProvider.DEMO,
    course: FIXTURE_ID,
    amountCents: intent.amountCents,
    status: PaymentStatus.SUCCESSFUL,
  });
  await em.flush();
  if (payment.id !== FIXTURE_ID) throw new Error("fixture ids moved");
}
