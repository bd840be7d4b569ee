import { Agency } from "../../src/modules/agencies/agency.entity.js";
import {
  AgencyMember,
  AgencyMemberStatus,
  AgencyRole,
} from "../../src/modules/agencies/agency-member.entity.js";
import { AgencySeats } from "../../src/modules/agencies/agency-seats.entity.js";
import { ApiToken, ApiTokenRole } from "../../src/modules/api-tokens/api-token.entity.js";
import { OidcClient } from "../../src/modules/oidc/oidc-client.entity.js";
import { LOCKOUT } from "../../src/modules/auth/lockout.service.js";
import { LoginAttempt } from "../../src/modules/auth/login-attempt.entity.js";
import { BusinessOffer } from "../../src/modules/business-offers/business-offer.entity.js";
import { LicenseType } from "../../src/modules/partners/licence.rules.js";
import { PartnerAdmin, PartnerAdminRole } from "../../src/modules/partners/partner-admin.entity.js";
import { PartnerEvent, PartnerEventKind } from "../../src/modules/partners/partner-event.entity.js";
import { PartnerCoursePrice } from "../../src/modules/partners/partner-storefront.entity.js";
import { Partner } from "../../src/modules/partners/partner.entity.js";
import { Statement } from "../../src/modules/settlements/statement.entity.js";
import {
  ContactMessage,
  ContactSubject,
} from "../../src/modules/contact/contact-message.entity.js";
import { CertificateService } from "../../src/modules/certificates/certificates.service.js";
import { Enrollment } from "../../src/modules/enrollments/enrollment.entity.js";
import { Payment } from "../../src/modules/payments/payment.entity.js";
import { type Course, CourseCategory } from "../../src/modules/courses/course.entity.js";
import { LegalDocumentType } from "../../src/modules/legal/legal-document.entity.js";
import { OutboxMail } from "../../src/modules/mail/outbox-mail.entity.js";
import { ActivityItem } from "../../src/modules/systems/activity-item.entity.js";
import { Notification } from "../../src/modules/systems/notification.entity.js";
import { SystemKey } from "../../src/modules/systems/system.entity.js";
import { User } from "../../src/modules/users/user.entity.js";
import { TrustedAddress } from "../../src/modules/verification/trusted-address.entity.js";
import type { TestApp } from "../app.js";
import {
  type FactoryUser,
  createCourse,
  createEnrollment,
  createLegalDocument,
  createPartner,
  createUser,
  unique,
} from "../factories.js";

/** Completes the enrollment and issues its certificate. */
async function certify(app: TestApp, enrollmentId: number) {
  await app.orm.em.fork().nativeUpdate(Enrollment, enrollmentId, { completedAt: new Date() });
  await new CertificateService(app.orm.em.fork(), app).issueCertificate(enrollmentId);
}

const DAY = 86_400_000;
/** A completion whose 24-month renewal period ends 30 days from now. */
const DUE_SOON = new Date(Date.now() - (2 * 365 - 30) * DAY);

/** A completed enrollment in `course`, completed at `when`. */
async function completed(app: TestApp, user: { id: number }, course: Course, when: Date) {
  const { enrollment } = await createEnrollment(app, user, course);
  await app.orm.em.fork().nativeUpdate(Enrollment, enrollment.id, { completedAt: when });
}

/** The signed-in callers of the lists: the learner's own lists grow with the world. */
export interface Callers {
  learner: FactoryUser;
  superAdmin: FactoryUser;
}

const HOUR = 3_600_000;

/** The first partner the world makes (the learner administers every one): its view grows too. */
export const WORLD_PARTNER_ID = 1;

/** The world's live storefront (made once, after the first partner), its prices growing too. */
export const WORLD_STOREFRONT = "world-storefront";

/** The months of the world partner's statements, one more each time (from January 2000). */
let statementMonths = 0;
const nextStatementPeriod = () => {
  const n = statementMonths++;
  return `${2000 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, "0")}-01`;
};

/**
 * `count` more rows of everything a list shows, each with the relations its list loads: a course
 * (with an instructor), a learner enrolled and paying for it (payment, receipt, audit events), the
 * caller's own enrollment (both completed, with certificates; the learner's counts as CE hours),
 * an initial certification due for renewal soon, receipt, notification, activity item and failed sign-in in it, an
 * unpaid enrollment and a burst of failed sign-ins (verification anomalies), a locked account, a
 * message, an email, an offer, an API token and a legal document; a partner the learner
 * administers, and an invited administrator, a timeline entry, a sale (the new user's certified
 * course) and a monthly statement of the world's first partner; the live storefront's price of
 * each new course (twice: its history grows).
 */
