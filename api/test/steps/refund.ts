import { setTimeout as sleep } from "node:timers/promises";
import { Enrollment } from "../../src/modules/enrollments/enrollment.entity.js";
import { LegalDocumentType } from "../../src/modules/legal/legal-document.entity.js";
import { Payment } from "../../src/modules/payments/payment.entity.js";
import { type TestApp, startTestApp } from "../app.js";
import type { Client } from "../client.js";
import { createCourse, createLegalDocument, signedInAs } from "../factories.js";
import { enroll, payDemo, signTyped, startPayment } from "./checkout.js";

/** The refund dialog's mutation, as the tests of refunds ask it. */
export const REFUND = `mutation($input: RefundPaymentInput!) {
  refundPayment(input: $input) { id status amountCents refundedCents }
}`;

/**
 * A test app for refunds with the demo processor, started before the file's tests and closed
 * after them: Moodle (its fake, `app.lms`) and the job workers, so a course bought is provisioned
 * and a refund withdraws it; an administrator and the agreement. `purchase()`: a learner who
 * bought a Moodle-linked course with the demo card, once it is provisioned.
 */
export function refundTestApp() {
  let started: { app: TestApp; admin: Client; agreementId: number };
  beforeAll(async () => {
    const app = await startTestApp({ demo: false, workers: true, lms: true });
    const agreementId = (await createLegalDocument(app, LegalDocumentType.ENROLLMENT_AGREEMENT)).id;
    started = { app, admin: (await signedInAs(app, { kind: "admin" })).client, agreementId };
  });
  afterAll(() => started.app.close());
  return {
    /** The started app, its administrator and the agreement (in hooks and tests). */
    started: () => started,
    purchase: () => moodlePurchase(started.app, started.agreementId),
  };
}

/** Asks until `done` holds, for at most 30 seconds (background jobs). */
export async function until(done: () => Promise<boolean>) {
  for (let i = 0; i < 300 && !(await done()); i++) await sleep(100);
}

const enrollmentOf = (app: TestApp, id: number) => app.orm.em.fork().findOneOrFail(Enrollment, id);

/** A learner who bought a Moodle-linked course with the demo card, once it is provisioned. */
async function moodlePurchase(app: TestApp, agreementId: number) {
  const course = await createCourse(app, { moodleCourseId: "77", priceCents: 19_900 });
  const { user, client } = await signedInAs(app);
  await signTyped(client, agreementId, course.id);
  const intent = await startPayment(client, course.id);
  await payDemo(client, intent);
  const { body } = await enroll(client, course.id, intent.id);
  const enrollmentId = body.data!.enroll.id;
  await until(async () => Boolean((await enrollmentOf(app, enrollmentId)).moodleUrl));
  const payment = await app.orm.em.fork().findOneOrFail(Payment, { providerPaymentId: intent.id });
  return { user, client, course, enrollmentId, payment, intentId: intent.id };
}
