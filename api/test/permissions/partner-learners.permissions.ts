import { type PermissionRow, type PermissionRows, adminsOnly, partnerScoped } from "./matrix.js";

/** Each list of a partner: its field, the arguments beside the partner, its REST path's last part. */
const LISTS = [
  ["partnerLearners", ', filter: { search: "lee" }', "learners"],
  ["partnerEnrollments", ", filter: { status: COMPLETED }", "enrollments"],
  ["partnerSales", ", filter: { date: MONTH }", "sales"],
] as const;

/**
 * Who may read a partner's learners, enrollments and sales (partner-learners.test.ts reads real
 * ones): the matrix's partnerAdmin for partner A and the academy's administrators; anyone else,
 * partner B's administrator included, is refused alike, whether the partner exists or not.
 */
export const partnerLearnersPermissions: PermissionRows = fixtures =>
  Object.fromEntries(
    LISTS.flatMap(([field, args, path]): [string, PermissionRow][] => {
      const query = `query($partnerId: Int!) { ${field}(partnerId: $partnerId${args}) { totalCount edges { node { id } } } }`;
      return [
        [
          `Query.${field}`,
          {
            query,
            variables: () => ({ partnerId: fixtures.partnerId() }),
            rest: {
              method: "GET",
              path: vars => `/api/partners/${String(vars.partnerId)}/${path}`,
            },
            expect: partnerScoped,
          },
        ],
        [
          `Query.${field} (an unknown id)`,
          {
            query,
            variables: () => ({ partnerId: 2_000_000_000 }),
            rest: { method: "GET", path: `/api/partners/999999999/${path}` },
            // The same refusal as another partner's id: no oracle of ids. Administrators: NOT_FOUND.
            expect: {
              ...partnerScoped,
              partnerAdmin: "FORBIDDEN",
              admin: "NOT_FOUND",
              superAdmin: "NOT_FOUND",
            },
          },
        ],
      ];
    }),
  );

/**
 * The academy's Partners screen (admin-partners.test.ts reads real ones): administrators only;
 * a partner's own administrators read their partner on /partner/{id}, not here.
 */
export const adminPartnersPermissions: PermissionRows = fixtures => ({
  "Query.adminPartners": {
    query:
      'query { adminPartners(filter: { status: LIVE, search: "partner" }) { totalCount edges { node { id learners salesThisMonth } } } }',
    rest: { method: "GET", path: "/api/admin/partners?status=live&q=partner" },
    expect: adminsOnly,
  },
  "Query.adminPartner": {
    query:
      "query($partnerId: Int!) { adminPartner(partnerId: $partnerId) { partner { id timeline { kind } } terms { endsAt } } }",
    variables: () => ({ partnerId: fixtures.partnerId() }),
    rest: { method: "GET", path: vars => `/api/admin/partners/${String(vars.partnerId)}` },
    expect: adminsOnly,
  },
});
