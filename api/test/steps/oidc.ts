import * as client from "openid-client";
import type { TestApp } from "../app.js";
import type { Client } from "../client.js";
import { signedInAs } from "../factories.js";

/** The issuer (PUBLIC_URL) of an OIDC test app: its own address is not known before it listens. */
export const ISSUER = "https://academy.example.org";
/** Moodle's callback, the redirect URI the test clients register. */
export const REDIRECT = "https://lms.example.org/admin/oauth2callback.php";

/** openid-client's requests, sent to the test app whatever host the issuer names. */
export const fetchVia =
  (app: TestApp) =>
  (url: string, init: client.CustomFetchOptions): Promise<Response> =>
    fetch(url.replace(ISSUER, app.url), init as RequestInit);

/** A client of the provider, registered by a new super administrator. */
export async function registerClient(
  app: TestApp,
  firstParty = true,
  /** More of the client's fields (back-channel and sign-out return URIs). */
  more: Record<string, unknown> = {},
) {
  const { client: admin } = await signedInAs(app, { kind: "superAdmin" });
  // No run of 13 digits (Date.now() in decimal): the logs mask such a run as a card number, and a
  // test looking for the client in a log line would not find it.
  const clientId = `rp-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const { body } = await admin.graphql<{
    adminCreateOidcClient: { secret: string; client: { id: number } };
  }>(
    `mutation($input: CreateOidcClientInput!) {
      adminCreateOidcClient(input: $input) { secret client { id } }
    }`,
    { input: { clientId, name: "Moodle", redirectUris: [REDIRECT], firstParty, ...more } },
  );
  expect(body.errors).toBeUndefined();
  return { clientId, ...body.data!.adminCreateOidcClient, admin };
}

/** openid-client's configuration of a client, from the provider's discovery. */
export const discover = (app: TestApp, clientId: string, secret: string) =>
  client.discovery(new URL(ISSUER), clientId, undefined, client.ClientSecretPost(secret), {
    [client.customFetch]: fetchVia(app),
  });

/** Where an answer sends the browser (the issuer's address as the test app's path). */
export function locationOf(response: Response): string | null {
  const location = response.headers.get("location");
  return location && location.startsWith(ISSUER) ? location.slice(ISSUER.length) : location;
}

/**
 * An authorization request of a browser (a Client with its cookies) followed through the
 * provider's redirects until it leaves the portal (the client's redirect URI) or stops on a
 * page of the portal (the login page, an error page): that address, and the request's checks.
 */
export async function authorize(
  app: TestApp,
  browser: Client,
  config: client.Configuration,
  extra: Record<string, string> = {},
) {
  const pkceCodeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT,
    scope: "openid profile email",
    code_challenge: await client.calculatePKCECodeChallenge(pkceCodeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
    ...extra,
  });
  let next: string | null = url.href.slice(ISSUER.length);
  for (let hop = 0; hop < 6 && next?.startsWith("/"); hop++) {
    if (next.startsWith("/login")) break;
    next = locationOf(await browser.request(next, { redirect: "manual" }));
  }
  return {
    landed: next ?? "",
    checks: { pkceCodeVerifier, expectedState: state, expectedNonce: nonce },
  };
}

/** How many of the provider's stored rows (of these kinds, or any) an account still has. */
export async function providerRowsOf(app: TestApp, userId: number, kinds?: string[]) {
  const [{ left }] = await app.orm.em
    .getConnection()
    .execute<{ left: number }[]>(
      `select count(*)::int as left from oidc_payloads where account_id = ?${kinds ? " and kind in (?)" : ""}`,
      kinds ? [`u${userId}`, kinds] : [`u${userId}`],
    );
  return left;
}
