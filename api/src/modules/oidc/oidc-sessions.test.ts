import * as client from "openid-client";
import { createRemoteJWKSet, customFetch, jwtVerify } from "jose";
import { type TestApp, startTestApp } from "../../../test/app.js";
import { Client } from "../../../test/client.js";
import { createUser, signIn, signedInAs } from "../../../test/factories.js";
import {
  ISSUER,
  REDIRECT,
  authorize,
  discover,
  providerRowsOf,
  registerClient,
} from "../../../test/steps/oidc.js";

let app: TestApp;
let config: client.Configuration;
let clientId: string;
let secret: string;

beforeAll(async () => {
  app = await startTestApp({ demo: false, env: { PUBLIC_URL: ISSUER } });
  const registered = await registerClient(app);
  ({ clientId, secret } = registered);
  config = await discover(app, clientId, registered.secret);
});
afterAll(() => app.close());

const redeem = (landed: string, checks: client.AuthorizationCodeGrantChecks) =>
  client.authorizationCodeGrant(config, new URL(landed), checks);

/** The code of a callback address, to send again or in another way. */
const codeOf = (landed: string) => new URL(landed).searchParams.get("code")!;

/** A token request made by hand (openid-client would not send a broken one). */
async function tokenRequest(fields: Record<string, string>) {
  const response = await app.request("/oidc/token", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      redirect_uri: REDIRECT,
      ...fields,
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

describe("signing in to a first-party system on the portal's session", () => {
  it("lets a signed-in learner through without a prompt: code + PKCE, ID token claims signed per the JWKS", async () => {
    const { user, client: browser } = await signedInAs(app);
    const { landed, checks } = await authorize(app, browser, config);
    expect(landed.startsWith(`${REDIRECT}?`)).toBe(true);
    const tokens = await redeem(landed, checks);
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({
      iss: ISSUER,
      aud: clientId,
      sub: `u${user.id}`,
      nonce: checks.expectedNonce,
    });
    // The signature, checked again here against the published keys.
    const jwks = createRemoteJWKSet(new URL(`${ISSUER}/oidc/jwks`), {
      [customFetch]: (url: string, init: RequestInit) => fetch(url.replace(ISSUER, app.url), init),
    });
    const { payload, protectedHeader } = await jwtVerify(tokens.id_token!, jwks, {
      issuer: ISSUER,
      audience: clientId,
    });
    expect(protectedHeader.alg).toBe("ES256");
    expect(payload.exp! - payload.iat!).toBe(3600);
    const info = await client.fetchUserInfo(config, tokens.access_token, `u${user.id}`);
    expect(info).toMatchObject({
      sub: `u${user.id}`,
      email: user.email,
      email_verified: false,
      given_name: user.firstName,
      family_name: user.lastName,
      preferred_username: user.username,
    });
  });

  it("refuses a state or nonce that is not the request's", async () => {
    const { client: browser } = await signedInAs(app);
    const { landed, checks } = await authorize(app, browser, config);
    // The provider returns the request's state and puts its nonce in the ID token: the client's
    // checks (openid-client's here) refuse another value.
    await expect(redeem(landed, { ...checks, expectedState: "other" })).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/"state"/) },
    });
    const second = await authorize(app, browser, config);
    await expect(
      redeem(second.landed, { ...second.checks, expectedNonce: "other" }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/"nonce"/) } });
  });

  it("refuses a code used twice, and revokes what the first use gave", async () => {
    const { client: browser } = await signedInAs(app);
    const { landed, checks } = await authorize(app, browser, config);
    const tokens = await redeem(landed, checks);
    await expect(redeem(landed, checks)).rejects.toMatchObject({ error: "invalid_grant" });
    await expect(
      client.fetchUserInfo(config, tokens.access_token, client.skipSubjectCheck),
    ).rejects.toBeTruthy();
  });

  it("gives one answer to two token requests with one code sent at once", async () => {
    const { client: browser } = await signedInAs(app);
    const { landed, checks } = await authorize(app, browser, config);
    const results = await Promise.allSettled([redeem(landed, checks), redeem(landed, checks)]);
    expect(results.map(r => r.status).sort()).toEqual(["fulfilled", "rejected"]);
  });

  it("refuses a PKCE downgrade (no verifier), a wrong verifier, a wrong redirect URI and an expired code", async () => {
    const { client: browser } = await signedInAs(app);
    const credentials = { client_id: clientId, client_secret: secret };
    const refusals: Record<string, string> = {};
    const cases: Record<string, (verifier: string) => Record<string, string>> = {
      "no verifier (downgrade)": () => ({}),
      "another verifier": () => ({ code_verifier: client.randomPKCECodeVerifier() }),
      "another redirect URI": verifier => ({
        code_verifier: verifier,
        redirect_uri: `${REDIRECT}?x=1`,
      }),
    };
    for (const [name, fields] of Object.entries(cases)) {
      const { landed, checks } = await authorize(app, browser, config);
      const answer = await tokenRequest({
        ...credentials,
        code: codeOf(landed),
        ...fields(checks.pkceCodeVerifier!),
      });
      refusals[name] = `${answer.status} ${answer.body.error}`;
    }
    // Expired: the code's own lifetime (60 s) run out, written into its stored payload.
    const { landed, checks } = await authorize(app, browser, config);
    await app.orm.em
      .getConnection()
      .execute(
        `update oidc_payloads set payload = jsonb_set(payload, '{exp}', to_jsonb(extract(epoch from now())::int - 30)) where kind = 'AuthorizationCode' and id = ?`,
        [codeOf(landed)],
      );
    await expect(redeem(landed, checks)).rejects.toMatchObject({ error: "invalid_grant" });
    expect(refusals).toEqual({
      "no verifier (downgrade)": "400 invalid_grant",
      "another verifier": "400 invalid_grant",
      "another redirect URI": "400 invalid_grant",
    });
  });

  it("sends a signed-out visitor to the portal's login page and back, then on to the client", async () => {
    const user = await createUser(app);
    const browser = new Client(app);
    const { landed, checks } = await authorize(app, browser, config);
    const login = new URL(landed, ISSUER);
    expect(login.pathname).toBe("/login");
    const back = login.searchParams.get("redirect")!;
    expect(back).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    // Signed in on the portal (as the login page does), the browser goes back where it was sent.
    const signed = await signIn(app, user);
    for (const [name, value] of signed.cookies) browser.cookies.set(name, value);
    let next: string | null = back;
    for (let hop = 0; hop < 4 && next?.startsWith("/"); hop++) {
      const response = await browser.request(next, { redirect: "manual" });
      const location = response.headers.get("location");
      next = location?.startsWith(ISSUER) ? location.slice(ISSUER.length) : location;
    }
    const tokens = await redeem(next!, checks);
    expect(tokens.claims()!.sub).toBe(`u${user.id}`);
  });

  it("asks again once the learner signed out of the portal", async () => {
    const { client: browser } = await signedInAs(app);
    expect((await authorize(app, browser, config)).landed.startsWith(REDIRECT)).toBe(true);
    await browser.request("/api/auth/logout", { method: "POST", json: {} });
    for (const name of [...browser.cookies.keys()].filter(name => name.startsWith("ga_"))) {
      browser.cookies.delete(name);
    }
    const again = await authorize(app, browser, config);
    expect(new URL(again.landed, ISSUER).pathname).toBe("/login");
  });

  it.each([["admin"], ["superAdmin"]] as const)(
    "refuses an administrator (%s) with access_denied, back to the client",
    async kind => {
      const { client: browser } = await signedInAs(app, { kind });
      const { landed } = await authorize(app, browser, config);
      const back = new URL(landed);
      expect(back.origin + back.pathname).toBe(REDIRECT);
      expect(back.searchParams.get("error")).toBe("access_denied");
      expect(back.searchParams.get("code")).toBeNull();
    },
  );

  it("ends the provider's grants and tokens with all of a learner's sessions (force logout)", async () => {
    const { user, client: browser } = await signedInAs(app);
    const { landed, checks } = await authorize(app, browser, config);
    const tokens = await redeem(landed, checks);
    await expect(
      client.fetchUserInfo(config, tokens.access_token, `u${user.id}`),
    ).resolves.toMatchObject({ sub: `u${user.id}` });
    const { client: admin } = await signedInAs(app, { kind: "superAdmin" });
    const { body } = await admin.graphql(
      "mutation($id: Int!) { forceLogoutUser(userId: $id) { success } }",
      { id: user.id },
    );
    expect(body.errors).toBeUndefined();
    await expect(
      client.fetchUserInfo(config, tokens.access_token, `u${user.id}`),
    ).rejects.toBeTruthy();
    expect(await providerRowsOf(app, user.id)).toBe(0);
  });

  it("ends every other account's provider grants and tokens with a force logout of everyone", async () => {
    const learners = await Promise.all([signedInAs(app), signedInAs(app)]);
    const issued = [];
    for (const { client: browser } of learners) {
      const { landed, checks } = await authorize(app, browser, config);
      issued.push(await redeem(landed, checks));
    }
    const { client: admin } = await signedInAs(app, { kind: "superAdmin" });
    const { body } = await admin.graphql("mutation { forceLogoutAllUsers { success } }");
    expect(body.errors).toBeUndefined();
    for (const [index, { user }] of learners.entries()) {
      await expect(
        client.fetchUserInfo(config, issued[index].access_token, `u${user.id}`),
      ).rejects.toBeTruthy();
      expect(await providerRowsOf(app, user.id)).toBe(0);
    }
  });

  it("lets an administrator through where OIDC_ADMINS_ALLOWED says so", async () => {
    const allowing = await startTestApp({
      demo: false,
      env: { PUBLIC_URL: ISSUER, OIDC_ADMINS_ALLOWED: "true" },
    });
    try {
      const registered = await registerClient(allowing);
      const own = await discover(allowing, registered.clientId, registered.secret);
      const { user, client: browser } = await signedInAs(allowing, { kind: "admin" });
      const { landed, checks } = await authorize(allowing, browser, own);
      const tokens = await client.authorizationCodeGrant(own, new URL(landed), checks);
      expect(tokens.claims()!.sub).toBe(`u${user.id}`);
    } finally {
      await allowing.close();
    }
  });

  it("refuses consent to a client that is not first-party", async () => {
    const other = await registerClient(app, false);
    const otherConfig = await discover(app, other.clientId, other.secret);
    const { client: browser } = await signedInAs(app);
    const { landed } = await authorize(app, browser, otherConfig);
    const back = new URL(landed);
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(back.searchParams.get("code")).toBeNull();
  });
});
