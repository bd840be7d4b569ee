import { createHash, randomBytes } from "node:crypto";
import { SignatureType } from "../src/modules/agreements/user-agreement.entity.js";
import { LicenceAgreement } from "../src/modules/partners/licence-agreement.entity.js";
import { AGREEMENT_TYPES } from "../src/modules/partners/licence-agreement.service.js";
import { AuditEventType } from "../src/modules/audit/audit-event.entity.js";
import {
  BusinessOffer,
  BusinessOfferStatus,
} from "../src/modules/business-offers/business-offer.entity.js";
import { Course } from "../src/modules/courses/course.entity.js";
import { Enrollment, EnrollmentStatus } from "../src/modules/enrollments/enrollment.entity.js";
import { LegalDocument, LegalDocumentType } from "../src/modules/legal/legal-document.entity.js";
import { Payment, PaymentProvider, PaymentStatus } from "../src/modules/payments/payment.entity.js";
import { LICENSE_FEES, LicenseType } from "../src/modules/partners/licence.rules.js";
import {
  PartnerAdmin,
  PartnerAdminRole,
  PartnerAdminStatus,
} from "../src/modules/partners/partner-admin.entity.js";
import { Partner, PartnerStatus } from "../src/modules/partners/partner.entity.js";
import {
  PartnerCoursePrice,
  PartnerLogo,
} from "../src/modules/partners/partner-storefront.entity.js";
import { Receipt } from "../src/modules/payments/receipt.entity.js";
import { User, type UserStatus } from "../src/modules/users/user.entity.js";
import { type NewUser, UserService } from "../src/modules/auth/user.service.js";
import type { TestApp } from "./app.js";
import { Client, someAddress } from "./client.js";

/**
 * Rows with unique data, so a test owns what it makes: no demo accounts, no fixed ids, and test
 * files (each on a database of its own) and the tests inside them never meet on shared rows.
 *
 * Every factory takes a test app or anything else with an `orm` (openTestOrm), writes through a
 * fork of its own and returns the rows it made; pass them on to other factories by value.
 */
export type Db = Pick<TestApp, "orm">;

/**
 * Ten lowercase hex digits. Hex never looks alike to the usernames' look-alike key (no o, l, I or
 * m to confuse 0, 1 and rn with), so names that differ only in a suffix never collide.
 */
export const unique = () => randomBytes(5).toString("hex");

/** The password of every factory user unless a test picks one. */
export const FACTORY_PASSWORD = "Factory#2026";

export type UserKind = "learner" | "admin" | "superAdmin";

export interface UserFields extends Partial<NewUser> {
  /** learner (the default), admin or superAdmin; sets isAdmin and isSuperAdmin. */
  kind?: UserKind;
  /** Active unless given. */
  status?: UserStatus;
}

/** A user as stored, plus the password it signs in with. */
export type FactoryUser = User & { password: string };

/** A user made by UserService, so the password is hashed and the username rules apply. */
export async function createUser(db: Db, fields: UserFields = {}): Promise<FactoryUser> {
  const { kind = "learner", status, ...given } = fields;
  const username = given.username ?? `u${unique()}`;
  const password = given.password ?? FACTORY_PASSWORD;
  const em = db.orm.em.fork();
  const user = await new UserService(em).create(
    {
      username,
      email: `${username}@example.com`,
      firstName: "Fay",
      lastName: "Factory",
      isAdmin: kind !== "learner",
      isSuperAdmin: kind === "superAdmin",
      ...given,
      password,
    },
    { type: AuditEventType.UserCreated },
  );
  if (status && status !== user.status) {
    await em.nativeUpdate(User, { id: user.id }, { status });
    user.status = status;
  }
  return Object.assign(user, { password });
}

/**
 * A browser signed in as `user` over the sign-in path. It calls from a client address of its own
 * unless given one, so per-address limits never add up across tests.
 */
export async function signIn(
  app: TestApp,
  user: { username: string; password: string },
  options: { userAgent?: string; ip?: string } = {},
): Promise<Client> {
  const client = new Client(app, options.userAgent ?? "jest-client", options.ip ?? someAddress());
  const response = await client.login(user.username, user.password);
  if (response.status !== 200) {
    throw new Error(`sign-in of ${user.username} failed: ${response.status}`);
  }
  return client;
}

