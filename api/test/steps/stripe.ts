import { LegalDocumentType } from "../../src/modules/legal/legal-document.entity.js";
import { type TestApp, startTestApp } from "../app.js";
import { createCourse, createLegalDocument, signedInAs } from "../factories.js";
import { signTyped, startPayment } from "./checkout.js";

/** A test app whose processor is Stripe (its fake, `app.stripe`), with the enrollment agreement. */
export async function startStripeApp() {
  const app = await startTestApp({ demo: false, stripe: true });
  const agreementId = (await createLegalDocument(app, LegalDocumentType.ENROLLMENT_AGREEMENT)).id;
  return { app, agreementId };
}

/** A learner's checkout of a new course, started on Stripe and not paid yet. */
export async function startedPurchase(app: TestApp, agreementId: number, priceCents = 34_900) {
  const course = await createCourse(app, { priceCents });
  const { client } = await signedInAs(app);
  await signTyped(client, agreementId, course.id);
  return { course, client, intent: await startPayment(client, course.id) };
}

/** Delivers a Stripe event to the webhook as Stripe does: the raw body and its signature. */
export const deliver = (app: TestApp, payload: string, header: string) =>
  app.request("/api/webhooks/stripe", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": header },
    body: payload,
  });
