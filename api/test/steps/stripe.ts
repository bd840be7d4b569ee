import { Enrollment } from "../../src/modules/enrollments/enrollment.entity.js";
import { LegalDocumentType } from "../../src/modules/legal/legal-document.entity.js";
import { Payment } from "../../src/modules/payments/payment.entity.js";
import { type TestApp, startTestApp } from "../app.js";
import { createCourse, createLegalDocument, createPartner, signedInAs } from "../factories.js";
import type { TEST_METHODS } from "../fakes/stripe-wire.js";
import { enroll, signTyped, startPayment } from "./checkout.js";

/**
 * A test app whose processor is Stripe (its fake, `app.stripe`), started before the file's tests
 * and closed after them, with the enrollment agreement; and the steps of a Stripe checkout.
 */
export function stripeTestApp() {
  let app: TestApp;
  let agreementId: number;
  beforeAll(async () => {
    app = await startTestApp({ demo: false, stripe: true });
    agreementId = (await createLegalDocument(app, LegalDocumentType.ENROLLMENT_AGREEMENT)).id;
  });
  afterAll(() => app.close());
  /** A learner's checkout of a new course, started on Stripe and not paid yet. */
  async function startedPurchase(
    priceCents = 34_900,
    { partnerPrice }: { partnerPrice?: number } = {},
  ) {
    const course = await createCourse(app, { priceCents });
    // At a live partner's storefront selling it at `partnerPrice`, when given.
    const partner =
      partnerPrice === undefined
        ? null
        : await createPartner(app, { live: true, prices: [[course.id, partnerPrice]] });
    const { client } = await signedInAs(app);
    await signTyped(client, agreementId, course.id);
    const intent = await startPayment(client, course.id, partner?.slug ?? undefined);
    return { course, client, intent, partner };
  }
  return {
    /** The started app (in hooks and tests). */
    app: () => app,
    startedPurchase,
    /** A checkout paid at Stripe with a test payment method, enrolled; with its payment. */
    async paid(priceCents: number, method: keyof typeof TEST_METHODS = "pm_card_visa") {
      const { course, client, intent } = await startedPurchase(priceCents);
      app.stripe.confirm(intent.id, method);
      await enroll(client, course.id, intent.id);
      const payment = await app.orm.em
        .fork()
        .findOneOrFail(Payment, { providerPaymentId: intent.id });
      return { intent, payment };
    },
    /** Delivers an event to the webhook as Stripe does: the raw body and its signature. */
    deliver: (payload: string, header: string) =>
      app.request("/api/webhooks/stripe", {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": header },
        body: payload,
      }),
    enrollmentsIn: (courseId: number) => app.orm.em.fork().count(Enrollment, { course: courseId }),
  };
}
