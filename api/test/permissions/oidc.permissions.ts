import { type PermissionRows, superAdminsOnly } from "./matrix.js";

/** Who may administer the sign-in provider's clients: super administrators only. */
export const oidcPermissions: PermissionRows = fixtures => ({
  "Query.adminOidcClients": {
    query: "{ adminOidcClients { id } }",
    rest: { method: "GET", path: "/api/admin/oidc-clients" },
    expect: superAdminsOnly,
  },
  "Mutation.adminCreateOidcClient": {
    query:
      "mutation($input: CreateOidcClientInput!) { adminCreateOidcClient(input: $input) { client { id } } }",
    variables: () => ({
      input: {
        clientId: `matrix-${fixtures.unique()}`,
        name: "Matrix client",
        redirectUris: ["https://lms.example.org/admin/oauth2callback.php"],
        firstParty: false,
      },
    }),
    rest: {
      method: "POST",
      path: "/api/admin/oidc-clients",
      body: vars => vars.input,
      status: 201,
    },
    expect: superAdminsOnly,
  },
  "Mutation.adminRotateOidcClientSecret": {
    query: "mutation($id: Int!) { adminRotateOidcClientSecret(id: $id) { secret } }",
    // No such client: the role check answers first; oidc-clients.test.ts rotates real ones.
    variables: () => ({ id: 999_999_999 }),
    rest: { method: "POST", path: "/api/admin/oidc-clients/999999999/secret" },
    expect: { ...superAdminsOnly, default: "NOT_FOUND" },
  },
  "Mutation.adminRevokeOidcClient": {
    query: "mutation($id: Int!) { adminRevokeOidcClient(id: $id) { id } }",
    variables: () => ({ id: 999_999_999 }),
    rest: { method: "DELETE", path: "/api/admin/oidc-clients/999999999" },
    expect: { ...superAdminsOnly, default: "NOT_FOUND" },
  },
});
