import { type PermissionRows, partnerScoped } from "./matrix.js";

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
});
