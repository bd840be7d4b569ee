import { type RestRequest, type RestRoute, asInput, field, intParam } from "../../rest/route.js";

const id = (req: RestRequest) => ({ id: intParam(req, "id") });

/** The sign-in provider's clients over REST (docs/oidc.md), for super administrators. */
export const oidcRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/admin/oidc-clients",
    operation: "AdminOidcClients",
    response: data => ({ success: true, clients: data.adminOidcClients }),
  },
  {
    method: "POST",
    path: "/api/admin/oidc-clients",
    operation: "AdminCreateOidcClient",
    variables: asInput(
      "clientId",
      "name",
      "redirectUris",
      "postLogoutRedirectUris",
      "backchannelLogoutUri",
      "firstParty",
    ),
    response: field("adminCreateOidcClient"),
    status: 201,
  },
  {
    method: "POST",
    path: "/api/admin/oidc-clients/:id/secret",
    operation: "AdminRotateOidcClientSecret",
    variables: id,
    response: field("adminRotateOidcClientSecret"),
  },
  {
    method: "DELETE",
    path: "/api/admin/oidc-clients/:id",
    operation: "AdminRevokeOidcClient",
    variables: id,
    response: field("adminRevokeOidcClient"),
  },
];
