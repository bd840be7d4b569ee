import { type PermissionRows, adminsOnly } from "./matrix.js";

/** Who may call this module's root fields: its rows of the permission matrix. */
export const apiTokenPermissions: PermissionRows = fixtures => ({
  "Mutation.createApiToken": {
    query:
      "mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { apiToken { id } } }",
    variables: () => ({ input: { name: `matrix ${fixtures.unique()}`, role: "LEARNER" } }),
    expect: adminsOnly,
  },
  "Query.apiTokens": {
    query: "{ apiTokens(first: 5) { edges { node { id } } } }",
    rest: { method: "GET", path: "/api/admin/api-tokens" },
    expect: adminsOnly,
  },
  "Mutation.revokeApiToken": {
    query: "mutation($id: Int!) { revokeApiToken(id: $id) { id } }",
    // No such token: the role check answers first; api-tokens.test.ts revokes real ones.
    variables: () => ({ id: 2_000_000_000 }),
    expect: { ...adminsOnly, default: "NOT_FOUND" },
  },
});
