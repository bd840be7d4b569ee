import { setTimeout as sleep } from "node:timers/promises";
import { type TestApp, startTestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import { createCourse, createLegalDocument, signedInAs } from "../../../test/factories.js";
import { MOODLE_TOKEN, MoodleFake } from "../../../test/fakes/moodle.js";
import { enroll, payDemo, signTyped, startPayment } from "../../../test/steps/checkout.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { Certificate } from "../certificates/certificate.entity.js";
import { CertificateService } from "../certificates/certificates.service.js";
import { Enrollment, EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { LegalDocumentType } from "../legal/legal-document.entity.js";
import { Notification } from "../systems/notification.entity.js";
import { DemoPaymentIntent } from "./demo-payment-intent.entity.js";
import { DemoRefund } from "./demo-refund.entity.js";
import { Payment, PaymentStatus } from "./payment.entity.js";

let moodle: MoodleFake;
let app: TestApp;
let admin: Client;
let agreementId: number;

beforeAll(async () => {
  moodle = await new MoodleFake().start();
  app = await startTestApp({
    demo: false,
    workers: true,
    env: { LMS_URL: moodle.baseUrl, LMS_TOKEN: MOODLE_TOKEN },
  });
  agreementId = (await createLegalDocument(app, LegalDocumentType.ENROLLMENT_AGREEMENT)).id;
  admin = (await signedInAs(app, { kind: "admin" })).client;
});
afterAll(async () => {
  await app.close();
  await moodle.close();
});

/** A learner who bought a Moodle-linked course with the demo card, once it is provisioned. */
async function purchase() {
  const course = await createCourse(app, { moodleCourseId: "77", priceCents: 19_900 });
  const { user, client } = await signedInAs(app);
  await signTyped(client, agreementId, course.id);
  const intent = await startPayment(client, course.id);
  await payDemo(client, intent);
  const { body } = await enroll(client, course.id, intent.id);
  const enrollmentId = body.data!.enroll.id;
  await until(async () => Boolean((await enrollmentOf(enrollmentId)).moodleUrl));
  const payment = await app.orm.em.fork().findOneOrFail(Payment, { providerPaymentId: intent.id });
  return { user, client, course, enrollmentId, payment, intentId: intent.id };
}

const enrollmentOf = (id: number) => app.orm.em.fork().findOneOrFail(Enrollment, id);

async function until(done: () => Promise<boolean>) {
  for (let i = 0; i < 300 && !(await done()); i++) await sleep(100);
}

const REFUND = `mutation($input: RefundPaymentInput!) {
  refundPayment(input: $input) { id status amountCents refundedCents }
}`;

describe("refunding a payment", () => {
  it("gives the money back, ends the enrollment, withdraws the LMS access and tells the learner", async () => {
    const { user, client, course, enrollmentId, payment, intentId } = await purchase();
    const moodleUser = moodle.users.find(candidate => candidate.email === user.email)!;
    expect(moodle.enrolments.has(`${moodleUser.id}:77`)).toBe(true);

    const answer = await admin.graphql(REFUND, { input: { paymentId: payment.id } });
    expect(answer.body.data).toEqual({
      refundPayment: {
        id: payment.id,
        status: "REFUNDED",
        amountCents: 19_900,
        refundedCents: 19_900,
      },
    });
    expect((await enrollmentOf(enrollmentId)).status).toBe(EnrollmentStatus.CANCELLED);
    // The learner sees the enrollment ended, with no way into the course.
    const mine = await client.graphql("{ myEnrollments { id status moodleUrl } }");
    expect(mine.body.data).toEqual({
      myEnrollments: [{ id: enrollmentId, status: "CANCELLED", moodleUrl: null }],
    });
    const access = await client.graphql(
      "mutation($id: Int!) { requestCourseAccess(courseId: $id) { success } }",
      { id: course.id },
    );
    expect(access.body.errors?.[0]).toMatchObject({
      message: "This enrollment has ended: the course was refunded.",
      extensions: { code: "CONFLICT" },
    });
    const intent = await app.orm.em.fork().findOneOrFail(DemoPaymentIntent, intentId);
    expect(intent.refundedCents).toBe(19_900);

    await until(async () => (await enrollmentOf(enrollmentId)).moodleUrl === null);
    expect((await enrollmentOf(enrollmentId)).moodleUrl).toBeNull();
    expect(moodle.enrolments.has(`${moodleUser.id}:77`)).toBe(false);
    const messages = await app.orm.em.fork().find(Notification, { user: user.id });
    expect(messages.map(message => message.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Your payment for .* was refunded \(\$199\.00\) and your enrollment has ended\.$/,
        ),
        expect.stringMatching(/^Your access to .* in the learning system has ended\.$/),
      ]),
    );
    const audits = await app.orm.em.fork().find(AuditEvent, {
      type: AuditEventType.PaymentRefunded,
      subject: user.id,
    });
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ amountCents: 19_900, full: true });

    // A second click: nothing more is refunded, and it says why.
    const again = await admin.graphql(REFUND, { input: { paymentId: payment.id } });
    expect(again.body.errors?.[0]?.message).toBe("Only a successful payment can be refunded.");
  });

  it("lets the learner buy the course again, which starts the same enrollment and its access anew", async () => {
    const { user, client, course, enrollmentId, payment } = await purchase();
    await admin.graphql(REFUND, { input: { paymentId: payment.id } });
    await until(async () => (await enrollmentOf(enrollmentId)).moodleUrl === null);

    const intent = await startPayment(client, course.id);
    await payDemo(client, intent);
    const { body } = await enroll(client, course.id, intent.id);
    expect(body.data!.enroll.id).toBe(enrollmentId);
    const again = await enrollmentOf(enrollmentId);
    expect(again.status).toBe(EnrollmentStatus.ACTIVE);
    expect(again.payment?.id).not.toBe(payment.id);
    await until(async () => Boolean((await enrollmentOf(enrollmentId)).moodleUrl));
    const moodleUser = moodle.users.find(candidate => candidate.email === user.email)!;
    expect(moodle.enrolments.has(`${moodleUser.id}:77`)).toBe(true);
    const mine = await client.graphql("{ myEnrollments { id status } }");
    expect(mine.body.data).toEqual({ myEnrollments: [{ id: enrollmentId, status: "ACTIVE" }] });
    // Bought twice now: a third purchase is refused.
    await expect(startPayment(client, course.id)).rejects.toThrow(
      "You are already enrolled in this course.",
    );
  });

  it("refunds twenty simultaneous clicks once", async () => {
    const { payment, intentId } = await purchase();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => admin.graphql(REFUND, { input: { paymentId: payment.id } })),
    );
    expect(answers.some(answer => answer.body.data)).toBe(true);
    const stored = await app.orm.em.fork().findOneOrFail(Payment, payment.id);
    expect(stored).toMatchObject({ status: PaymentStatus.REFUNDED, refundedCents: 19_900 });
    const intent = await app.orm.em.fork().findOneOrFail(DemoPaymentIntent, intentId);
    expect(intent.refundedCents).toBe(19_900);
    expect(
      await app.orm.em.fork().count(AuditEvent, {
        type: AuditEventType.PaymentRefunded,
        details: { paymentId: intentId },
      }),
    ).toBe(1);
  });

  it("refuses a partial refund unless the learner keeps the course, and then keeps it", async () => {
    const { payment, enrollmentId } = await purchase();
    const refused = await admin.graphql(REFUND, {
      input: { paymentId: payment.id, amountCents: 5000 },
    });
    expect(refused.body.errors?.[0]?.message).toBe(
      "A partial refund keeps the course: choose to keep the enrollment",
    );
    const kept = await admin.graphql(REFUND, {
      input: { paymentId: payment.id, amountCents: 5000, keepEnrollment: true },
    });
    expect(kept.body.data).toMatchObject({
      refundPayment: { status: "SUCCESSFUL", refundedCents: 5000 },
    });
    expect((await enrollmentOf(enrollmentId)).status).toBe(EnrollmentStatus.ACTIVE);
    const tooMuch = await admin.graphql(REFUND, {
      input: { paymentId: payment.id, amountCents: 20_000, keepEnrollment: true },
    });
    expect(tooMuch.body.errors?.[0]?.message).toBe("The refund must be from $0.01 to $149.00");
  });

  it("revokes the withdrawn enrollment's certificate, audited, and leaves a kept one valid", async () => {
    const certify = async (enrollmentId: number) => {
      await app.orm.em.fork().nativeUpdate(Enrollment, enrollmentId, { completedAt: new Date() });
      return (await new CertificateService(app.orm.em.fork(), app).issueCertificate(enrollmentId))!;
    };
    const verify = async (number: string) =>
      (await (await app.request(`/api/certificates/${number}/verify`)).json()) as {
        status: string;
      };
    const withdrawn = await purchase();
    const certificate = await certify(withdrawn.enrollmentId);
    await admin.graphql(REFUND, { input: { paymentId: withdrawn.payment.id } });
    expect((await verify(certificate.number)).status).toBe("REVOKED");
    const stored = await app.orm.em.fork().findOneOrFail(Certificate, certificate.id);
    expect(stored.revokedReason).toBe("Enrollment refunded");
    const audit = await app.orm.em.fork().findOne(AuditEvent, {
      type: AuditEventType.CertificateRevoked,
      subject: withdrawn.user.id,
    });
    expect(audit?.details).toMatchObject({
      certificateNumber: certificate.number,
      reason: "Enrollment refunded",
      enrollmentId: withdrawn.enrollmentId,
    });

    const kept = await purchase();
    const keptCertificate = await certify(kept.enrollmentId);
    await admin.graphql(REFUND, {
      input: { paymentId: kept.payment.id, amountCents: 100, keepEnrollment: true },
    });
    expect((await verify(keptCertificate.number)).status).toBe("VALID");
  });

  it("lets a learner who bought the course again after a refund earn a new certificate", async () => {
    const { user, client, course, enrollmentId } = await purchase();
    await app.orm.em.fork().nativeUpdate(Enrollment, enrollmentId, { completedAt: new Date() });
    const first = (await new CertificateService(app.orm.em.fork(), app).issueCertificate(
      enrollmentId,
    ))!;
    const payment = await app.orm.em.fork().findOneOrFail(Payment, { user: user.id });
    await admin.graphql(REFUND, { input: { paymentId: payment.id } });

    await signTyped(client, agreementId, course.id);
    const intent = await startPayment(client, course.id);
    await payDemo(client, intent);
    const again = await enroll(client, course.id, intent.id);
    expect(again.body.data!.enroll.id).toBe(enrollmentId);
    const restarted = await enrollmentOf(enrollmentId);
    expect(restarted.status).toBe(EnrollmentStatus.ACTIVE);
    expect(restarted.completedAt).toBeNull();

    await app.orm.em.fork().nativeUpdate(Enrollment, enrollmentId, { completedAt: new Date() });
    const second = await new CertificateService(app.orm.em.fork(), app).issueCertificate(
      enrollmentId,
    );
    expect(second?.number).not.toBe(first.number);
    expect(second?.status).toBe("valid");
    const stored = await app.orm.em.fork().findOneOrFail(Certificate, first.id);
    expect(stored.status).toBe("revoked");
  });

  it("is for administrators only", async () => {
    const { client, payment } = await purchase();
    const refused = await client.graphql(REFUND, { input: { paymentId: payment.id } });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const stored = await app.orm.em.fork().findOneOrFail(Payment, payment.id);
    expect(stored.status).toBe(PaymentStatus.SUCCESSFUL);
  });
});

