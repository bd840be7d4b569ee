import { PNG } from "pngjs";
import { type PermissionRows, adminsOnly, partnerScoped } from "./matrix.js";

/** A good logo: past the image intake, so the rows reach the partner's scope. */
const LOGO = `data:image/png;base64,${PNG.sync.write(new PNG({ width: 2, height: 2 })).toString("base64")}`;
const BRANDING = {
  displayName: "Matrix Academy",
  slug: "matrix-academy",
  brandColour: "#1a4d8f",
  supportEmail: "help@matrix.example",
  supportPhone: "+1 555 0100",
};

/**
 * Who may call the partners module's root fields. The matrix's partnerAdmin administers partner
 * A (fixtures.partnerId()), otherPartnerAdmin partner B; every partner operation takes the
 * partner's id and is refused alike to anyone else, whether the id exists or not.
 */
export const partnersPermissions: PermissionRows = fixtures => ({
  "Query.myPartners": {
    query: "{ myPartners { id status role } }",
    rest: { method: "GET", path: "/api/partners/mine" },
    // Each signed-in caller reads their own (most have none): named so both partner callers run.
    expect: {
      anonymous: "UNAUTHENTICATED",
      partnerAdmin: "OK",
      otherPartnerAdmin: "OK",
      default: "OK",
    },
  },
  "Query.partner": {
    query:
      "query($partnerId: Int!) { partner(partnerId: $partnerId) { id status admins { email } timeline { kind } } }",
    variables: () => ({ partnerId: fixtures.partnerId() }),
    rest: { method: "GET", path: vars => `/api/partners/${String(vars.partnerId)}` },
    expect: partnerScoped,
  },
  "Query.partner (an unknown id)": {
    query: "{ partner(partnerId: 2000000000) { id } }",
    rest: { method: "GET", path: "/api/partners/999999999" },
    // The same refusal as another partner's id: no oracle of ids. Administrators: NOT_FOUND.
    expect: {
      ...partnerScoped,
      partnerAdmin: "FORBIDDEN",
      admin: "NOT_FOUND",
      superAdmin: "NOT_FOUND",
    },
  },
  "Query.storefront": {
    query: '{ storefront(slug: "no-such-storefront") { id selling courses { priceCents } } }',
    rest: { method: "GET", path: "/api/storefronts/no-such-storefront" },
    // Public, as the catalogue: everyone gets past the role check to the storefront's absence
    // (storefront.test.ts reads live ones).
    expect: { default: "NOT_FOUND" },
  },
  "Query.storefrontCourse": {
    query: '{ storefrontCourse(slug: "no-such-storefront", courseId: 1) { priceCents } }',
    rest: { method: "GET", path: "/api/storefronts/no-such-storefront/courses/1" },
    expect: { default: "NOT_FOUND" },
  },
  "Query.licenceAgreement": {
    query: 'query { licenceAgreement(offerId: 999999999, token: "no-such-link") { offerId } }',
    rest: { method: "GET", path: "/api/licence-agreements/999999999?token=no-such-link" },
    // Open to the holder of a link or of the offer's reference, whoever is signed in; no such
    // link here (licence-agreement.test.ts signs real ones). Administrators too need the link.
    expect: { default: "BAD_USER_INPUT" },
  },
  "Mutation.signLicenceAgreement": {
    query: `mutation { signLicenceAgreement(input: { offerId: 999999999, token: "no-such-link", documentId: 1, documentSha256: "${"0".repeat(64)}", signerName: "Pat Owner", signature: { type: TYPED, text: "Pat Owner" } }) { offerId } }`,
    rest: {
      method: "POST",
      path: "/api/licence-agreements/999999999/sign",
      body: () => ({
        token: "no-such-link",
        documentId: 1,
        documentSha256: "0".repeat(64),
        signerName: "Pat Owner",
        signature: { type: "typed", text: "Pat Owner" },
      }),
    },
    expect: { default: "BAD_USER_INPUT" },
  },
  "Mutation.invitePartnerAdmin": {
    query:
      'mutation($partnerId: Int!) { invitePartnerAdmin(partnerId: $partnerId, email: "co-matrix@example.com") { id } }',
    variables: () => ({ partnerId: fixtures.partnerId() }),
    rest: {
      method: "POST",
      path: vars => `/api/partners/${String(vars.partnerId)}/admins`,
      body: () => ({ email: "co-matrix@example.com" }),
    },
    // Each allowed call mails the address a new link (the earlier one stops working).
    expect: partnerScoped,
  },
  "Mutation.removePartnerAdmin": {
    query:
      "mutation($partnerId: Int!) { removePartnerAdmin(partnerId: $partnerId, adminId: 999999999) { id } }",
    variables: () => ({ partnerId: fixtures.partnerId() }),
    rest: {
      method: "DELETE",
      path: vars => `/api/partners/${String(vars.partnerId)}/admins/999999999`,
    },
    // No such administrator: past the scope, NOT_FOUND (partner-admins.test.ts removes real ones).
    expect: {
      ...partnerScoped,
      partnerAdmin: "NOT_FOUND",
      admin: "NOT_FOUND",
      superAdmin: "NOT_FOUND",
    },
  },
  "Query.partnerInvitation": {
    query: 'query { partnerInvitation(token: "no-such-invitation") { partnerName } }',
    rest: { method: "GET", path: "/api/partner-invitations?token=no-such-invitation" },
    // Open to anyone holding a link; no such link here.
    expect: { default: "BAD_USER_INPUT" },
  },
  "Mutation.acceptPartnerInvitation": {
    query: 'mutation { acceptPartnerInvitation(token: "no-such-invitation") { id } }',
    rest: {
      method: "POST",
      path: "/api/partner-invitations/accept",
      body: () => ({ token: "no-such-invitation" }),
    },
    expect: { anonymous: "UNAUTHENTICATED", default: "BAD_USER_INPUT" },
  },
  "Mutation.updatePartnerBranding": {
    query:
      "mutation($partnerId: Int!, $input: PartnerBrandingInput!) { updatePartnerBranding(partnerId: $partnerId, input: $input) { id slug } }",
    variables: () => ({ partnerId: fixtures.partnerId(), input: BRANDING }),
    rest: {
      method: "PATCH",
      path: vars => `/api/partners/${String(vars.partnerId)}`,
      body: () => BRANDING,
    },
    // Every allowed call sets partner A's settings to the same values.
    expect: partnerScoped,
  },
  "Mutation.setPartnerLogo": {
    query:
      "mutation($partnerId: Int!, $logo: String!) { setPartnerLogo(partnerId: $partnerId, logo: $logo) { id logoUrl } }",
    variables: () => ({ partnerId: fixtures.partnerId(), logo: LOGO }),
    rest: {
      method: "POST",
      path: vars => `/api/partners/${String(vars.partnerId)}/logo`,
      body: () => ({ logo: LOGO }),
    },
    expect: partnerScoped,
  },
  "Mutation.removePartnerLogo": {
    query: "mutation($partnerId: Int!) { removePartnerLogo(partnerId: $partnerId) { id logoUrl } }",
    variables: () => ({ partnerId: fixtures.partnerId() }),
    rest: { method: "DELETE", path: vars => `/api/partners/${String(vars.partnerId)}/logo` },
    expect: partnerScoped,
  },
  "Query.partnerCoursePrices": {
    query:
      "query($partnerId: Int!) { partnerCoursePrices(partnerId: $partnerId) { courseId priceCents } }",
    variables: () => ({ partnerId: fixtures.partnerId() }),
    rest: { method: "GET", path: vars => `/api/partners/${String(vars.partnerId)}/prices` },
    expect: partnerScoped,
  },
  "Mutation.setPartnerCoursePrice": {
    query:
      "mutation($partnerId: Int!, $courseId: Int!) { setPartnerCoursePrice(partnerId: $partnerId, courseId: $courseId, priceCents: 15000) { courseId priceCents } }",
    variables: () => ({ partnerId: fixtures.partnerId(), courseId: fixtures.courseId() }),
    rest: {
      method: "PATCH",
      path: vars => `/api/partners/${String(vars.partnerId)}/prices/${String(vars.courseId)}`,
      body: () => ({ priceCents: 15000 }),
    },
    expect: partnerScoped,
  },
  "Mutation.launchPartner": {
    query: "mutation($partnerId: Int!) { launchPartner(partnerId: $partnerId) { id status } }",
    variables: () => ({ partnerId: fixtures.partnerId() }),
    rest: { method: "POST", path: vars => `/api/partners/${String(vars.partnerId)}/launch` },
    // Partner A has no signed licence agreement: past the scope, the launch is refused
    // (storefront-settings.test.ts launches real ones).
    expect: {
      ...partnerScoped,
      partnerAdmin: "BAD_USER_INPUT",
      admin: "BAD_USER_INPUT",
      superAdmin: "BAD_USER_INPUT",
    },
  },
  "Mutation.createPartnerRenewalIntent": {
    query:
      "mutation($partnerId: Int!) { createPartnerRenewalIntent(partnerId: $partnerId) { id } }",
    variables: () => ({ partnerId: fixtures.partnerId() }),
    rest: { method: "POST", path: vars => `/api/partners/${String(vars.partnerId)}/renewals` },
    // Partner A holds a revenue share licence: past the scope, nothing to renew
    // (partner-term.test.ts renews a royalty-free one).
    expect: {
      ...partnerScoped,
      partnerAdmin: "BAD_USER_INPUT",
      admin: "BAD_USER_INPUT",
      superAdmin: "BAD_USER_INPUT",
    },
  },
  "Mutation.confirmPartnerRenewal": {
    query:
      'mutation($partnerId: Int!) { confirmPartnerRenewal(partnerId: $partnerId, paymentId: "pi_demo_nosuch") { id } }',
    variables: () => ({ partnerId: fixtures.partnerId() }),
    rest: {
      method: "POST",
      path: vars => `/api/partners/${String(vars.partnerId)}/renewals/confirm`,
      body: () => ({ paymentId: "pi_demo_nosuch" }),
    },
    // No such payment: past the scope, NOT_FOUND.
    expect: {
      ...partnerScoped,
      partnerAdmin: "NOT_FOUND",
      admin: "NOT_FOUND",
      superAdmin: "NOT_FOUND",
    },
  },
  // An unknown partner: suspending partner A here would change the other rows' world
  // (partner-term.test.ts suspends and resumes real ones).
  "Mutation.adminSuspendPartner": {
    query: 'mutation { adminSuspendPartner(partnerId: 999999999, reason: "Matrix check") { id } }',
    rest: {
      method: "POST",
      path: "/api/admin/partners/999999999/suspend",
      body: () => ({ reason: "Matrix check" }),
    },
    expect: { ...adminsOnly, admin: "NOT_FOUND", superAdmin: "NOT_FOUND" },
  },
  "Mutation.adminResumePartner": {
    query: "mutation { adminResumePartner(partnerId: 999999999) { id } }",
    rest: { method: "POST", path: "/api/admin/partners/999999999/resume" },
    expect: { ...adminsOnly, admin: "NOT_FOUND", superAdmin: "NOT_FOUND" },
  },
  // An unknown partner (mapping partner A's host would change the pages of the other rows).
  "Mutation.adminMapPartnerHost": {
    query: 'mutation { adminMapPartnerHost(partnerId: 999999999, host: "matrix.partner.example") }',
    expect: { ...adminsOnly, admin: "NOT_FOUND", superAdmin: "NOT_FOUND" },
  },
  // No such mapping: administrators are answered false, and nothing changes.
  "Mutation.adminUnmapPartnerHost": {
    query: 'mutation { adminUnmapPartnerHost(host: "matrix.partner.example") }',
    expect: adminsOnly,
  },
});