/** A new user (a learner unless `kind` says otherwise) and a browser signed in as them. */
export async function signedInAs(app: TestApp, fields: UserFields = {}) {
  const user = await createUser(app, fields);
  return { user, client: await signIn(app, user) };
}

export type CourseFields = Partial<
  Pick<
    Course,
    | "title"
    | "description"
    | "imageUrl"
    | "hours"
    | "priceCents"
    | "isFeatured"
    | "isSelfPaced"
    | "isActive"
    | "moodleCourseId"
    | "instructorName"
    | "certificateValidityMonths"
    | "creditHours"
    | "category"
  >
>;

/** An active, self-paced 8-hour course at $199.00 unless told otherwise. */
export async function createCourse(db: Db, fields: CourseFields = {}): Promise<Course> {
  const em = db.orm.em.fork();
  const course = em.create(Course, {
    title: `Course ${unique()}`,
    description: "A course made by a test.",
    hours: 8,
    priceCents: 19_900,
    ...fields,
  });
  await em.flush();
  return course;
}

export interface PaymentFields {
  /** Successful unless given. */
  status?: PaymentStatus;
  /** The course's price unless given. */
  amountCents?: number;
  provider?: PaymentProvider;
  metadata?: Record<string, unknown>;
  /** A receipt comes with a successful payment (as in the product) unless this says otherwise. */
  receipt?: boolean;
}

/** A payment by `user` for `course` with a provider id of its own, and its receipt if any. */
export async function createPayment(
  db: Db,
  user: { id: number },
  course: { id: number; priceCents: number },
  fields: PaymentFields = {},
): Promise<{ payment: Payment; receipt: Receipt | null }> {
  const { status = PaymentStatus.SUCCESSFUL, provider = PaymentProvider.DEMO } = fields;
  const em = db.orm.em.fork();
  const payment = em.create(Payment, {
    providerPaymentId: `${provider === PaymentProvider.STRIPE ? "pi" : "demo_pi"}_${unique()}`,
    provider,
    user: user.id,
    course: course.id,
    amountCents: fields.amountCents ?? course.priceCents,
    status,
    metadata: fields.metadata ?? null,
  });
  const withReceipt = fields.receipt ?? status === PaymentStatus.SUCCESSFUL;
  const receipt = withReceipt ? em.create(Receipt, { payment }) : null;
  await em.flush();
  return { payment, receipt };
}

export interface EnrollmentFields {
  /** Active unless given. */
  status?: EnrollmentStatus;
  /** Enrolled by an administrator: no payment is made for it unless one is given. */
  adminEnrolled?: boolean;
  /** The payment it came from; by default a new successful one with its receipt. */
  payment?: { id: number } | null;
}

/**
 * `user` enrolled in `course`, paid for as a learner would unless `fields` says otherwise; with
 * the payment this call made, if it made one.
 */
export async function createEnrollment(
  db: Db,
  user: { id: number },
  course: { id: number; priceCents: number },
  fields: EnrollmentFields = {},
): Promise<{ enrollment: Enrollment; payment: Payment | null }> {
  const { adminEnrolled = false } = fields;
  let payment: Payment | null = null;
  if (fields.payment === undefined && !adminEnrolled) {
    payment = (await createPayment(db, user, course)).payment;
  }
  const paymentId = fields.payment === undefined ? payment?.id : fields.payment?.id;
  const em = db.orm.em.fork();
  const enrollment = em.create(Enrollment, {
    user: user.id,
    course: course.id,
    payment: paymentId ?? null,
    status: fields.status ?? EnrollmentStatus.ACTIVE,
    adminEnrolled,
  });
  await em.flush();
  return { enrollment, payment };
}

export interface LegalDocumentFields {
  title?: string;
  content?: string;
  version?: string;
  isActive?: boolean;
  requiresSignature?: boolean;
}

