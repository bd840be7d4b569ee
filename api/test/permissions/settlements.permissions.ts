import { type PermissionRows, adminsOnly, partnerScoped } from "./matrix.js";

/**
 * Who may call the settlements module's root fields: a partner's payout account, for partner A's
 * administrator (the matrix's partnerAdmin) and the academy's; anyone else is refused alike,
 * whether the partner exists or not. The matrix runs on the demo processor.
 */
export const settlementsPermissions: PermissionRows = fixtures => ({
  "Query.partnerPayoutAccount": {
    query:
      "query($partnerId: Int!) { partnerPayoutAccount(partnerId: $partnerId) { partnerId state reason } }",
    variables: () => ({ partnerId: fixtures.partnerId() }),
    rest: {
      method: "GET",
      path: vars => `/api/partners/${String(vars.partnerId)}/payout-account`,
    },
    expect: partnerScoped,
  },
  "Mutation.startPayoutOnboarding": {
    query:
      "mutation($partnerId: Int!) { startPayoutOnboarding(partnerId: $partnerId) { url expiresAt } }",
    variables: () => ({ partnerId: fixtures.partnerId() }),
    rest: {
      method: "POST",
      path: vars => `/api/partners/${String(vars.partnerId)}/payout-account/onboarding`,
    },
    expect: partnerScoped,
  },
  "Mutation.startPayoutOnboarding (an unknown partner)": {
    query: "mutation { startPayoutOnboarding(partnerId: 2000000000) { url } }",
    rest: { method: "POST", path: "/api/partners/999999999/payout-account/onboarding" },
    // The same refusal as another partner's id: no oracle of ids. Administrators: NOT_FOUND.
    expect: {
      ...partnerScoped,
      partnerAdmin: "FORBIDDEN",
      admin: "NOT_FOUND",
      superAdmin: "NOT_FOUND",
    },
  },
  "Query.partnerStatements": {
    query:
      "query($partnerId: Int!) { partnerStatements(partnerId: $partnerId) { edges { node { id payableCents } } } }",
    variables: () => ({ partnerId: fixtures.partnerId() }),
    rest: {
      method: "GET",
      path: vars => `/api/partners/${String(vars.partnerId)}/statements`,
    },
    expect: partnerScoped,
  },
  "Query.adminStatements": {
    query:
      "query { adminStatements { statements { edges { node { id } } } totals { payableCents } } }",
    rest: { method: "GET", path: "/api/admin/statements" },
    expect: adminsOnly,
  },
  "Mutation.adminCloseStatements": {
    query: "mutation { adminCloseStatements }",
    rest: { method: "POST", path: "/api/admin/statements/close" },
    expect: adminsOnly,
  },
  // An id no statement has: past the role check, NOT_FOUND; a partner's administrator (even of
  // the statement's partner) is refused by the role. settlement.test.ts approves real ones.
  "Mutation.approveStatement": {
    query: "mutation { approveStatement(statementId: 999999999) { id status } }",
    rest: { method: "POST", path: "/api/admin/statements/999999999/approve" },
    expect: {
      ...adminsOnly,
      agencyManager: "FORBIDDEN",
      partnerAdmin: "FORBIDDEN",
      otherPartnerAdmin: "FORBIDDEN",
      default: "NOT_FOUND",
    },
  },
});