export async function grow(app: TestApp, callers: Callers, count: number): Promise<void> {
  const shared = await createCourse(app, { title: `Shared ${unique()}` });
  const initial = await createCourse(app, { category: CourseCategory.INITIAL_CERTIFICATION });
  await completed(app, callers.learner, initial, DUE_SOON);
  for (let i = 0; i < count; i += 1) {
    const course = await createCourse(app, { instructorName: `Instructor ${unique()}` });
    const user = await createUser(app);
    const paid = await createEnrollment(app, user, course);
    const own = await createEnrollment(app, callers.learner, course);
    for (const { enrollment } of [paid, own]) await certify(app, enrollment.id);
    // Certified 23 months ago with no CE hours: due for renewal within the report's 60 days.
    await completed(app, user, initial, DUE_SOON);
    await createEnrollment(app, user, shared, { payment: null });
    await createLegalDocument(app, LegalDocumentType.PRIVACY_POLICY, { isActive: false });
    await createPartner(app, { admin: callers.learner });
    const em = app.orm.em.fork();
    // The user's certified course was sold by the world's first partner: its lists grow too.
    await em.nativeUpdate(Enrollment, paid.enrollment.id, { partner: WORLD_PARTNER_ID });
    await em.nativeUpdate(Payment, paid.payment!.id, { partner: WORLD_PARTNER_ID });
    const key = unique();
    const storefront =
      (await em.findOne(Partner, { slug: WORLD_STOREFRONT })) ??
      (await createPartner(app, { live: true, branding: { slug: WORLD_STOREFRONT } }));
    for (const priceCents of [12_000, null]) {
      em.create(PartnerCoursePrice, { partner: storefront.id, course: course.id, priceCents });
    }
    em.create(PartnerAdmin, {
      partner: WORLD_PARTNER_ID,
      email: `partner-admin-${key}@example.com`,
      role: PartnerAdminRole.ADMIN,
    });
    em.create(PartnerEvent, { partner: WORLD_PARTNER_ID, kind: PartnerEventKind.CREDENTIALS_SENT });
    const money = { salesCents: 1_000, refundsCents: 0, royaltyCents: 150, feesCents: 59 };
    em.create(Statement, {
      partner: WORLD_PARTNER_ID,
      period: nextStatementPeriod(),
      ...money,
      partnerShareCents: 800,
      carriedInCents: 0,
      payableCents: 800,
      carriedOutCents: 0,
    });
    em.create(ContactMessage, {
      name: `Visitor ${key}`,
      email: `visitor-${key}@example.com`,
      subject: ContactSubject.COURSE_INFO,
      message: "A message made by the statements test.",
    });
    // An agency the user manages, with seats of the course and an agent invited to one.
    const agency = em.create(Agency, {
      name: `Agency ${key}`,
      billingEmail: `agency-${key}@example.com`,
    });
    em.create(AgencyMember, {
      agency,
      user: user.id,
      email: user.email.toLowerCase(),
      firstName: "Morgan",
      lastName: "Manager",
      role: AgencyRole.MANAGER,
      status: AgencyMemberStatus.JOINED,
    });
    em.create(AgencySeats, { agency, course: course.id, seats: 2 });
    em.create(AgencyMember, {
      agency,
      email: `agent-${key}@example.com`,
      firstName: "Avery",
      lastName: "Agent",
      role: AgencyRole.AGENT,
      course: course.id,
    });
    em.create(OutboxMail, {
      recipient: `mail-${key}@example.com`,
      subject: "Made by the statements test",
      textBody: "Hello.",
      kind: "statements-test",
      dedupeKey: `statements-${key}`,
    });
    em.create(BusinessOffer, {
      businessName: `Business ${key}`,
      contactName: "Casey Contact",
      contactEmail: `offer-${key}@example.com`,
      contactPhone: "+1 555 0100",
      businessAddress: "1 Test Street",
      licenseType: LicenseType.ROYALTY_FREE,
      paymentAmountCents: 100_000,
    });
    em.create(TrustedAddress, {
      ipAddress: `2001:db8::${key.slice(-4)}:${i + 1}`,
      note: "Trusted by the statements test",
      trustedBy: user.id,
    });
    em.create(ApiToken, {
      user: user.id,
      name: `Token ${key}`,
      tokenHash: `hash-${key}`,
      prefix: key.slice(0, 8),
      role: ApiTokenRole.LEARNER,
      expiresAt: new Date(Date.now() + 24 * HOUR),
    });
    em.create(OidcClient, {
      clientId: `client-${key}`,
      name: `Client ${key}`,
      secretHash: `hash-${key}`,
      redirectUris: [`https://rp.example.org/${key}/callback`],
      createdBy: user.id,
    });
    em.create(Notification, {
      user: callers.learner.id,
      system: SystemKey.MAIN,
      message: `Notice ${key}`,
    });
    em.create(ActivityItem, {
      user: callers.learner.id,
      system: SystemKey.MAIN,
      action: "viewed",
      details: { course: course.title },
    });
    em.create(LoginAttempt, {
      user: callers.learner.id,
      username: callers.learner.username,
      success: false,
      reason: "bad password",
      ipAddress: "192.0.2.10",
    });
    // A burst against the new account: one more anomaly for the security audit.
    for (let failure = 0; failure < LOCKOUT.failures; failure += 1) {
      em.create(LoginAttempt, {
        user: user.id,
        username: user.username,
        success: false,
        reason: "bad password",
        ipAddress: "192.0.2.11",
      });
    }
    await em.flush();
    await em.nativeUpdate(
      User,
      { id: user.id },
      { lockedUntil: new Date(Date.now() + HOUR), failedLoginCount: 5 },
    );
  }
}
