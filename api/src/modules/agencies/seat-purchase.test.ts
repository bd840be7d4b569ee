import { type TestApp, startTestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import { createCourse, createLegalDocument, signedInAs, unique } from "../../../test/factories.js";
import {
  type StartedPayment,
  TEST_CARDS,
  enroll,
  payDemo,
  signTyped,
  startPayment,
} from "../../../test/steps/checkout.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { LegalDocumentType } from "../legal/legal-document.entity.js";
import { Payment, PaymentStatus } from "../payments/payment.entity.js";
import { seatedAgent } from "../../../test/steps/agency.js";
import { AgencySeatPurchase } from "./agency-seat-purchase.entity.js";

let app: TestApp;
let admin: Client;
let agreementId: number;

beforeAll(async () => {
  app = await startTestApp({ demo: false });
  admin = (await signedInAs(app, { kind: "admin" })).client;
  agreementId = (await createLegalDocument(app, LegalDocumentType.ENROLLMENT_AGREEMENT)).id;
});
afterAll(() => app.close());

const SEATS = "seats { courseId seats used }";
const START = `mutation($course: Int!, $seats: Int!) {
  createSeatPaymentIntent(courseId: $course, seats: $seats) { id clientSecret amountCents currency processor } }`;
const COMPLETE = `mutation($id: String!) { completeSeatPurchase(paymentId: $id) { id ${SEATS} } }`;
const REFUND = `mutation($input: RefundPaymentInput!) {
  refundPayment(input: $input) { status refundedCents } }`;
const RECEIPT = `query($id: Int!) { receipt(paymentId: $id) { item quantity unitAmountCents amountCents } }`;
const INVITE = `mutation($course: Int!, $csv: String!) {
  sendAgencyInvitations(courseId: $course, csv: $csv) { outcome } }`;

/** A manager of a new agency, and a course of $149 on sale. */
async function managerAndCourse() {
  const { user, client } = await signedInAs(app);
  const created = await client.graphql<{ createAgency: { id: number } }>(
    "mutation($input: AgencyInput!) { createAgency(input: $input) { id } }",
    { input: { name: `Bayou Recovery ${unique()}`, billingEmail: "billing@example.com" } },
  );
  const course = await createCourse(app, { priceCents: 14_900 });
  return { user, client, agencyId: created.body.data!.createAgency.id, course };
}

async function startSeats(client: Client, course: number, seats: number) {
  return client.graphql<{ createSeatPaymentIntent: StartedPayment }>(START, { course, seats });
}

async function seatsOf(client: Client) {
  const { body } = await client.graphql<{ myAgency: { seats: { seats: number; used: number }[] } }>(
    `{ myAgency { ${SEATS} } }`,
  );
  return body.data!.myAgency.seats;
}

/** A manager who bought `seats` seats of a new course with the demo card. */
async function bought(seats: number) {
  const buyer = await managerAndCourse();
  const intent = (await startSeats(buyer.client, buyer.course.id, seats)).body.data!
    .createSeatPaymentIntent;
  expect((await payDemo(buyer.client, intent)).body.data!.confirmDemoPayment.status).toBe(
    "succeeded",
  );
  const payment = await app.orm.em.fork().findOneOrFail(Payment, { providerPaymentId: intent.id });
  return { ...buyer, intent, payment };
}

describe("buying seats at the checkout", () => {
  it("charges the course's price times the seats and adds them to the agency once", async () => {
    const { user, client, agencyId, course, intent, payment } = await bought(3);
    expect(intent).toMatchObject({ amountCents: 44_700, currency: "usd", processor: "DEMO" });
    // The demo processor fulfilled the payment as Stripe's webhook would; the browser's call
    // after it, and a replay, answer the same agency without adding seats again.
    for (let i = 0; i < 2; i++) {
      const { body } = await client.graphql<{ completeSeatPurchase: { id: number } }>(COMPLETE, {
        id: intent.id,
      });
      expect(body.data!.completeSeatPurchase).toEqual({
        id: agencyId,
        seats: [{ courseId: course.id, seats: 3, used: 0 }],
      });
    }
    expect(payment).toMatchObject({
      status: PaymentStatus.SUCCESSFUL,
      seats: 3,
      amountCents: 44_700,
    });
    const purchases = await app.orm.em.fork().find(AgencySeatPurchase, { agency: agencyId });
    expect(purchases.map(purchase => purchase.payment.id)).toEqual([payment.id]);
    const audit = await app.orm.em.fork().findOneOrFail(AuditEvent, {
      type: AuditEventType.PaymentRecorded,
      actor: user.id,
    });
    expect(audit.details).toEqual({
      paymentId: intent.id,
      amountCents: 44_700,
      agencyId,
      courseId: course.id,
      seats: 3,
    });
    const receipt = await client.graphql(RECEIPT, { id: payment.id });
    expect(receipt.body.data).toEqual({
      receipt: {
        item: `${course.title} (agency seats)`,
        quantity: 3,
        unitAmountCents: 14_900,
        amountCents: 44_700,
      },
    });
    // The administrators' export says how many seats the payment bought.
    const csv = await admin.request(`/api/admin/payments/export.csv?q=${user.username}`);
    const [header, row] = (await csv.text()).trim().split("\n");
    expect(header!.split(",").at(-1)).toBe("seats");
    expect(row).toMatch(new RegExp(`^${payment.id},.*,447[.]00,USD,successful,demo,3$`));
  });

  it("a retry answers the same payment; another quantity or the manager's own course another", async () => {
    const { client, course } = await managerAndCourse();
    const first = (await startSeats(client, course.id, 1)).body.data!.createSeatPaymentIntent;
    const again = (await startSeats(client, course.id, 1)).body.data!.createSeatPaymentIntent;
    expect(again.id).toBe(first.id);
    const two = (await startSeats(client, course.id, 2)).body.data!.createSeatPaymentIntent;
    expect(two.id).not.toBe(first.id);
    // One seat costs what the course does, but buys no enrollment of the manager's own: their
    // own checkout is another payment, and the seat payment cannot enroll them.
    await signTyped(client, agreementId, course.id);
    const own = await startPayment(client, course.id);
    expect(own.id).not.toBe(first.id);
    await payDemo(client, first);
    const misuse = await enroll(client, course.id, first.id);
    expect(misuse.body.errors?.[0]).toMatchObject({
      message: "Payment not found",
      extensions: { code: "NOT_FOUND" },
    });
    expect(await seatsOf(client)).toEqual([{ courseId: course.id, seats: 1, used: 0 }]);
  });

  it("refuses a bad quantity, a course not on sale, a caller without an agency and another's payment", async () => {
    const { client, course } = await managerAndCourse();
    for (const seats of [0, -1, 1001]) {
      const { body } = await startSeats(client, course.id, seats);
      expect(body.errors?.[0]).toMatchObject({
        message: "Seats must be a whole number from 1 to 1000",
        extensions: { code: "BAD_USER_INPUT" },
      });
    }
    const hidden = await createCourse(app, { isActive: false });
    expect((await startSeats(client, hidden.id, 2)).body.errors?.[0].extensions?.code).toBe(
      "NOT_FOUND",
    );
    const dear = await createCourse(app, { priceCents: 500_000 });
    expect((await startSeats(client, dear.id, 200)).body.errors?.[0].message).toBe(
      "One order can be at most $999999.99: buy fewer seats",
    );
    const { client: learner } = await signedInAs(app);
    expect((await startSeats(learner, course.id, 2)).body.errors?.[0]).toMatchObject({
      message: "You do not manage an agency",
      extensions: { code: "NOT_FOUND" },
    });
    const other = await bought(2);
    const theirs = await client.graphql(COMPLETE, { id: other.intent.id });
    expect(theirs.body.errors?.[0]).toMatchObject({
      message: "This payment belongs to another account.",
      extensions: { code: "FORBIDDEN" },
    });
    const unpaid = (await startSeats(client, course.id, 2)).body.data!.createSeatPaymentIntent;
    const early = await client.graphql(COMPLETE, { id: unpaid.id });
    expect(early.body.errors?.[0].extensions?.code).toBe("PAYMENT_REQUIRED");
    const declined = await payDemo(client, unpaid, TEST_CARDS.declined);
    expect(declined.body.data!.confirmDemoPayment.status).not.toBe("succeeded");
    expect(await seatsOf(client)).toEqual([]);
  });
});

describe("refunding seats", () => {
  const SEAT_REFUND = `query($id: Int!) { adminSeatRefund(paymentId: $id) {
    agencyName seats returned unused enrollments { enrollmentId email } } }`;

  it("gives back unused seats first, in proportion to the money, then the enrollments the administrator ends", async () => {
    const { client, course, payment } = await bought(3);
    const invited = `ana-${unique()}@example.com`;
    await client.graphql(INVITE, {
      course: course.id,
      csv: `first_name,last_name,email\nAna,Diaz,${invited}`,
    });
    const seated = await seatedAgent(app, client, course.id, agreementId);
    expect(await seatsOf(client)).toEqual([{ courseId: course.id, seats: 3, used: 2 }]);
    const whole = await admin.graphql(REFUND, { input: { paymentId: payment.id } });
    expect(whole.body.errors?.[0]).toMatchObject({
      message:
        "This refund gives back 3 seats, but the agency has 1 unused: choose 2 of the enrollments on its seats to end, or have the manager revoke invitations not accepted yet.",
      extensions: { code: "CONFLICT" },
    });

    // One seat's price back: the unused seat goes; the agents keep theirs.
    const one = await admin.graphql(REFUND, {
      input: { paymentId: payment.id, amountCents: 14_900 },
    });
    expect(one.body.data).toEqual({
      refundPayment: { status: "SUCCESSFUL", refundedCents: 14_900 },
    });
    expect(await seatsOf(client)).toEqual([{ courseId: course.id, seats: 2, used: 2 }]);
    // Less than a seat's price gives no seat back.
    await admin.graphql(REFUND, { input: { paymentId: payment.id, amountCents: 100 } });
    expect(await seatsOf(client)).toEqual([{ courseId: course.id, seats: 2, used: 2 }]);

    const { body } = await admin.graphql(SEAT_REFUND, { id: payment.id });
    expect(body.data).toEqual({
      adminSeatRefund: {
        agencyName: expect.stringMatching(/^Bayou Recovery/),
        seats: 3,
        returned: 1,
        unused: 0,
        enrollments: [
          { enrollmentId: seated.enrollmentId, email: seated.user.email.toLowerCase() },
        ],
      },
    });
    // Another enrollment is not the payment's to end.
    const stranger = await admin.graphql(REFUND, {
      input: { paymentId: payment.id, amountCents: 14_900, endEnrollmentIds: [2_000_000_000] },
    });
    expect(stranger.body.errors?.[0].message).toBe(
      "Enrollment #2000000000 is not on a seat this payment bought",
    );
    // One more seat back: the administrator ends the agent's enrollment with it.
    const ending = await admin.graphql(REFUND, {
      input: {
        paymentId: payment.id,
        amountCents: 14_900,
        endEnrollmentIds: [seated.enrollmentId],
      },
    });
    expect(ending.body.errors).toBeUndefined();
    expect(await seatsOf(client)).toEqual([{ courseId: course.id, seats: 1, used: 1 }]);
    const mine = await seated.client.graphql("{ myEnrollments { id status } }");
    expect(mine.body.data).toEqual({
      myEnrollments: [{ id: seated.enrollmentId, status: "CANCELLED" }],
    });
    const members = await client.graphql<{
      myAgency: { members: { email: string; status: string }[] };
    }>("{ myAgency { members { email status } } }");
    expect(members.body.data!.myAgency.members).toContainEqual({
      email: seated.user.email.toLowerCase(),
      status: "REMOVED",
    });
    expect((await admin.graphql(SEAT_REFUND, { id: 2_000_000_000 })).body.data).toEqual({
      adminSeatRefund: null,
    });
  });

  it("leaves verification quiet about seat payments", async () => {
    const { payment } = await bought(2);
    const { body } = await admin.graphql<{
      paymentVerification: { anomalies: { reason: string; recordIds: string[] }[] };
    }>("{ paymentVerification(fresh: true) { anomalies { reason recordIds } } }");
    const mine = body.data!.paymentVerification.anomalies.filter(anomaly =>
      anomaly.recordIds.includes(`payment:${payment.id}`),
    );
    expect(mine).toEqual([]);
  });
});
