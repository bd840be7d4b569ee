import { STRIPE_WEBHOOK_SECRET, type TestApp } from "../../../test/app.js";
import { signedInAs } from "../../../test/factories.js";
import { enroll } from "../../../test/steps/checkout.js";
import { stripeTestApp } from "../../../test/steps/stripe.js";
import { Enrollment } from "../enrollments/enrollment.entity.js";
import { Payment, PaymentStatus } from "./payment.entity.js";

const stripeApp = stripeTestApp();
const { startedPurchase, paid, deliver, enrollmentsIn } = stripeApp;
let app: TestApp;
beforeAll(() => {
  app = stripeApp.app();
});

describe("checkout with Stripe", () => {
  it("creates the intent on Stripe at the course's price, for cards only, with the buyer in its metadata", async () => {
    const { course, intent } = await startedPurchase(34_900);
    expect(intent).toMatchObject({ processor: "STRIPE", amountCents: 34_900, currency: "usd" });
    expect(app.stripe.intents.get(intent.id)).toMatchObject({
      amount: 34_900,
      payment_method_types: ["card"],
      metadata: { courseId: String(course.id) },
    });
  });

  it("enrolls after Stripe confirms the payment, and not before or after a decline", async () => {
    const { course, client, intent } = await startedPurchase();
    expect((await enroll(client, course.id, intent.id)).body.errors?.[0]?.extensions?.code).toBe(
      "PAYMENT_REQUIRED",
    );
    app.stripe.confirm(intent.id, "pm_card_chargeDeclined");
    expect((await enroll(client, course.id, intent.id)).body.errors?.[0]?.extensions?.code).toBe(
      "PAYMENT_REQUIRED",
    );
    expect(await enrollmentsIn(course.id)).toBe(0);
    app.stripe.confirm(intent.id, "pm_card_visa");
    const { body } = await enroll(client, course.id, intent.id);
    expect(body.data?.enroll.courseId).toBe(course.id);
    const payment = await app.orm.em
      .fork()
      .findOneOrFail(Payment, { providerPaymentId: intent.id });
    expect(payment).toMatchObject({
      status: PaymentStatus.SUCCESSFUL,
      metadata: { card: { brand: "visa", last4: "4242" } },
    });
  });

  it("sells at a partner's storefront: the partner's price and id at Stripe, its sale and enrollment on the webhook", async () => {
    const { course, intent, partner } = await startedPurchase(34_900, { partnerPrice: 29_900 });
    expect(intent.amountCents).toBe(29_900);
    expect(app.stripe.intents.get(intent.id)).toMatchObject({
      amount: 29_900,
      metadata: { courseId: String(course.id), partnerId: String(partner!.id) },
    });
    const paid = app.stripe.confirm(intent.id, "pm_card_visa");
    const { payload, header } = app.stripe.signedEvent(paid, STRIPE_WEBHOOK_SECRET);
    expect((await deliver(payload, header)).status).toBe(200);
    const em = app.orm.em.fork();
    const payment = await em.findOneOrFail(Payment, { providerPaymentId: intent.id });
    const enrollment = await em.findOneOrFail(Enrollment, { payment });
    expect([payment.status, payment.partner?.id, enrollment.partner?.id]).toEqual([
      PaymentStatus.SUCCESSFUL,
      partner!.id,
      partner!.id,
    ]);
  });

  it("enrolls a learner whose browser never came back, once, however often the event arrives", async () => {
    const { course, client, intent } = await startedPurchase();
    const paid = app.stripe.confirm(intent.id, "pm_card_visa");
    for (let i = 0; i < 3; i++) {
      const { payload, header } = app.stripe.signedEvent(paid, STRIPE_WEBHOOK_SECRET);
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
    const paid = app.stripe.confirm(intent.id, "pm_card_visa");
    await enroll(client, course.id, intent.id);
    const { payload, header } = app.stripe.signedEvent(paid, STRIPE_WEBHOOK_SECRET);
    expect((await deliver(payload, header)).status).toBe(200);
    expect(await enrollmentsIn(course.id)).toBe(1);
  });

  it("refuses a forged, stale or unsigned event and enrolls nobody", async () => {
    const { course, intent } = await startedPurchase();
    const paid = app.stripe.confirm(intent.id, "pm_card_visa");
    const forged = app.stripe.signedEvent(paid, "whsec_someone_else");
    const stale = app.stripe.signedEvent(
      paid,
      STRIPE_WEBHOOK_SECRET,
      Math.floor(Date.now() / 1000) - 600,
    );
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
    const claimed = { ...app.stripe.intents.get(intent.id)!, status: "succeeded" };
    const { payload, header } = app.stripe.signedEvent(claimed, STRIPE_WEBHOOK_SECRET);
    const response = await deliver(payload, header);
    expect(response.status).toBe(402);
    expect(await enrollmentsIn(course.id)).toBe(0);
  });
});

describe("refunds with Stripe", () => {
  it("gives part of a Stripe payment back through Stripe's refunds API", async () => {
    const { intent, payment } = await paid(25_000);
    const { client: admin } = await signedInAs(app, { kind: "admin" });
    const refund = () =>
      admin.request(`/api/admin/payments/${payment.id}/refund`, {
        json: { amount: 100, keepEnrollment: true },
      });
    const first = await refund();
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ refundedCents: 10_000, status: "successful" });
    expect(app.stripe.refunded.get(intent.id)).toBe(10_000);
    expect(app.stripe.calls.filter(call => call === "POST /v1/refunds")).toHaveLength(1);
  });

  it("makes one Stripe refund of twenty parallel and twenty sequential requests with one key, answering all alike", async () => {
    const { intent, payment } = await paid(25_000);
    const { client: admin } = await signedInAs(app, { kind: "admin" });
    const ask = async () => {
      const response = await admin.request(`/api/admin/payments/${payment.id}/refund`, {
        json: { amount: 30, keepEnrollment: true },
        headers: { "idempotency-key": "stripe-retry-1" },
      });
      return [response.status, await response.json()] as const;
    };
    const parallel = await Promise.all(Array.from({ length: 20 }, ask));
    const sequential = [];
    for (let i = 0; i < 20; i++) sequential.push(await ask());
    expect([...parallel, ...sequential]).toEqual(Array.from({ length: 40 }, () => parallel[0]));
    expect(parallel[0]).toEqual([200, expect.objectContaining({ refundedCents: 3000 })]);
    const refunds = [...app.stripe.refunds.values()].filter(r => r.payment_intent === intent.id);
    expect(refunds.map(refund => refund.amount)).toEqual([3000]);
    expect(app.stripe.refunded.get(intent.id)).toBe(3000);
  });
});
