import * as client from "openid-client";
import { createLocalJWKSet, jwtVerify, SignJWT, importJWK } from "jose";
import { type TestApp, TEST_SECRETS, startTestApp } from "../../../test/app.js";
import { ISSUER, REDIRECT, discover, registerClient } from "../../../test/steps/oidc.js";
import { DISCOVERY_PATH } from "./oidc-provider.http.js";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ demo: false, env: { PUBLIC_URL: ISSUER } });
});
afterAll(() => app.close());

/** An authorization request with a PKCE challenge unless `params` blank it, not followed. */
const authorization = (params: Record<string, string>) => {
  const query = new URLSearchParams({
    response_type: "code",
    scope: "openid",
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
    ...params,
  });
  for (const [name, value] of [...query]) if (!value) query.delete(name);
  return app.request(`/oidc/auth?${query}`, { redirect: "manual" });
};

/** A token request with a code the provider never issued, answered through openid-client. */
async function redeemForgedCode(config: client.Configuration) {
  const callback = new URL(REDIRECT);
  callback.search = new URLSearchParams({
    code: "forged-code",
    state: "s",
    iss: ISSUER,
  }).toString();
  return client.authorizationCodeGrant(config, callback, {
    expectedState: "s",
    pkceCodeVerifier: client.randomPKCECodeVerifier(),
  });
}

