import fc from "fast-check";
import { hostileString } from "../hostile-values.js";
import { type HostileRequest, encode, graphqlRequest } from "./request.js";

export const CREDENTIALS_TARGET = "forged credentials";

/**
 * Forged credentials: session cookies and Authorization headers of any shape (a lone %, broken
 * percent-encoding, a token of another kind, huge ones) on the calls that read them. Cookies are
 * sent by an anonymous caller (a signed-in one's jar would replace them).
 */
const credential = fc.oneof(
  hostileString.map(text => encode(text.slice(0, 5000))),
  fc.constantFrom("%", "%E0%A4%A", "%zz", "gat_", "gat_x", "e30.e30.", "a.b.c", " ", ""),
  fc.string({ unit: "binary-ascii", maxLength: 64 }).map(text => text.replace(/[^\x20-\x7e]/g, "")),
);
const CREDENTIAL_CALLS = [
  { method: "POST", path: "/graphql", body: JSON.stringify({ query: "{ me { id } }" }) },
  {
    method: "POST",
    path: "/graphql",
    body: JSON.stringify({ query: "mutation { refreshSession { success } }" }),
  },
  { method: "GET", path: "/api/auth/user" },
  { method: "POST", path: "/api/auth/refresh", body: "{}" },
  { method: "POST", path: "/api/auth/logout", body: "{}" },
];
export const credentialRequests: fc.Arbitrary<HostileRequest> = fc
  .tuple(
    fc.constantFrom(...CREDENTIAL_CALLS),
    fc.option(credential),
    fc.option(credential),
    fc.option(fc.tuple(fc.constantFrom("Bearer ", "bearer ", "Basic ", ""), credential)),
  )
  .map(([call, access, refresh, authorization]) => {
    const cookies = [
      access === null ? "" : `ga_access=${access}`,
      refresh === null ? "" : `ga_refresh=${refresh}`,
    ].filter(Boolean);
    const headers: Record<string, string> = {};
    if (call.body !== undefined) headers["content-type"] = "application/json";
    if (cookies.length) headers.cookie = cookies.join("; ");
    if (authorization) headers.authorization = authorization.join("");
    return {
      label: `${call.method} ${call.path}`,
      ...call,
      headers,
      ...(cookies.length ? { role: "anonymous" as const } : {}),
    };
  });

export const STALE_RESET_TARGET = "stale reset links";

/**
 * Reset links that were live until a later password change of their account ended them (its
 * owner's change, an administrator's reset, a force logout; the suite makes them before it
 * starts): each must be refused, with any new password, over GraphQL and REST.
 */
export const STALE_RESET_TOKENS = {
  ownChange: "hostile-stale-link-own-change-000000000000000",
  adminReset: "hostile-stale-link-admin-reset-0000000000000",
  forceLogout: "hostile-stale-link-force-logout-000000000000",
};
export const staleResets: fc.Arbitrary<HostileRequest> = fc
  .tuple(
    fc.constantFrom(...Object.values(STALE_RESET_TOKENS)),
    fc.oneof({ weight: 3, arbitrary: fc.constant("Fresh#2026pass") }, hostileString),
    fc.boolean(),
  )
  .map(([token, password, rest]) => {
    const input = { token, newPassword: password, confirmPassword: password };
    const request = rest
      ? {
          label: "POST /api/auth/reset-password",
          path: "/api/auth/reset-password",
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(input),
        }
      : graphqlRequest(
          "resetPassword",
          "mutation Hostile($input: ResetPasswordInput!) { resetPassword(input: $input) { success } }",
          { input },
        );
    return { ...request, mustRefuse: true };
  });
