import type { TestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import { enroll, payDemo, signTyped, startPayment } from "../../../test/steps/checkout.js";
import { REFUND, refundTestApp, until } from "../../../test/steps/refund.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { Certificate } from "../certificates/certificate.entity.js";
import { CertificateService } from "../certificates/certificates.service.js";
import { Enrollment, EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { Notification } from "../systems/notification.entity.js";
import { DemoPaymentIntent } from "./demo-payment-intent.entity.js";
import { Payment, PaymentStatus } from "./payment.entity.js";

const refundApp = refundTestApp();
const { purchase } = refundApp;
let app: TestApp;
let admin: Client;
let agreementId: number;
beforeAll(() => {
  ({ app, admin, agreementId } = refundApp.started());
});
const enrollmentOf = (id: number) => app.orm.em.fork().findOneOrFail(Enrollment, id);

describe("refunding a payment", () => {
  it("gives the money back, ends the enrollment, withdraws the LMS access and tells the learner", async () => {
    const { user, client, course, enrollmentId, payment, intentId } = await purchase();
    const moodleUser = app.lms.users.find(candidate => candidate.email === user.email)!;
    expect(app.lms.enrolments.has(`${moodleUser.id}:77`)).toBe(true);

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
    expect(app.lms.enrolments.has(`${moodleUser.id}:77`)).toBe(false);
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
    const moodleUser = app.lms.users.find(candidate => candidate.email === user.email)!;
    expect(app.lms.enrolments.has(`${moodleUser.id}:77`)).toBe(true);
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