describe("the portal's OpenID Connect provider", () => {
  it("publishes its discovery document: issuer, code flow with PKCE S256, its scopes and claims", async () => {
    const response = await app.request(DISCOVERY_PATH);
    expect(response.status).toBe(200);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/oidc/auth`,
      token_endpoint: `${ISSUER}/oidc/token`,
      jwks_uri: `${ISSUER}/oidc/jwks`,
      userinfo_endpoint: `${ISSUER}/oidc/me`,
      end_session_endpoint: `${ISSUER}/oidc/session/end`,
      response_types_supported: ["code"],
      grant_types_supported: ["authorization_code"],
      code_challenge_methods_supported: ["S256"],
      id_token_signing_alg_values_supported: ["ES256"],
      token_endpoint_auth_methods_supported: ["client_secret_post"],
    });
    expect(metadata.scopes_supported).toEqual(
      expect.arrayContaining(["openid", "profile", "email"]),
    );
    expect(metadata.claims_supported).toEqual(
      expect.arrayContaining(["sub", "email", "given_name", "family_name", "preferred_username"]),
    );
    // No dynamic registration, no introspection.
    expect(metadata.registration_endpoint).toBeUndefined();
    expect(metadata.introspection_endpoint).toBeUndefined();
  });

  it("builds no URL from the caller's Host", async () => {
    const response = await app.request(DISCOVERY_PATH, {
      headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
    });
    const text = await response.text();
    expect(text).not.toContain("evil.example");
    expect(JSON.parse(text)).toMatchObject({ token_endpoint: `${ISSUER}/oidc/token` });
  });

  it("publishes its signing key (public only) at the JWKS, which verifies what it signs", async () => {
    const response = await app.request("/oidc/jwks");
    expect(response.status).toBe(200);
    const jwks = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    const [key] = jwks.keys;
    expect(key).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", use: "sig" });
    expect(key.d).toBeUndefined();
    // The published key is the configured key's public half.
    const privateJwk = JSON.parse(TEST_SECRETS.oidc) as Record<string, string>;
    const token = await new SignJWT({ sub: "u1" })
      .setProtectedHeader({ alg: "ES256", kid: key.kid as string })
      .sign(await importJWK(privateJwk, "ES256"));
    await expect(jwtVerify(token, createLocalJWKSet(jwks as never))).resolves.toBeTruthy();
  });

  it("is found by openid-client's discovery, which checks the issuer", async () => {
    const { clientId, secret } = await registerClient(app);
    const config = await discover(app, clientId, secret);
    expect(config.serverMetadata().issuer).toBe(ISSUER);
  });

  it("refuses an unknown client, at the token endpoint and at the authorization endpoint", async () => {
    const config = await discover(app, "nobody", "x".repeat(43));
    await expect(redeemForgedCode(config)).rejects.toMatchObject({ error: "invalid_client" });
    const auth = await authorization({ client_id: "nobody", redirect_uri: REDIRECT });
    // Never sent anywhere: the page says why.
    expect(auth.status).toBe(400);
    expect(auth.headers.get("location")).toBeNull();
    expect(await auth.text()).toContain("invalid_client");
  });

  it("refuses a wrong secret (invalid_client) and passes the right one on to the code check", async () => {
    const { clientId, secret } = await registerClient(app);
    const wrong = await discover(app, clientId, `${secret.slice(0, -1)}x`);
    await expect(redeemForgedCode(wrong)).rejects.toMatchObject({ error: "invalid_client" });
    const right = await discover(app, clientId, secret);
    await expect(redeemForgedCode(right)).rejects.toMatchObject({
      error: "invalid_grant",
      error_description: "grant request is invalid",
    });
  });

  it("refuses a redirect URI the client did not register, sending the browser nowhere", async () => {
    const { clientId } = await registerClient(app);
    for (const redirect of [
      "https://evil.example/callback",
      `${REDIRECT}/extra`,
      `${REDIRECT}?next=https://evil.example`,
      "javascript:alert(1)",
    ]) {
      const response = await authorization({ client_id: clientId, redirect_uri: redirect });
      expect(response.status).toBe(400);
      expect(response.headers.get("location")).toBeNull();
      const page = await response.text();
      expect(page).toContain("redirect_uri");
      expect(page).not.toMatch(/ at \S+:\d+|node_modules/);
    }
  });

  it("requires PKCE: an authorization request without a challenge goes back refused", async () => {
    const callback = "https://storage.example.org/oidc/callback";
    const { clientId } = await registerClient(app, true, { redirectUris: [callback] });
    const response = await authorization({
      client_id: clientId,
      redirect_uri: callback,
      state: "st",
      code_challenge: "",
      code_challenge_method: "",
    });
    expect(response.status).toBe(303);
    const back = new URL(response.headers.get("location")!);
    expect(back.origin + back.pathname).toBe(callback);
    expect(back.searchParams.get("error")).toBe("invalid_request");
    expect(back.searchParams.get("error_description")).toMatch(/PKCE/);
    expect(back.searchParams.get("state")).toBe("st");
  });

  it("asks no PKCE of Moodle's client (its callback only), which core Moodle cannot send", async () => {
    const { clientId } = await registerClient(app);
    const response = await authorization({
      client_id: clientId,
      redirect_uri: REDIRECT,
      scope: "openid profile email",
      state: "sesskey1",
      code_challenge: "",
      code_challenge_method: "",
    });
    // On to the sign-in (the portal's interaction), not back refused.
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/^\/oidc\/interaction\//);
  });

  it("answers 10 KB parameters and garbage bodies with a refusal, never a 5xx or a stack", async () => {
    const big = "a".repeat(10 * 1024);
    const answers = await Promise.all([
      app.request(`/oidc/auth?client_id=${big}&redirect_uri=${big}&response_type=code`),
      app.request("/oidc/token", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `grant_type=authorization_code&code=${big}&client_id=${big}&client_secret=${big}`,
      }),
      app.request("/oidc/token", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{not json",
      }),
      app.request(`/oidc/interaction/${big.slice(0, 500)}`),
      // A client id PostgreSQL cannot store (it answered 500: npm run test:hostile, 20 000 runs).
      app.request("/oidc/token/revocation", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "token=constructor&client_id=%00",
      }),
      app.request("/oidc/auth?client_id=%ED%A0%80&response_type=code"),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(await answer.text()).not.toMatch(/ at \S+:\d+|node_modules|Error:/);
    }
  });

  it("leads nowhere a client did not register after sign-out (no open redirect)", async () => {
    const response = await app.request(
      `/oidc/session/end?post_logout_redirect_uri=https://evil.example/&state=${"s".repeat(10240)}`,
      { redirect: "manual" },
    );
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get("location") ?? "").not.toContain("evil.example");
    expect(await response.text()).not.toContain("evil.example");
    // The portal's security headers hold on the provider's pages too.
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("forgets a revoked client at once", async () => {
    const { clientId, secret, client: row, admin } = await registerClient(app);
    await admin.graphql("mutation($id: Int!) { adminRevokeOidcClient(id: $id) { id } }", {
      id: row.id,
    });
    const config = await discover(app, clientId, secret);
    await expect(redeemForgedCode(config)).rejects.toMatchObject({ error: "invalid_client" });
  });
});
