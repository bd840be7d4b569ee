import { type TestApp, startTestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import { createCourse, createLegalDocument, signedInAs } from "../../../test/factories.js";
import {
  TEST_CARDS,
  enroll,
  payDemo,
  signTyped,
  startPayment,
} from "../../../test/steps/checkout.js";
import { Enrollment } from "../enrollments/enrollment.entity.js";
import { LegalDocumentType } from "../legal/legal-document.entity.js";
import { Notification } from "../systems/notification.entity.js";
import { ActivityItem } from "../systems/activity-item.entity.js";
import { Payment, PaymentStatus } from "../payments/payment.entity.js";
import { Receipt } from "../payments/receipt.entity.js";

let app: TestApp;
let agreementId: number;

beforeAll(async () => {
  app = await startTestApp({ demo: false });
  agreementId = (await createLegalDocument(app, LegalDocumentType.ENROLLMENT_AGREEMENT)).id;
});
afterAll(() => app.close());

/** A learner who signed the agreement for a new course, ready to pay. */
async function readyToPay(priceCents = 24_900) {
  const course = await createCourse(app, { priceCents });
  const { user, client } = await signedInAs(app);
  await signTyped(client, agreementId, course.id);
  return { course, user, client };
}

async function rowsFor(courseId: number) {
  const em = app.orm.em.fork();
  return {
    enrollments: await em.find(Enrollment, { course: courseId }),
    payments: await em.find(Payment, { course: courseId }),
    receipts: await em.count(Receipt, { payment: { course: courseId } }),
  };
}

async function paidIntent(client: Client, courseId: number) {
  const intent = await startPayment(client, courseId);
  const { body } = await payDemo(client, intent);
  expect(body.data?.confirmDemoPayment).toMatchObject({ status: "succeeded", error: null });
  return intent;
}

describe("checkout with the demo processor", () => {
  it("buys a course: the course's price is charged, the payment, receipt and enrollment are recorded once", async () => {
    const { course, user, client } = await readyToPay(24_900);
    const response = await client.request("/api/create-payment-intent", {
      json: { courseId: course.id, amount: 1 },
    });
    expect(response.status).toBe(200);
    const intent = (await response.json()) as { id: string; clientSecret: string; amount: number };
    expect(intent).toMatchObject({ amount: 249, amountCents: 24_900, processor: "demo" });
    await payDemo(client, { ...intent, amountCents: 24_900, currency: "usd", processor: "DEMO" });

    const enrolled = await client.request("/api/enroll", {
      json: { courseId: course.id, paymentId: intent.id },
    });
    expect(enrolled.status).toBe(200);
    expect(await enrolled.json()).toMatchObject({ courseId: course.id });

    const { enrollments, payments, receipts } = await rowsFor(course.id);
    expect(enrollments).toHaveLength(1);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      status: PaymentStatus.SUCCESSFUL,
      amountCents: 24_900,
      metadata: { card: { brand: "visa", last4: "4242" } },
    });
    expect(receipts).toBe(1);
    const em = app.orm.em.fork();
    expect(await em.count(Notification, { user: user.id })).toBe(1);
    expect(await em.count(ActivityItem, { user: user.id, action: "Enrolled in a course" })).toBe(1);
  });

  it("never stores a card number", async () => {
    const { course, client } = await readyToPay();
    const intent = await paidIntent(client, course.id);
    await enroll(client, course.id, intent.id);
    const tables = ["demo_payment_intents", "payments", "audit_events", "activity_items"];
    for (const table of tables) {
      const rows = await app.orm.em.getConnection().execute(`select * from ${table}`);
      expect(JSON.stringify(rows)).not.toContain("4242424242424242");
    }
  });

  it("answers a retried or concurrent start with the same payment", async () => {
    const { course, client } = await readyToPay();
    const starts = await Promise.all(
      Array.from({ length: 5 }, () => startPayment(client, course.id)),
    );
    expect(new Set(starts.map(intent => intent.id)).size).toBe(1);
    expect((await startPayment(client, course.id)).id).toBe(starts[0].id);
    expect((await rowsFor(course.id)).payments).toHaveLength(1);
  });

  it("refuses to start a payment without a signed agreement", async () => {
    const course = await createCourse(app);
    const { client } = await signedInAs(app);
    const { body } = await client.graphql(
      "mutation($id: Int!) { createPaymentIntent(courseId: $id) { id } }",
      { id: course.id },
    );
    expect(body.errors?.[0]).toMatchObject({
      message: "Please sign the enrollment agreement first.",
      extensions: { code: "BAD_REQUEST" },
    });
  });

  it("enrolls nobody for an unpaid or declined payment", async () => {
    const { course, client } = await readyToPay();
    const intent = await startPayment(client, course.id);
    const unpaid = await enroll(client, course.id, intent.id);
    expect(unpaid.body.errors?.[0]).toMatchObject({
      message: "The payment has not been completed.",
      extensions: { code: "PAYMENT_REQUIRED" },
    });
    const declined = await payDemo(client, intent, TEST_CARDS.declined);
    expect(declined.body.data?.confirmDemoPayment).toMatchObject({
      status: "requires_payment_method",
      error: "Your card was declined.",
    });
    const rest = await client.request("/api/enroll", {
      json: { courseId: course.id, paymentId: intent.id },
    });
    expect(rest.status).toBe(402);
    const rows = await rowsFor(course.id);
    expect(rows.enrollments).toHaveLength(0);
    // A declined card is a failed payment (the spec's statuses).
    expect(rows.payments.map(payment => payment.status)).toEqual([PaymentStatus.FAILED]);
    expect(rows.payments[0].metadata?.failedAttempts).toEqual([
      expect.objectContaining({ message: "Your card was declined." }),
    ]);
  });

  it("counts a declined card as a Failed payment for administrators, until another card pays it", async () => {
    const { client: admin } = await signedInAs(app, { kind: "admin" });
    const { course, user, client } = await readyToPay();
    const listed = async (status: string) => {
      const { body } = await admin.graphql<{
        payments: { edges: { node: { transactionId: string; status: string } }[] };
        paymentSummary: { current: { successRate: number | null; payments: number } };
      }>(
        `query($filter: AdminPaymentFilter) {
          payments(first: 5, filter: $filter) { edges { node { transactionId status } } }
          paymentSummary(filter: $filter) { current { successRate payments } }
        }`,
        { filter: { search: user.username, status } },
      );
      return body.data!;
    };
    const intent = await startPayment(client, course.id);
    await payDemo(client, intent, TEST_CARDS.declined);

    const failed = await listed("FAILED");
    expect(failed.payments.edges.map(edge => edge.node)).toEqual([
      { transactionId: intent.id, status: "FAILED" },
    ]);
    expect((await listed("PENDING")).payments.edges).toEqual([]);
    const all = await admin.graphql<{
      paymentSummary: { current: { successRate: number | null } };
    }>("query($q: String) { paymentSummary(filter: { search: $q }) { current { successRate } } }", {
      q: user.username,
    });
    expect(all.body.data!.paymentSummary.current.successRate).toBe(0);

    // The learner tries again: the same payment, paid with another card, is successful.
    expect((await startPayment(client, course.id)).id).toBe(intent.id);
    const { body } = await payDemo(client, intent);
    expect(body.data?.confirmDemoPayment).toMatchObject({ status: "succeeded", error: null });
    expect((await listed("FAILED")).payments.edges).toEqual([]);
    expect((await listed("SUCCESSFUL")).paymentSummary.current).toEqual({
      successRate: 100,
      payments: 1,
    });
    const rows = await rowsFor(course.id);
    expect(rows.enrollments).toHaveLength(1);
    expect(rows.payments.map(payment => payment.status)).toEqual([PaymentStatus.SUCCESSFUL]);
  });

  it("refuses a payment made for another course or by another learner", async () => {
    const { course, client } = await readyToPay();
    const intent = await paidIntent(client, course.id);
    const other = await createCourse(app);
    const elsewhere = await enroll(client, other.id, intent.id);
    expect(elsewhere.body.errors?.[0]).toMatchObject({
      message: "This payment was made for another course.",
    });
    const { user: strangerUser, client: stranger } = await signedInAs(app);
    const stolen = await enroll(stranger, course.id, intent.id);
    expect(stolen.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await rowsFor(other.id)).enrollments).toHaveLength(0);
    // The payer alone has the course: confirming the card enrolled them.
    const { enrollments } = await rowsFor(course.id);
    expect(enrollments.map(enrollment => enrollment.user.id)).not.toContain(strangerUser.id);
    expect(enrollments).toHaveLength(1);
  });

  it("enrolls the payer when the card is confirmed, though the browser never asks (a closed tab)", async () => {
    const { course, user, client } = await readyToPay();
    const intent = await paidIntent(client, course.id);
    const { enrollments, payments, receipts } = await rowsFor(course.id);
    expect(enrollments.map(enrollment => enrollment.user.id)).toEqual([user.id]);
    expect(payments.map(payment => payment.status)).toEqual([PaymentStatus.SUCCESSFUL]);
    expect(receipts).toBe(1);
    // The browser's own call, if it comes, answers the same enrollment.
    const replay = await enroll(client, course.id, intent.id);
    expect(replay.body.data?.enroll.id).toBe(enrollments[0].id);
    expect((await rowsFor(course.id)).enrollments).toHaveLength(1);
  });

  it("refuses an unknown or malformed payment id", async () => {
    const { course, client } = await readyToPay();
    for (const paymentId of ["pi_demo_doesnotexist", "../../etc", "pi_x'; drop table payments"]) {
      const { body } = await enroll(client, course.id, paymentId);
      expect(body.errors?.[0]).toMatchObject({ message: "Payment not found" });
    }
  });

  it("enrolls once when the same payment is sent twenty times at once, and a replay grants nothing new", async () => {
    const { course, client } = await readyToPay();
    const intent = await paidIntent(client, course.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => enroll(client, course.id, intent.id)),
    );
    const ids = new Set(answers.map(answer => answer.body.data?.enroll.id));
    expect(answers.every(answer => !answer.body.errors)).toBe(true);
    expect(ids.size).toBe(1);
    const replay = await enroll(client, course.id, intent.id);
    expect(replay.body.data?.enroll.id).toBe([...ids][0]);
    const rows = await rowsFor(course.id);
    expect(rows.enrollments).toHaveLength(1);
    expect(rows.payments).toHaveLength(1);
    expect(rows.receipts).toBe(1);
  });

  it("tells an enrolled learner so instead of charging again", async () => {
    const { course, client } = await readyToPay();
    const intent = await paidIntent(client, course.id);
    await enroll(client, course.id, intent.id);
    const { body } = await client.graphql(
      "mutation($id: Int!) { createPaymentIntent(courseId: $id) { id } }",
      { id: course.id },
    );
    expect(body.errors?.[0]).toMatchObject({
      message: "You are already enrolled in this course.",
      extensions: { code: "CONFLICT" },
    });
  });
});
