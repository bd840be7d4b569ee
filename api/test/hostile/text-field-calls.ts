import { unique } from "../factories.js";

/** Who makes a good call of text-fields.test.ts. */
export type Role = "anonymous" | "learner" | "admin" | "newLearner";

/** The rows the good calls name; text-fields.test.ts makes them before it starts. */
export const fixtures = { course: 0, agreement: 0, document: 0, user: 0 };

/** A good call of each mutation that has single-line text, with who makes it. */
export const GOOD: Record<string, { role: Role; variables: () => Record<string, unknown> }> = {
  createAgency: {
    role: "newLearner",
    variables: () => ({ input: { name: "Acme Security", billingEmail: "billing@example.com" } }),
  },
  createApiToken: {
    role: "admin",
    variables: () => ({ input: { name: "Nightly export", role: "LEARNER", expiresInDays: 30 } }),
  },
  adminCreateOidcClient: {
    role: "admin",
    variables: () => ({
      input: {
        clientId: `moodle-${unique()}`,
        name: "Moodle",
        redirectUris: ["https://lms.example.org/admin/oauth2callback.php"],
        firstParty: true,
      },
    }),
  },
  signAgreement: {
    role: "newLearner",
    variables: () => ({
      input: {
        documentId: fixtures.agreement,
        courseId: fixtures.course,
        signature: { type: "TYPED", text: "Pat Visitor", style: "handwritten" },
      },
    }),
  },
  // The address is checked before the partner: no partner needed.
  invitePartnerAdmin: {
    role: "learner",
    variables: () => ({ partnerId: 1, email: "co-admin@example.com" }),
  },
  // The reason is checked before the partner: no partner needed.
  adminSuspendPartner: {
    role: "admin",
    variables: () => ({ partnerId: 1, reason: "Complaints about course claims" }),
  },
  // The host is checked before the partner: no partner needed.
  adminMapPartnerHost: {
    role: "admin",
    variables: () => ({ partnerId: 1, host: "learn.northwind.example" }),
  },
  // The settings are checked before the partner: no partner needed.
  updatePartnerBranding: {
    role: "learner",
    variables: () => ({
      partnerId: 1,
      input: {
        displayName: "Northwind Bail School",
        slug: "northwind-bail",
        brandColour: "#1a4d8f",
        supportEmail: "help@northwind.example",
        supportPhone: "+1 555 010 0200",
      },
    }),
  },
  // No such link: the text rules refuse before the link is looked at.
  signLicenceAgreement: {
    role: "anonymous",
    variables: () => ({
      input: {
        offerId: 1,
        token: "no-such-link",
        documentId: 1,
        documentSha256: "0".repeat(64),
        signerName: "Pat Owner",
        signature: { type: "TYPED", text: "Pat Owner", style: "handwritten" },
      },
    }),
  },
  register: {
    role: "anonymous",
    variables: () => {
      const username = `text${unique()}`;
      return {
        input: {
          firstName: "Pat",
          lastName: "Visitor",
          email: `${username}@example.com`,
          username,
          password: "Correct#Horse9",
          confirmPassword: "Correct#Horse9",
        },
      };
    },
  },
  requestPasswordReset: { role: "anonymous", variables: () => ({ email: "pat@example.com" }) },
  reissueCertificate: {
    role: "admin",
    variables: () => ({ number: "GA-2026-000001", reason: "Name corrected" }),
  },
  revokeCertificate: {
    role: "admin",
    variables: () => ({ number: "GA-2026-000001", reason: "Issued in error" }),
  },
  markEnrollmentComplete: {
    role: "admin",
    variables: () => ({ enrollmentId: 999_999, note: "Completed on paper" }),
  },
  applyForLicense: {
    role: "anonymous",
    variables: () => ({
      input: {
        businessName: "Acme Security",
        contactName: "Pat Visitor",
        contactEmail: "pat@acme.example",
        contactPhone: "+1 (512) 555-0147",
        businessWebsite: "https://acme.example/about",
        businessAddress: "100 Congress Ave, Austin, TX",
        licenseType: "ROYALTY_FREE",
      },
    }),
  },
  submitContactMessage: {
    role: "anonymous",
    variables: () => ({
      input: {
        name: "Pat Visitor",
        email: "pat@example.com",
        phone: "512-555-0147",
        subject: "OTHER",
        message: "Hello",
      },
    }),
  },
  adminCreateCourse: {
    role: "admin",
    variables: () => ({
      input: {
        title: "Report Writing",
        description: "Plain words.",
        moodleCourseId: "RW-101",
        instructorName: "Sam Teacher",
        imageUrl: "https://images.example/report.png",
      },
    }),
  },
  adminUpdateCourse: {
    role: "admin",
    variables: () => ({
      id: fixtures.course,
      input: {
        title: "Report Writing",
        moodleCourseId: "RW-101",
        instructorName: "Sam Teacher",
        imageUrl: "https://images.example/report.png",
      },
    }),
  },
  adminCreateLegalDocument: {
    role: "admin",
    variables: () => ({
      input: { title: "Cookie Policy", content: "<p>Cookies.</p>", version: "2.1" },
    }),
  },
  adminUpdateLegalDocument: {
    role: "admin",
    variables: () => ({ id: fixtures.document, input: { title: "Cookie Policy", version: "2.1" } }),
  },
  updateDisclaimerSetting: {
    role: "admin",
    variables: () => ({
      input: { isVisible: true, text: "Pre-launch: enrollment is early access." },
    }),
  },
  updateAcademyTimeZone: { role: "admin", variables: () => ({ timeZone: "America/New_York" }) },
  updateBannerSettings: {
    role: "admin",
    variables: () => ({ input: { disclaimerText: "Pre-launch: enrollment is early access." } }),
  },
  updateProfile: { role: "learner", variables: () => ({ input: { phone: "+1 512 555 0147" } }) },
  adminCreateUser: {
    role: "admin",
    variables: () => {
      const username = `staff${unique()}`;
      return {
        input: {
          username,
          email: `${username}@example.com`,
          firstName: "Sam",
          lastName: "Staff",
          password: "Correct#Horse9",
        },
      };
    },
  },
  adminUpdateUser: {
    role: "admin",
    variables: () => ({
      id: fixtures.user,
      input: { firstName: "Fay", lastName: "Factory", email: "fay.factory@example.com" },
    }),
  },
};
