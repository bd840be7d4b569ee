import { type TestApp, startTestApp } from "../../../test/app.js";
import { createCourse, createLegalDocument, signedInAs } from "../../../test/factories.js";
import { StripeFake } from "../../../test/fakes/stripe.js";
import { enroll, signTyped, startPayment } from "../../../test/steps/checkout.js";
import { Enrollment } from "../enrollments/enrollment.entity.js";
import { LegalDocumentType } from "../legal/legal-document.entity.js";
import { Payment, PaymentStatus } from "./payment.entity.js";

const WEBHOOK_SECRET = "whsec_test_portal";
let stripe: StripeFake;
let app: TestApp;
let agreementId: number;

beforeAll(async () => {
  stripe = await new StripeFake().start();
  app = await startTestApp({
    demo: false,
    env: {
      STRIPE_SECRET_KEY: "sk_test_portal",
      STRIPE_PUBLISHABLE_KEY: "pk_test_portal",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.apiBase,
    },
  });
  agreementId = (await createLegalDocument(app, LegalDocumentType.EnrollmentAgreement)).id;
});
afterAll(async () => {
  await app.close();
  await stripe.close();
});

async function startedPurchase(priceCents = 34_900) {
  const course = await createCourse(app, { priceCents });
  const { client } = await signedInAs(app);
  await signTyped(client, agreementId, course.id);
  return { course, client, intent: await startPayment(client, course.id) };
}

const deliver = (payload: string, header: string) =>
  app.request("/api/webhooks/stripe", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": header },
    body: payload,
  });

const enrollmentsIn = (courseId: number) =>
  app.orm.em.fork().count(Enrollment, { course: courseId });

describe("checkout with Stripe", () => {
  it("creates the intent on Stripe at the course's price with the buyer in its metadata", async () => {
    const { course, intent } = await startedPurchase(34_900);
    expect(intent).toMatchObject({ processor: "Stripe", amountCents: 34_900, currency: "usd" });
    expect(stripe.intents.get(intent.id)).toMatchObject({
      amount: 34_900,
      metadata: { courseId: String(course.id) },
    });
  });

  it("enrolls after Stripe confirms the payment, and not before or after a decline", async () => {
    const { course, client, intent } = await startedPurchase();
    expect((await enroll(client, course.id, intent.id)).body.errors?.[0]?.extensions?.code).toBe(
      "PAYMENT_REQUIRED",
    );
    stripe.confirm(intent.id, "pm_card_chargeDeclined");
    expect((await enroll(client, course.id, intent.id)).body.errors?.[0]?.extensions?.code).toBe(
      "PAYMENT_REQUIRED",
    );
    expect(await enrollmentsIn(course.id)).toBe(0);
    stripe.confirm(intent.id, "pm_card_visa");
    const { body } = await enroll(client, course.id, intent.id);
    expect(body.data?.enroll.courseId).toBe(course.id);
    const payment = await app.orm.em
      .fork()
      .findOneOrFail(Payment, { providerPaymentId: intent.id });
    expect(payment).toMatchObject({
      status: PaymentStatus.Successful,
      metadata: { card: { brand: "visa", last4: "4242" } },
    });
  });

  it("enrolls a learner whose browser never came back, once, however often the event arrives", async () => {
    const { course, client, intent } = await startedPurchase();
    const paid = stripe.confirm(intent.id, "pm_card_visa");
    for (let i = 0; i < 3; i++) {
      const { payload, header } = stripe.signedEvent(paid, WEBHOOK_SECRET);
      const response = await deliver(payload, header);
      expect(response.status).toBe(200);
    }
    expect(await enrollmentsIn(course.id)).toBe(1);
    // The browser's own call afterwards answers the same enrollment.
    const { body } = await enroll(client, course.id, intent.id);
    expect(body.data?.enroll.courseId).toBe(course.id);
    expect(await enrollmentsIn(course.id)).toBe(1);
  });

  it("ends in one enrollment when the event comes after the browser's enroll", async () => {
    const { course, client, intent } = await startedPurchase();
    const paid = stripe.confirm(intent.id, "pm_card_visa");
    await enroll(client, course.id, intent.id);
    const { payload, header } = stripe.signedEvent(paid, WEBHOOK_SECRET);
    expect((await deliver(payload, header)).status).toBe(200);
    expect(await enrollmentsIn(course.id)).toBe(1);
  });

  it("refuses a forged, stale or unsigned event and enrolls nobody", async () => {
    const { course, intent } = await startedPurchase();
    const paid = stripe.confirm(intent.id, "pm_card_visa");
    const forged = stripe.signedEvent(paid, "whsec_someone_else");
    const stale = stripe.signedEvent(paid, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600);
    for (const [payload, header] of [
      [forged.payload, forged.header],
      [stale.payload, stale.header],
      [stale.payload, ""],
    ]) {
      const response = await deliver(payload, header);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: "Invalid Stripe signature",
        code: "BAD_REQUEST",
        requestId: expect.any(String),
      });
    }
    expect(await enrollmentsIn(course.id)).toBe(0);
  });

  it("takes only the payment id from an event: a tampered amount or course changes nothing", async () => {
    const { course, intent } = await startedPurchase();
    // The event says it succeeded, but Stripe (the truth) has not been paid.
    const claimed = { ...stripe.intents.get(intent.id)!, status: "succeeded" };
    const { payload, header } = stripe.signedEvent(claimed, WEBHOOK_SECRET);
    const response = await deliver(payload, header);
    expect(response.status).toBe(402);
    expect(await enrollmentsIn(course.id)).toBe(0);
  });
});

describe("refunds with Stripe", () => {
  it("gives part of a Stripe payment back through Stripe's refunds API", async () => {
    const { course, client, intent } = await startedPurchase(25_000);
    stripe.confirm(intent.id, "pm_card_visa");
    await enroll(client, course.id, intent.id);
    const payment = await app.orm.em
      .fork()
      .findOneOrFail(Payment, { providerPaymentId: intent.id });
    const { client: admin } = await signedInAs(app, { kind: "admin" });
    const refund = () =>
      admin.request(`/api/admin/payments/${payment.id}/refund`, {
        json: { amount: 100, keepEnrollment: true },
      });
    const first = await refund();
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ refundedCents: 10_000, status: "Successful" });
    expect(stripe.refunded.get(intent.id)).toBe(10_000);
    expect(stripe.calls.filter(call => call === "POST /v1/refunds")).toHaveLength(1);
  });
});