describe("POST /api/admin/payments/:id/refund", () => {
  const refund = (paymentId: number, json: unknown) =>
    admin.request(`/api/admin/payments/${paymentId}/refund`, { json });

  it("refunds the dollars it names, or all that is left with full: true, and nothing unasked", async () => {
    const { payment, enrollmentId, intentId } = await purchase();
    const refusals: [unknown, string][] = [
      [{}, "Give the amount to refund in dollars, or full: true to refund all that is left"],
      [
        { full: false },
        "Give the amount to refund in dollars, or full: true to refund all that is left",
      ],
      [
        { keepEnrollment: true },
        "Give the amount to refund in dollars, or full: true to refund all that is left",
      ],
      // Cents by another name are not taken for dollars, nor dropped (a full refund, once).
      [{ amountCents: 5000, keepEnrollment: true }, "Unknown field: amountCents"],
      [{ amount: 50, keepEnrollment: true, reason: "x" }, "Unknown field: reason"],
      [{ amount: 50, full: true }, "Give either amount or full: true, not both"],
      [{ full: "yes" }, "full must be true or false"],
      [{ amount: 12.345, keepEnrollment: true }, "Amount can have at most 2 decimal places"],
      [{ amount: "ten", keepEnrollment: true }, "amount must be a number"],
      // A string is no number: "349" refunded all of a $349 payment once.
      [{ amount: "199", keepEnrollment: true }, "amount must be a number"],
      [{ amount: 50, keepEnrollment: "yes" }, "keepEnrollment must be true or false"],
      [{ full: 1 }, "full must be true or false"],
      [{ amount: 0, keepEnrollment: true }, "Amount must be more than 0"],
      [{ amount: -5, keepEnrollment: true }, "Amount must be more than 0"],
      [{ amount: 199.01, keepEnrollment: true }, "The refund must be from $0.01 to $199.00"],
    ];
    for (const [json, message] of refusals) {
      const response = await refund(payment.id, json);
      expect([json, response.status, await response.json()]).toEqual([
        json,
        400,
        expect.objectContaining({ message, code: "BAD_USER_INPUT", requestId: expect.any(String) }),
      ]);
    }
    const untouched = await app.orm.em.fork().findOneOrFail(Payment, payment.id);
    expect(untouched).toMatchObject({ status: PaymentStatus.SUCCESSFUL, refundedCents: 0 });
    expect((await enrollmentOf(enrollmentId)).status).toBe(EnrollmentStatus.ACTIVE);

    const part = await refund(payment.id, { amount: 50.25, keepEnrollment: true });
    expect(part.status).toBe(200);
    expect(await part.json()).toMatchObject({
      status: "successful",
      amount: 199,
      refundedCents: 5025,
    });
    expect((await enrollmentOf(enrollmentId)).status).toBe(EnrollmentStatus.ACTIVE);

    const rest = await refund(payment.id, { full: true });
    expect(rest.status).toBe(200);
    expect(await rest.json()).toMatchObject({ status: "refunded", refundedCents: 19_900 });
    expect((await enrollmentOf(enrollmentId)).status).toBe(EnrollmentStatus.CANCELLED);
    const intent = await app.orm.em.fork().findOneOrFail(DemoPaymentIntent, intentId);
    expect(intent.refundedCents).toBe(19_900);
  });
});

