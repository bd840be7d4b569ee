import { STRIPE_WEBHOOK_SECRET, type TestApp, readJson } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import { createCourse, signedInAs } from "../../../test/factories.js";
import { startPayment } from "../../../test/steps/checkout.js";
import { stripeTestApp } from "../../../test/steps/stripe.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { Enrollment, EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { Notification } from "../systems/notification.entity.js";
import { Payment, PaymentStatus } from "./payment.entity.js";

const stripeApp = stripeTestApp();
const { startedPurchase, deliver, enrollmentsIn } = stripeApp;
let app: TestApp;
beforeAll(() => {
  app = stripeApp.app();
});

describe("Stripe settling refunds and disputes, told by its events", () => {
  let admin: Client;
  let adminId: number;
  beforeAll(async () => {
    const signedIn = await signedInAs(app, { kind: "admin" });
    admin = signedIn.client;
    adminId = signedIn.user.id;
  });
  afterEach(() => {
    app.stripe.refundStatus = "succeeded";
  });

  const paid = (method?: "pm_card_visa" | "pm_card_refundFail") => stripeApp.paid(20_000, method);
  const paymentOf = (intentId: string) =>
    app.orm.em.fork().findOneOrFail(Payment, { providerPaymentId: intentId });
  const enrollmentOf = (paymentId: number) =>
    app.orm.em.fork().findOneOrFail(Enrollment, { payment: paymentId });
  const refund = (paymentId: number, json: Record<string, unknown> = { full: true }) =>
    admin.request(`/api/admin/payments/${paymentId}/refund`, { json });
  const send = async (type: string, object: object) => {
    const { payload, header } = app.stripe.event(type, object, STRIPE_WEBHOOK_SECRET);
    const response = await deliver(payload, header);
    expect(response.status).toBe(200);
    return readJson(response);
  };
  const audits = (type: AuditEventType, paymentId: string) =>
    app.orm.em.fork().find(AuditEvent, { type, details: { paymentId } });
  const adminNotices = async (text: string) =>
    (await app.orm.em.fork().find(Notification, { user: adminId })).filter(notice =>
      notice.message.includes(text),
    );
  const disputedPayments = async () => {
    const body = await readJson<{ anomalies: { key: string; paymentId: string }[] }>(
      await admin.request("/api/admin/verification/payments?fresh=true"),
    );
    return body.anomalies.filter(a => a.key.startsWith("payment.disputed:")).map(a => a.paymentId);
  };

  it("keeps the course while a refund is pending, and nothing changes when Stripe fails it", async () => {
    const { intent, payment } = await paid();
    app.stripe.refundStatus = "pending";
    const refundCalls = () => app.stripe.calls.filter(call => call === "POST /v1/refunds").length;
    const calls = refundCalls();
    const first = await refund(payment.id);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ refundedCents: 0, status: "successful" });
    expect((await enrollmentOf(payment.id)).status).toBe(EnrollmentStatus.ACTIVE);
    // What a pending refund holds back cannot be refunded again.
    const again = await refund(payment.id);
    expect(again.status).toBe(409);
    expect(refundCalls()).toBe(calls + 1);
    const { body } = await admin.graphql<{
      payments: { edges: { node: Record<string, unknown> }[] };
    }>(
      "query($q: String) { payments(filter: { search: $q }) { edges { node { refundedCents pendingRefundCents status } } } }",
      { q: intent.id },
    );
    expect(body.data?.payments.edges.map(edge => edge.node)).toEqual([
      { refundedCents: 0, pendingRefundCents: 20_000, status: "SUCCESSFUL" },
    ]);

    const [pending] = [...app.stripe.refunds.values()].filter(r => r.payment_intent === intent.id);
    const failed = app.stripe.settleRefund(pending.id, "failed", "insufficient_funds");
    for (let i = 0; i < 2; i++)
      expect(await send("refund.failed", failed)).toEqual({ received: true });
    const after = await paymentOf(intent.id);
    expect(after).toMatchObject({ refundedCents: 0, status: PaymentStatus.SUCCESSFUL });
    expect((await enrollmentOf(payment.id)).status).toBe(EnrollmentStatus.ACTIVE);
    expect(await audits(AuditEventType.PaymentRefundFailed, intent.id)).toHaveLength(1);
    expect(await adminNotices(`for payment ${intent.id} failed (insufficient_funds)`)).toHaveLength(
      1,
    );
    // The amount is free again.
    app.stripe.refundStatus = "succeeded";
    expect((await refund(payment.id)).status).toBe(200);
    expect((await paymentOf(intent.id)).status).toBe(PaymentStatus.REFUNDED);
  });

  it("ends the course when a pending refund succeeds later (refund.updated)", async () => {
    const { intent, payment } = await paid();
    app.stripe.refundStatus = "pending";
    expect((await refund(payment.id)).status).toBe(200);
    const [pending] = [...app.stripe.refunds.values()].filter(r => r.payment_intent === intent.id);
    await send("refund.updated", app.stripe.settleRefund(pending.id, "succeeded"));
    expect(await paymentOf(intent.id)).toMatchObject({
      refundedCents: 20_000,
      status: PaymentStatus.REFUNDED,
    });
    expect((await enrollmentOf(payment.id)).status).toBe(EnrollmentStatus.CANCELLED);
    const [audit] = await audits(AuditEventType.PaymentRefunded, intent.id);
    expect(audit.actor?.id).toBe(adminId);
  });

  it("takes a refund made in the Stripe Dashboard (charge.refunded): the purchase follows", async () => {
    const partly = await paid();
    app.stripe.dashboardRefund(partly.intent.id, 5_000);
    await send("charge.refunded", app.stripe.charge(partly.intent.id));
    expect(await paymentOf(partly.intent.id)).toMatchObject({
      refundedCents: 5_000,
      status: PaymentStatus.SUCCESSFUL,
    });
    // A part given back keeps the course; all of it ends it.
    expect((await enrollmentOf(partly.payment.id)).status).toBe(EnrollmentStatus.ACTIVE);
    app.stripe.dashboardRefund(partly.intent.id);
    await send("charge.refunded", app.stripe.charge(partly.intent.id));
    await send("charge.refunded", app.stripe.charge(partly.intent.id));
    expect(await paymentOf(partly.intent.id)).toMatchObject({
      refundedCents: 20_000,
      status: PaymentStatus.REFUNDED,
    });
    expect((await enrollmentOf(partly.payment.id)).status).toBe(EnrollmentStatus.CANCELLED);
    const refunds = await audits(AuditEventType.PaymentRefunded, partly.intent.id);
    expect(refunds.map(audit => [audit.actor, audit.details?.source])).toEqual([
      [null, "processor"],
      [null, "processor"],
    ]);
    expect(
      await adminNotices(`of payment ${partly.intent.id} was refunded outside the portal`),
    ).toHaveLength(2);
  });

  it("sells an agency seats (the amount times the seats) fulfilled by the event alone, and a Dashboard refund takes back the unused ones", async () => {
    const course = await createCourse(app, { priceCents: 20_000 });
    const { client } = await signedInAs(app);
    const agency = await client.graphql<{ createAgency: { id: number } }>(
      "mutation($input: AgencyInput!) { createAgency(input: $input) { id } }",
      { input: { name: "Stripe Seats Recovery", billingEmail: "billing@example.com" } },
    );
    const agencyId = agency.body.data!.createAgency.id;
    const started = await client.graphql<{ createSeatPaymentIntent: { id: string } }>(
      "mutation($course: Int!) { createSeatPaymentIntent(courseId: $course, seats: 4) { id amountCents } }",
      { course: course.id },
    );
    const intentId = started.body.data!.createSeatPaymentIntent.id;
    expect(app.stripe.intents.get(intentId)).toMatchObject({
      amount: 80_000,
      metadata: { agencyId: String(agencyId), seatsCourseId: String(course.id), seats: "4" },
    });
    // The manager's browser never comes back: the event adds the seats, once.
    const succeeded = app.stripe.confirm(intentId, "pm_card_visa");
    for (let i = 0; i < 2; i++) {
      const { payload, header } = app.stripe.signedEvent(succeeded, STRIPE_WEBHOOK_SECRET);
      expect((await deliver(payload, header)).status).toBe(200);
    }
    const seats = async () => {
      const { body } = await client.graphql<{
        myAgency: { seats: { seats: number; used: number }[] };
      }>("{ myAgency { seats { seats used } } }");
      return body.data!.myAgency.seats;
    };
    expect(await seats()).toEqual([{ seats: 4, used: 0 }]);
    await client.graphql(
      "mutation($course: Int!, $csv: String!) { sendAgencyInvitations(courseId: $course, csv: $csv) { outcome } }",
      { course: course.id, csv: "first_name,last_name,email\nAna,Diaz,ana-stripe@example.com" },
    );

    // All of it given back in the Dashboard: the 3 unused seats go, the administrators hear of
    // the one in use.
    app.stripe.dashboardRefund(intentId);
    await send("charge.refunded", app.stripe.charge(intentId));
    expect(await paymentOf(intentId)).toMatchObject({
      refundedCents: 80_000,
      status: PaymentStatus.REFUNDED,
    });
    expect(await seats()).toEqual([{ seats: 1, used: 1 }]);
    expect(await adminNotices(`was refunded for 4 seats, but only 3 were unused`)).toHaveLength(1);
  });

  it("gives the money back to the payment when a refund fails after it succeeded (4000 0000 0000 5126)", async () => {
    const { intent, payment } = await paid("pm_card_refundFail");
    expect((await refund(payment.id)).status).toBe(200);
    expect((await paymentOf(intent.id)).status).toBe(PaymentStatus.REFUNDED);
    const [failed] = [...app.stripe.refunds.values()].filter(r => r.payment_intent === intent.id);
    expect(failed.status).toBe("failed");
    await send("refund.failed", failed);
    expect(await paymentOf(intent.id)).toMatchObject({
      refundedCents: 0,
      status: PaymentStatus.SUCCESSFUL,
    });
    expect(
      await adminNotices(`for payment ${intent.id} failed (expired_or_canceled_card)`),
    ).toHaveLength(1);
  });

  it("lists an open dispute, refuses to refund it, and ends the purchase when it is lost", async () => {
    const { intent, payment } = await paid();
    const dispute = app.stripe.openDispute(intent.id, "fraudulent");
    await send("charge.dispute.created", dispute);
    await send("charge.dispute.created", dispute);
    expect(await disputedPayments()).toContain(intent.id);
    expect(await adminNotices(`disputed $200.00 of payment ${intent.id}`)).toHaveLength(1);
    expect(await audits(AuditEventType.PaymentDisputeOpened, intent.id)).toHaveLength(1);
    expect((await refund(payment.id)).status).toBe(409);
    expect((await enrollmentOf(payment.id)).status).toBe(EnrollmentStatus.ACTIVE);

    await send("charge.dispute.closed", app.stripe.closeDispute(dispute.id, "lost"));
    expect(await paymentOf(intent.id)).toMatchObject({
      refundedCents: 20_000,
      status: PaymentStatus.REFUNDED,
    });
    expect((await enrollmentOf(payment.id)).status).toBe(EnrollmentStatus.CANCELLED);
    expect(await disputedPayments()).not.toContain(intent.id);
    expect(await adminNotices(`dispute of $200.00 of payment ${intent.id} was lost`)).toHaveLength(
      1,
    );
  });

  it("leaves the purchase as it was when a dispute is won", async () => {
    const { intent, payment } = await paid();
    const dispute = app.stripe.openDispute(intent.id, "product_not_received");
    await send("charge.dispute.created", dispute);
    await send("charge.dispute.closed", app.stripe.closeDispute(dispute.id, "won"));
    expect(await paymentOf(intent.id)).toMatchObject({
      refundedCents: 0,
      status: PaymentStatus.SUCCESSFUL,
    });
    expect((await enrollmentOf(payment.id)).status).toBe(EnrollmentStatus.ACTIVE);
    expect(await disputedPayments()).not.toContain(intent.id);
    expect(await audits(AuditEventType.PaymentDisputeClosed, intent.id)).toHaveLength(1);
  });

  it("records a refused card once per event (payment_intent.payment_failed) as a Failed payment that another card may still pay", async () => {
    const { course, client, intent } = await startedPurchase();
    const declined = app.stripe.confirm(intent.id, "pm_card_chargeDeclined");
    const { payload, header } = app.stripe.event(
      "payment_intent.payment_failed",
      declined,
      STRIPE_WEBHOOK_SECRET,
    );
    for (let i = 0; i < 2; i++) expect((await deliver(payload, header)).status).toBe(200);
    const payment = await paymentOf(intent.id);
    expect(payment.status).toBe(PaymentStatus.FAILED);
    expect(payment.metadata?.failedAttempts).toEqual([
      expect.objectContaining({ message: "Your card was declined." }),
    ]);
    expect(await audits(AuditEventType.PaymentAttemptFailed, intent.id)).toHaveLength(1);
    const failed = await admin.graphql<{
      payments: { edges: { node: { transactionId: string } }[] };
    }>(
      `query($q: String) { payments(filter: { search: $q, status: FAILED }) { edges { node { transactionId } } } }`,
      { q: intent.id },
    );
    expect(failed.body.data!.payments.edges).toEqual([{ node: { transactionId: intent.id } }]);

    // The learner's next try is the same payment; another card pays it.
    expect((await startPayment(client, course.id)).id).toBe(intent.id);
    const paid = app.stripe.confirm(intent.id, "pm_card_visa");
    await send("payment_intent.succeeded", paid);
    expect((await paymentOf(intent.id)).status).toBe(PaymentStatus.SUCCESSFUL);
    expect(await enrollmentsIn(course.id)).toBe(1);
    // A refusal delivered late (Stripe sends events in any order) leaves it paid.
    const late = app.stripe.event("payment_intent.payment_failed", declined, STRIPE_WEBHOOK_SECRET);
    expect((await deliver(late.payload, late.header)).status).toBe(200);
    expect((await paymentOf(intent.id)).status).toBe(PaymentStatus.SUCCESSFUL);
  });

  it("answers events about payments that are not this portal's, so Stripe does not send them again", async () => {
    const elsewhere = {
      id: "re_elsewhere",
      object: "refund",
      amount: 100,
      payment_intent: "pi_of_another_install",
      status: "succeeded",
    };
    expect(await send("refund.updated", elsewhere)).toEqual({
      received: true,
      ignored: "Not a payment of this portal",
    });
    expect(await send("customer.created", { id: "cus_1", object: "customer" })).toEqual({
      received: true,
    });
  });

  it("sends Stripe idempotency keys prefixed with this install's id", async () => {
    const { payment } = await paid();
    await refund(payment.id, { amount: 10, keepEnrollment: true });
    const [{ install_id: id }] = await app.orm.em
      .getConnection()
      .execute<{ install_id: string }[]>("select install_id from installation");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(app.stripe.idempotencyKeys.length).toBeGreaterThan(1);
    for (const key of app.stripe.idempotencyKeys) expect(key.startsWith(`${id}-`)).toBe(true);
  });
});
