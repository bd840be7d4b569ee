import { Payment } from "../../src/modules/payments/payment.entity.js";
import type { TestApp } from "../app.js";
import { createCourse, signedInAs } from "../factories.js";
import { enroll, payDemo, signTyped, startPayment } from "./checkout.js";

/**
 * A learner's course bought through a partner's storefront, paid at the app's processor (the
 * Stripe fake with a test card, or the demo processor) and fulfilled as in the product, so the
 * processor holds a balance transaction for it. The partner (live, with a storefront: createPartner's
 * `live`) sells at its storefront's checkout; `partner: null` is the academy's own sale. A new
 * course at `priceCents` unless `course` names one.
 */
export async function partnerSale(
  app: TestApp,
  sale: {
    partner: { id: number; slug?: string | null } | null;
    priceCents?: number;
    course?: { id: number };
    agreementId: number;
  },
) {
  const course = sale.course ?? (await createCourse(app, { priceCents: sale.priceCents }));
  const { client } = await signedInAs(app);
  await signTyped(client, sale.agreementId, course.id);
  // At the partner's storefront (a live partner's slug), as a learner buys there.
  const intent = await startPayment(client, course.id, sale.partner?.slug ?? undefined);
  if (app.config.stripe) app.stripe.confirm(intent.id, "pm_card_visa");
  else await payDemo(client, intent);
  const { body } = await enroll(client, course.id, intent.id);
  if (!body.data?.enroll) throw new Error(JSON.stringify(body.errors));
  const payment = await app.orm.em.fork().findOneOrFail(Payment, { providerPaymentId: intent.id });
  return { intent, payment, client, course, enrollmentId: body.data.enroll.id };
}