describe("a refund asked twice is one refund", () => {
  const KEYED = `mutation($input: RefundPaymentInput!) {
    refundPayment(input: $input) { id status amountCents refundedCents pendingRefundCents createdAt }
  }`;
  const refundsAtProcessor = (intentId: string) =>
    app.orm.em.fork().count(DemoRefund, { intentId });
  const restRefund = (paymentId: number, json: unknown, key?: string) =>
    admin.request(`/api/admin/payments/${paymentId}/refund`, {
      json,
      headers: key === undefined ? {} : { "idempotency-key": key },
    });

  it("gives twenty parallel and then twenty sequential requests with one key one refund and twenty equal answers", async () => {
    const { payment, intentId } = await purchase();
    const input = { paymentId: payment.id, amountCents: 5000, keepEnrollment: true };
    const ask = () => admin.graphql(KEYED, { input: { ...input, idempotencyKey: "dialog-1" } });
    const parallel = await Promise.all(Array.from({ length: 20 }, ask));
    const sequential = [];
    for (let i = 0; i < 20; i++) sequential.push(await ask());
    for (const answers of [parallel, sequential]) {
      expect(answers.map(answer => answer.body)).toEqual(
        Array.from({ length: 20 }, () => parallel[0]!.body),
      );
    }
    expect(parallel[0]!.body.data).toMatchObject({
      refundPayment: { status: "SUCCESSFUL", refundedCents: 5000 },
    });
    expect(await refundsAtProcessor(intentId)).toBe(1);
    expect((await app.orm.em.fork().findOneOrFail(Payment, payment.id)).refundedCents).toBe(5000);
    expect(
      await app.orm.em.fork().count(AuditEvent, {
        type: AuditEventType.PaymentRefunded,
        details: { paymentId: intentId },
      }),
    ).toBe(1);
  });

  it("takes REST's Idempotency-Key: twenty parallel and twenty sequential, one refund, twenty equal answers", async () => {
    const { payment, intentId } = await purchase();
    const body = { amount: 20, keepEnrollment: true };
    const ask = async () => {
      const response = await restRefund(payment.id, body, '"8e03978e-40d5-43e8-bc93-6894a57f9324"');
      return [response.status, await response.json()] as const;
    };
    const parallel = await Promise.all(Array.from({ length: 20 }, ask));
    const sequential = [];
    for (let i = 0; i < 20; i++) sequential.push(await ask());
    expect([...parallel, ...sequential]).toEqual(Array.from({ length: 40 }, () => parallel[0]));
    expect(parallel[0]![0]).toBe(200);
    expect(parallel[0]![1]).toMatchObject({ refundedCents: 2000, status: "successful" });
    expect(await refundsAtProcessor(intentId)).toBe(1);
    // The same key bare (not a structured-field string) is the same key.
    expect(
      (await restRefund(payment.id, body, "8e03978e-40d5-43e8-bc93-6894a57f9324")).status,
    ).toBe(200);
    expect(await refundsAtProcessor(intentId)).toBe(1);
  });

  it("refuses the same key with another amount (422) and refunds nothing more", async () => {
    const { payment, intentId } = await purchase();
    const first = await restRefund(payment.id, { amount: 10, keepEnrollment: true }, "key-422");
    expect(first.status).toBe(200);
    const other = await restRefund(payment.id, { amount: 11, keepEnrollment: true }, "key-422");
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({
      code: "IDEMPOTENCY_KEY_REUSED",
      message:
        "This idempotency key was used for another refund of this payment: send a new key for a new refund.",
    });
    const viaGraphql = await admin.graphql(KEYED, {
      input: { paymentId: payment.id, amountCents: 1000, idempotencyKey: "key-422" },
    });
    expect(viaGraphql.body.errors?.[0]?.extensions?.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await refundsAtProcessor(intentId)).toBe(1);
    // Another key is another refund.
    const next = await restRefund(payment.id, { amount: 10, keepEnrollment: true }, "key-423");
    expect(await next.json()).toMatchObject({ refundedCents: 2000 });
    expect(await refundsAtProcessor(intentId)).toBe(2);
  });

  it("keeps a key to its administrator and payment: the same key elsewhere is another refund", async () => {
    const first = await purchase();
    const second = await purchase();
    const other = (await signedInAs(app, { kind: "admin" })).client;
    const body = { amount: 5, keepEnrollment: true };
    const ask = (client: Client, paymentId: number) =>
      client.request(`/api/admin/payments/${paymentId}/refund`, {
        json: body,
        headers: { "idempotency-key": "shared-key" },
      });
    for (const [client, paymentId] of [
      [admin, first.payment.id],
      [other, first.payment.id],
      [admin, second.payment.id],
      [admin, first.payment.id],
    ] as const) {
      expect((await ask(client, paymentId)).status).toBe(200);
    }
    expect(await refundsAtProcessor(first.intentId)).toBe(2);
    expect(await refundsAtProcessor(second.intentId)).toBe(1);
  });

  it("refuses an empty, huge or control-character key with 400, refunding nothing", async () => {
    const { payment, intentId } = await purchase();
    const message = "The idempotency key must be 1 to 255 printable ASCII characters";
    // (A header cannot carry a line break, NUL or other control characters but the tab: the
    // HTTP parser refuses those before the portal sees them.)
    for (const key of ["", '""', "k".repeat(256), "caf\u00e9", "tab\there"]) {
      const response = await restRefund(payment.id, { amount: 1, keepEnrollment: true }, key);
      expect([key, response.status, await response.json()]).toEqual([
        key,
        400,
        expect.objectContaining({
          message,
          code: "BAD_USER_INPUT",
          fields: { idempotencyKey: message },
        }),
      ]);
    }
    for (const key of ["", "k".repeat(256), "line\nbreak", "nul\u0000", "\u202eevil"]) {
      const { body } = await admin.graphql(KEYED, {
        input: {
          paymentId: payment.id,
          amountCents: 100,
          keepEnrollment: true,
          idempotencyKey: key,
        },
      });
      // (NUL is refused for any text by the edge check, in its own words.)
      expect([key, body.errors?.[0]?.extensions?.code]).toEqual([key, "BAD_USER_INPUT"]);
    }
    expect(await refundsAtProcessor(intentId)).toBe(0);
    expect(await app.orm.em.fork().findOneOrFail(Payment, payment.id)).toMatchObject({
      refundedCents: 0,
      metadata: expect.not.objectContaining({ refunds: expect.anything() }),
    });
  });

  it("refuses, without a key, the same refund again within 10 minutes (409 naming it), unless a new one is meant", async () => {
    const { payment, intentId } = await purchase();
    const body = { amount: 15, keepEnrollment: true };
    const first = await restRefund(payment.id, body);
    expect(first.status).toBe(200);
    const [recorded] = (await app.orm.em.fork().findOneOrFail(Payment, payment.id)).metadata!
      .refunds as { id: string }[];
    const again = await restRefund(payment.id, body);
    expect(again.status).toBe(409);
    const refusal = (await again.json()) as { message: string; code: string };
    expect(refusal.code).toBe("CONFLICT");
    expect(refusal.message).toMatch(
      new RegExp(
        `^A refund of \\$15\\.00 \\(${recorded!.id}\\) was made \\d+ seconds? ago\\. To give the same amount back again, say it is a new refund \\(repeat\\), or send an idempotency key\\.$`,
      ),
    );
    const viaGraphql = await admin.graphql(REFUND, {
      input: { paymentId: payment.id, amountCents: 1500, keepEnrollment: true },
    });
    expect(viaGraphql.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(await refundsAtProcessor(intentId)).toBe(1);
    // Another amount is no retry; the same amount said to be new is refunded.
    expect((await restRefund(payment.id, { amount: 16, keepEnrollment: true })).status).toBe(200);
    const meant = await restRefund(payment.id, { ...body, repeat: true });
    expect(meant.status).toBe(200);
    expect(await meant.json()).toMatchObject({ refundedCents: 4600 });
    expect(await refundsAtProcessor(intentId)).toBe(3);
  });

  it("takes a refund older than 10 minutes for no retry", async () => {
    const { payment, intentId } = await purchase();
    const input = { paymentId: payment.id, amountCents: 700, keepEnrollment: true };
    await admin.graphql(REFUND, { input });
    const em = app.orm.em.fork();
    const stored = await em.findOneOrFail(Payment, payment.id);
    const eleven = new Date(Date.now() - 11 * 60_000).toISOString();
    const refunds = (stored.metadata!.refunds as Record<string, unknown>[]).map(refund => ({
      ...refund,
      askedAt: eleven,
      refundedAt: eleven,
    }));
    stored.metadata = { ...stored.metadata, refunds };
    await em.flush();
    const again = await admin.graphql(REFUND, { input });
    expect(again.body.data).toMatchObject({ refundPayment: { refundedCents: 1400 } });
    expect(await refundsAtProcessor(intentId)).toBe(2);
  });
});