/** An active legal document of `type`; an enrollment agreement requires a signature. */
export async function createLegalDocument(
  db: Db,
  type: LegalDocumentType,
  fields: LegalDocumentFields = {},
): Promise<LegalDocument> {
  const em = db.orm.em.fork();
  const document = em.create(LegalDocument, {
    type,
    title: `Document ${unique()}`,
    content: "<p>Made by a test.</p>",
    requiresSignature: type === LegalDocumentType.ENROLLMENT_AGREEMENT,
    ...fields,
  });
  await em.flush();
  return document;
}

export interface PartnerFields {
  /** Joined as its owner; none unless given. */
  admin?: { id: number; email: string };
  /** Revenue share unless given. */
  licence?: LicenseType;
  /** Awaiting setup (signed) unless given. */
  status?: PartnerStatus;
  /** With its licence agreement signed (typed, by the contact) on a document of its own. */
  signed?: boolean;
  /** Its storefront set up (display name, slug, colour, support contact) but not launched. */
  storefront?: boolean;
  /** Its storefront's settings (display name, slug, brand colour, support contact, term's end). */
  branding?: Partial<
    Pick<
      Partner,
      "displayName" | "slug" | "brandColour" | "supportEmail" | "supportPhone" | "termEndsAt"
    >
  >;
  /** Launched: live (unless `status` says otherwise) with a storefront named after its slug. */
  live?: boolean;
  /** Its price rows, oldest first: [course id, cents or null for the academy's price]. */
  prices?: [courseId: number, priceCents: number | null][];
  /** Its logo's PNG. */
  logo?: Buffer;
}

/**
 * A partner made from a paid business offer of its own, its rows inserted directly (the licence
 * flow makes them in the product), with `admin` joined as its owner.
 */
export async function createPartner(db: Db, fields: PartnerFields = {}): Promise<Partner> {
  const { licence = LicenseType.REVENUE_SHARE, live = false } = fields;
  const status = fields.status ?? (live ? PartnerStatus.LIVE : PartnerStatus.AWAITING_SETUP);
  const key = unique();
  const em = db.orm.em.fork();
  const offer = em.create(BusinessOffer, {
    businessName: `Partner ${key} LLC`,
    contactName: "Pat Partner",
    contactEmail: `partner-${key}@example.com`,
    contactPhone: "+1 555 0100",
    businessAddress: "1 Partner Street",
    licenseType: licence,
    status: BusinessOfferStatus.PAID,
    paymentAmountCents: LICENSE_FEES[licence],
  });
  const partner = em.create(Partner, {
    businessOffer: offer,
    legalName: offer.businessName,
    contactName: offer.contactName,
    contactEmail: offer.contactEmail,
    licenceType: licence,
    status,
    ...((live || fields.storefront) && {
      displayName: `Partner ${key} Academy`,
      slug: `partner-${key}`.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      brandColour: "#1d4ed8",
      supportEmail: `help-${key}@example.com`.toLowerCase(),
      supportPhone: "+1 555 0101",
      launchedAt: live ? new Date() : null,
    }),
    ...fields.branding,
  });
  (fields.prices ?? []).forEach(([course, priceCents], index) =>
    // Each newer than the last (one flush gives them all the same now()).
    em.create(PartnerCoursePrice, {
      partner,
      course,
      priceCents,
      setAt: new Date(Date.now() - 60_000 + index * 1000),
    }),
  );
  if (fields.logo) em.create(PartnerLogo, { partner, png: fields.logo });
  if (fields.admin) {
    em.create(PartnerAdmin, {
      partner,
      user: fields.admin.id,
      email: fields.admin.email.toLowerCase(),
      role: PartnerAdminRole.OWNER,
      status: PartnerAdminStatus.JOINED,
      joinedAt: new Date(),
    });
  }
  if (fields.signed) {
    const document = em.create(LegalDocument, {
      type: AGREEMENT_TYPES[licence],
      title: `Licence Agreement ${key}`,
      content: "<p>Made by a test.</p>",
      requiresSignature: true,
    });
    em.create(LicenceAgreement, {
      partner,
      document,
      documentVersion: document.version,
      documentSha256: createHash("sha256").update(document.content).digest("hex"),
      signerName: offer.contactName,
      signerEmail: offer.contactEmail,
      signatureType: SignatureType.TYPED,
      signatureData: { text: offer.contactName, style: "formal" },
    });
  }
  await em.flush();
  return partner;
}
