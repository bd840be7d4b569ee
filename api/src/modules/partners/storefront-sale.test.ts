import { compactVerify, createLocalJWKSet, type JWK } from "jose";
import { type TestApp, startTestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import {
  createCourse,
  createLegalDocument,
  createPartner,
  signedInAs,
  unique,
} from "../../../test/factories.js";
import { pdfText } from "../../../test/pdf-reader.js";
import { START, enroll, payDemo, signTyped, startPayment } from "../../../test/steps/checkout.js";
import { certificatePdf } from "../certificates/certificate.pdf.js";
import { CertificateService } from "../certificates/certificates.service.js";
import { Enrollment } from "../enrollments/enrollment.entity.js";
import { LegalDocumentType } from "../legal/legal-document.entity.js";
import { MailDeliveryService } from "../mail/mail-delivery.service.js";
import { OutboxMail } from "../mail/outbox-mail.entity.js";
import { paymentGateway } from "../payments/payment-processor.gateway.js";
import { Payment, PaymentStatus } from "../payments/payment.entity.js";
import { User } from "../users/user.entity.js";
import { PartnerCoursePrice } from "./partner-storefront.entity.js";
import { Partner, PartnerStatus } from "./partner.entity.js";

const SENDER = "no-reply@academy.example.org";
let app: TestApp;
let agreementId: number;

beforeAll(async () => {
  app = await startTestApp({ demo: false, mail: true });
  agreementId = (await createLegalDocument(app, LegalDocumentType.ENROLLMENT_AGREEMENT)).id;
});
afterAll(() => app.close());

/** A live partner selling a new course (the academy's price 249.00) at 199.00. */
async function storefrontSelling() {
  const course = await createCourse(app, { priceCents: 24_900 });
  const partner = await createPartner(app, { live: true, prices: [[course.id, 19_900]] });
  return { course, partner };
}

async function learnerReady(courseId: number) {
  const { user, client } = await signedInAs(app);
  await signTyped(client, agreementId, courseId);
  return { user, client };
}

function startAt(client: Client, courseId: number, storefront: string | null) {
  return client.graphql<{ createPaymentIntent: Awaited<ReturnType<typeof startPayment>> }>(START, {
    courseId,
    storefront,
  });
}

/** The enrollment's confirmation as the outbox keeps it, and as the mail server received it. */
async function confirmationOf(enrollmentId: number, to: string) {
  const em = app.orm.em.fork();
  const row = await em.findOneOrFail(OutboxMail, { dedupeKey: `enrollment:${enrollmentId}` });
  await new MailDeliveryService(em, { config: app.config }).sendMail(row.id);
  const [received] = app.mail.to(to);
  return { row, received };
}

async function verify(number: string) {
  const response = await app.request(`/api/certificates/${encodeURIComponent(number)}/verify`, {
    headers: { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  return (await response.json()) as Record<string, unknown>;
}

async function certificateOf(enrollmentId: number) {
  await app.orm.em.fork().nativeUpdate(Enrollment, enrollmentId, { completedAt: new Date() });
  return (await new CertificateService(app.orm.em.fork(), app).issueCertificate(enrollmentId))!;
}

async function signedFacts(signature: string) {
  const keys = (await (await app.request("/.well-known/certificate-keys.json")).json()) as {
    keys: JWK[];
  };
  const { payload } = await compactVerify(signature, createLocalJWKSet(keys));
  return new TextDecoder().decode(payload);
}

describe("buying at a partner's storefront", () => {
  it("charges the partner's price and records the sale, the enrollment and their mail as the partner's", async () => {
    const { course, partner } = await storefrontSelling();
    const { user, client } = await learnerReady(course.id);
    const seller = await client.graphql<{ checkoutSeller: Record<string, unknown> }>(
      `query($storefront: String!, $courseId: Int!) {
        checkoutSeller(storefront: $storefront, courseId: $courseId) { slug name brandColour priceCents }
      }`,
      { storefront: partner.slug, courseId: course.id },
    );
    expect(seller.body.data?.checkoutSeller).toEqual({
      slug: partner.slug,
      name: partner.displayName,
      brandColour: partner.brandColour,
      priceCents: 19_900,
    });
    // REST as the documented path has it; the address as typed, in any case.
    const response = await client.request("/api/create-payment-intent", {
      json: { courseId: course.id, amount: 1, storefront: partner.slug!.toUpperCase() },
    });
    expect(response.status).toBe(200);
    const intent = (await response.json()) as Awaited<ReturnType<typeof startPayment>>;
    expect(intent).toMatchObject({ amountCents: 19_900, amount: 199 });
    const em = app.orm.em.fork();
    const atProcessor = await paymentGateway(app.config, em).retrieve(intent.id);
    expect(atProcessor?.metadata).toMatchObject({ partnerId: String(partner.id) });

    expect((await payDemo(client, intent)).body.data?.confirmDemoPayment.status).toBe("succeeded");
    const { body } = await enroll(client, course.id, intent.id);
    const enrollmentId = body.data!.enroll.id;
    const payment = await em.findOneOrFail(Payment, { providerPaymentId: intent.id });
    expect([payment.partner?.id, payment.amountCents]).toEqual([partner.id, 19_900]);
    const enrollment = await em.findOneOrFail(Enrollment, enrollmentId);
    expect(enrollment.partner?.id).toBe(partner.id);

    const { row, received } = await confirmationOf(enrollmentId, user.email);
    const fromName = `${partner.displayName} via Guardian Academy`;
    expect(row).toMatchObject({ fromName, replyTo: partner.supportEmail });
    expect(received.from).toBe(SENDER);
    expect(received.fromHeader).toBe(`${fromName} <${SENDER}>`);
    expect(received.replyTo).toBe(partner.supportEmail);

    // Its certificate says who delivered it, signed, on its PDF and on /verify.
    const certificate = await certificateOf(enrollmentId);
    expect(certificate.deliveredBy).toBe(partner.displayName);
    expect(JSON.parse(await signedFacts(certificate.signature))).toMatchObject({
      deliveredBy: partner.displayName,
    });
    const issuer = `Guardian Academy, delivered by ${partner.displayName}`;
    expect(await verify(certificate.number)).toMatchObject({ status: "VALID", issuer });
    expect(pdfText(await certificatePdf(certificate, app.config.publicUrl))).toContain(issuer);
  });

  it("leaves an academy sale as it was: the course's price, no partner, the portal's sender, the old certificate", async () => {
    const { course } = await storefrontSelling();
    const { user, client } = await learnerReady(course.id);
    const intent = await startPayment(client, course.id);
    expect(intent.amountCents).toBe(24_900);
    const em = app.orm.em.fork();
    const atProcessor = await paymentGateway(app.config, em).retrieve(intent.id);
    expect(atProcessor?.metadata).not.toHaveProperty("partnerId");
    await payDemo(client, intent);
    const enrollmentId = (await enroll(client, course.id, intent.id)).body.data!.enroll.id;
    const payment = await em.findOneOrFail(Payment, { providerPaymentId: intent.id });
    const enrollment = await em.findOneOrFail(Enrollment, enrollmentId);
    expect([payment.partner ?? null, enrollment.partner ?? null]).toEqual([null, null]);

    const { row, received } = await confirmationOf(enrollmentId, user.email);
    expect(row).toMatchObject({ fromName: null, replyTo: null });
    expect(received.fromHeader).toBe(`Guardian Academy <${SENDER}>`);
    expect(received.replyTo).toBe("");

    // Its signed facts are the seven they always were, so certificates issued before still verify.
    const certificate = await certificateOf(enrollmentId);
    expect(certificate.deliveredBy ?? null).toBeNull();
    expect(Object.keys(JSON.parse(await signedFacts(certificate.signature)))).toEqual([
      "completedAt",
      "course",
      "expiresAt",
      "hours",
      "issuedAt",
      "name",
      "number",
    ]);
    expect(await verify(certificate.number)).toMatchObject({ issuer: "Guardian Academy" });
  });

  it("refuses a storefront that is not selling, and an address no partner has", async () => {
    const course = await createCourse(app);
    const { client } = await learnerReady(course.id);
    const notLaunched = await createPartner(app, { storefront: true });
    const suspended = await createPartner(app, { live: true });
    const ended = await createPartner(app, { live: true });
    const em = app.orm.em.fork();
    await em.nativeUpdate(Partner, suspended.id, { status: PartnerStatus.SUSPENDED });
    await em.nativeUpdate(Partner, ended.id, { termEndsAt: new Date(Date.now() - 60_000) });
    for (const partner of [notLaunched, suspended, ended]) {
      const { body } = await startAt(client, course.id, partner.slug!);
      const refusal = {
        message: "This academy is not selling at the moment",
        extensions: { code: "CONFLICT" },
      };
      expect(body.errors?.[0]).toMatchObject(refusal);
      const seller = await client.graphql(
        `query($storefront: String!, $courseId: Int!) {
          checkoutSeller(storefront: $storefront, courseId: $courseId) { name }
        }`,
        { storefront: partner.slug, courseId: course.id },
      );
      expect(seller.body.errors?.[0]).toMatchObject(refusal);
    }
    const hostile = ["", "x".repeat(5000), "ｓｈｏｐ-é", "a--b", " "];
    for (const slug of [`nobody-${unique()}`, ...hostile]) {
      const { body } = await startAt(client, course.id, slug);
      expect(body.errors?.[0]).toMatchObject({
        message: "No academy is found at this address",
        extensions: { code: "NOT_FOUND" },
      });
    }
    // A NUL never reaches the lookup: the edge refuses it as for every argument.
    const nul = await startAt(client, course.id, `${suspended.slug}\u0000`);
    expect(nul.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(await em.count(Payment, { course: course.id })).toBe(0);
  });

  it("fulfils at the price in force when the intent was made, though the partner changed it since", async () => {
    const { course, partner } = await storefrontSelling();
    const { client } = await learnerReady(course.id);
    const intent = await startPayment(client, course.id, partner.slug!);
    const em = app.orm.em.fork();
    em.create(PartnerCoursePrice, { partner: partner.id, course: course.id, priceCents: 9_900 });
    await em.flush();
    await payDemo(client, intent);
    const { body } = await enroll(client, course.id, intent.id);
    expect(body.data?.enroll.courseId).toBe(course.id);
  });

  it("refuses a partner's payment whose amount is not the partner's price", async () => {
    const { course, partner } = await storefrontSelling();
    const { user, client } = await learnerReady(course.id);
    const em = app.orm.em.fork();
    // Made at the academy's price though it names the partner (as no checkout of ours makes it).
    const intent = await paymentGateway(app.config, em).createIntent({
      amountCents: 24_900,
      currency: "usd",
      description: course.title,
      metadata: {
        userId: String(user.id),
        courseId: String(course.id),
        partnerId: String(partner.id),
      },
      idempotencyKey: `forged-${unique()}`,
    });
    em.create(Payment, {
      providerPaymentId: intent.id,
      provider: paymentGateway(app.config, em).processor,
      amountCents: 24_900,
      status: PaymentStatus.PENDING,
      user: user.id,
      course: course.id,
      partner: em.getReference(Partner, partner.id),
    });
    await em.flush();
    await payDemo(client, { ...intent, processor: "DEMO" });
    const { body } = await enroll(client, course.id, intent.id);
    expect(body.errors?.[0]).toMatchObject({
      message: "The payment does not match this purchase.",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(await em.count(Enrollment, { course: course.id })).toBe(0);
  });

  it("remembers the storefront a registration started at; an address no partner has is ignored", async () => {
    const partner = await createPartner(app, { live: true });
    const registered = async (storefront?: string) => {
      const key = unique();
      const response = await app.request("/api/auth/register", {
        json: {
          firstName: "Sam",
          lastName: "Storefront",
          email: `sam-${key}@example.com`,
          username: `sam_${key}`,
          password: "Storefront#2026",
          confirmPassword: "Storefront#2026",
          storefront,
        },
      });
      expect(response.status).toBe(201);
      const user = await app.orm.em.fork().findOneOrFail(User, { username: `sam_${key}` });
      return user.registeredViaPartner?.id ?? null;
    };
    expect(await registered(partner.slug!)).toBe(partner.id);
    expect(await registered()).toBeNull();
    expect(await registered(`nobody-${unique()}`)).toBeNull();
  });
});
