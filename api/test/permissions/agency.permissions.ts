import { type PermissionRows, adminsOnly, signedInOnly } from "./matrix.js";

/**
 * Who may call this module's root fields: its rows of the permission matrix. The matrix's
 * agencyManager manages an agency with seats of the fixtures' course; the other callers manage
 * none. A manager reaches only the agency they manage (no field takes another agency's id);
 * agencies.test.ts shows a manager of one agency cannot read, invite to or remove from another.
 */
export const agencyPermissions: PermissionRows = fixtures => ({
  "Query.myAgency": {
    query: "{ myAgency { id seats { seats used } members { email } } }",
    rest: { method: "GET", path: "/api/agency" },
    expect: signedInOnly,
  },
  "Mutation.createAgency": {
    query: "mutation($input: AgencyInput!) { createAgency(input: $input) { id } }",
    // A name left empty: past the role check, the input is refused (nothing is set up).
    variables: () => ({
      input: { name: "", billingEmail: `billing-${fixtures.unique()}@example.com` },
    }),
    rest: { method: "POST", path: "/api/agency", body: vars => vars.input, status: 201 },
    expect: { anonymous: "UNAUTHENTICATED", default: "BAD_USER_INPUT" },
  },
  "Mutation.createSeatPaymentIntent": {
    query:
      "mutation($course: Int!) { createSeatPaymentIntent(courseId: $course, seats: 3) { id } }",
    variables: () => ({ course: fixtures.courseId() }),
    // Only a manager starts a payment for seats (a retry answers the same one).
    rest: {
      method: "POST",
      path: "/api/agency/seat-payments",
      body: vars => ({ courseId: vars.course, seats: 3 }),
    },
    expect: { anonymous: "UNAUTHENTICATED", agencyManager: "OK", default: "NOT_FOUND" },
  },
  "Mutation.completeSeatPurchase": {
    query: 'mutation { completeSeatPurchase(paymentId: "pi_demo_none") { id } }',
    // No such payment at the processor.
    rest: { method: "POST", path: "/api/agency/seat-payments/pi_demo_none/complete" },
    expect: { anonymous: "UNAUTHENTICATED", default: "NOT_FOUND" },
  },
  "Query.adminSeatRefund": {
    // A payment that bought no seats: null, for administrators only.
    query: "{ adminSeatRefund(paymentId: 2000000000) { seats unused } }",
    expect: adminsOnly,
  },
  "Mutation.adminGrantAgencySeats": {
    query:
      "mutation($course: Int!) { adminGrantAgencySeats(agencyId: 2000000000, courseId: $course, seats: 3) { id } }",
    // No such agency: the role check answers first.
    variables: () => ({ course: fixtures.courseId() }),
    rest: {
      method: "POST",
      path: "/api/admin/agencies/999999999/seats",
      body: vars => ({ courseId: vars.course, seats: 3 }),
    },
    expect: { ...adminsOnly, default: "NOT_FOUND" },
  },
  "Query.previewAgencyInvitations": {
    query:
      'query($course: Int!) { previewAgencyInvitations(courseId: $course, csv: "first_name,last_name,email\\nA,B,a@example.com") { outcome } }',
    variables: () => ({ course: fixtures.courseId() }),
    rest: {
      method: "POST",
      path: "/api/agency/invitations/preview",
      body: vars => ({
        courseId: vars.course,
        csv: "first_name,last_name,email\nA,B,a@example.com",
      }),
    },
    expect: { anonymous: "UNAUTHENTICATED", agencyManager: "OK", default: "NOT_FOUND" },
  },
  "Mutation.sendAgencyInvitations": {
    query:
      'mutation($course: Int!) { sendAgencyInvitations(courseId: $course, csv: "first_name,last_name,email\\nA,B,a@example.com") { outcome } }',
    variables: () => ({ course: fixtures.courseId() }),
    // The manager's first call invites, a later one finds the member: both answer the rows.
    rest: {
      method: "POST",
      path: "/api/agency/invitations",
      body: vars => ({
        courseId: vars.course,
        csv: "first_name,last_name,email\nA,B,a@example.com",
      }),
    },
    expect: { anonymous: "UNAUTHENTICATED", agencyManager: "OK", default: "NOT_FOUND" },
  },
  "Mutation.acceptAgencyInvitation": {
    query: 'mutation { acceptAgencyInvitation(token: "no-such-invitation") { agencyName } }',
    // No such link: past the role check, refused as invalid (agencies.test.ts accepts real ones).
    rest: {
      method: "POST",
      path: "/api/agency/join",
      body: () => ({ token: "no-such-invitation" }),
    },
    expect: { anonymous: "UNAUTHENTICATED", default: "BAD_USER_INPUT" },
  },
  "Query.agencyInvitation": {
    query: 'query { agencyInvitation(token: "no-such-invitation") { agencyName email } }',
    // Open to anyone holding a link; no such link here (agencies.test.ts reads real ones).
    expect: { default: "BAD_USER_INPUT" },
  },
  "Query.myAgencySeats": {
    query: "{ myAgencySeats { agencyName courseId enrolled } }",
    rest: { method: "GET", path: "/api/agency/seats" },
    expect: signedInOnly,
  },
  "Mutation.enrollOnAgencySeat": {
    query: "mutation($course: Int!) { enrollOnAgencySeat(courseId: $course) }",
    variables: () => ({ course: fixtures.courseId() }),
    // None of the matrix's callers holds an agency's seat.
    rest: { method: "POST", path: vars => `/api/agency/seats/${String(vars.course)}/enroll` },
    expect: { anonymous: "UNAUTHENTICATED", default: "NOT_FOUND" },
  },
  "Mutation.removeAgencyMember": {
    query: "mutation { removeAgencyMember(memberId: 2000000000) { id } }",
    // No such member, for a manager too (agencies.test.ts removes real members).
    rest: { method: "DELETE", path: "/api/agency/members/999999999" },
    expect: { anonymous: "UNAUTHENTICATED", default: "NOT_FOUND" },
  },
  "Query.adminAgencies": {
    query: "{ adminAgencies(first: 5) { edges { node { id seats used } } totalCount } }",
    rest: { method: "GET", path: "/api/admin/agencies?q=recovery&sort=-name" },
    expect: adminsOnly,
  },
  "Mutation.resendAgencyInvitation": {
    query: "mutation { resendAgencyInvitation(memberId: 2000000000) { id } }",
    // No such member, for a manager too (agencies.test.ts resends real ones).
    rest: { method: "POST", path: "/api/agency/members/999999999/resend" },
    expect: { anonymous: "UNAUTHENTICATED", default: "NOT_FOUND" },
  },
});
