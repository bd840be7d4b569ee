import { SignJWT, generateKeyPair, importJWK } from "jose";
import { type TestApp, TEST_SECRETS, startTestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import { signedInAs } from "../../../test/factories.js";
import { ISSUER, locationOf } from "../../../test/steps/oidc.js";
import { DEMO_LMS_CLIENT_ID } from "./demo-lms-rp.gateway.js";

let app: TestApp;
beforeAll(async () => {
  // The default install: no LMS_URL, so the demo learning system stands in for Moodle.
  app = await startTestApp({ env: { PUBLIC_URL: ISSUER } });
});
afterAll(() => app.close());

const COURSE = "/demo-lms/courses/1";

/** Follows a browser's redirects on the portal until an answer that is not one (or 8 hops). */
async function follow(browser: Client, path: string) {
  let next: string | null = path;
  const hops: string[] = [];
  let response: Response | undefined;
  for (let hop = 0; hop < 8 && next?.startsWith("/"); hop++) {
    hops.push(next);
    response = await browser.request(next, { redirect: "manual" });
    next = response.status >= 300 && response.status < 400 ? locationOf(response) : null;
  }
  return { hops, response: response!, next };
}

/** A learner signed in to the portal and, through it, to the demo learning system. */
async function signedInToDemoLms() {
  const { user, client: browser } = await signedInAs(app);
  const { hops, response } = await follow(browser, COURSE);
  return { user, browser, hops, response };
}

/** A logout token as the portal signs one (its key, issuer and this client), or as told. */
const logoutToken = async (
  claims: Record<string, unknown>,
  key?: CryptoKey,
  { issuer = ISSUER, audience = DEMO_LMS_CLIENT_ID } = {},
) =>
  new SignJWT({
    events: { "http://schemas.openid.net/event/backchannel-logout": {} },
    jti: crypto.randomUUID(),
    ...claims,
  })
    .setProtectedHeader({ alg: "ES256", typ: "logout+jwt", kid: app.config.oidc.signingKey.kid })
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .sign(key ?? (await importJWK(JSON.parse(TEST_SECRETS.oidc) as object, "ES256")));

const backchannel = (token: string) =>
  app.request("/demo-lms/backchannel-logout", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ logout_token: token }).toString(),
  });

describe("the demo learning system signs in through the portal's provider", () => {
  it("sends a course page without its own session to its sign-in, and a signed-in learner back to the page with a session of its own", async () => {
    const { browser, hops, response } = await signedInToDemoLms();
    expect(hops[1]).toBe(`/demo-lms/login?wantsurl=${encodeURIComponent(COURSE)}`);
    expect(hops[2]).toMatch(/^\/oidc\/auth\?/);
    expect(hops.some(hop => hop.startsWith("/demo-lms/callback?code="))).toBe(true);
    expect(hops.at(-1)).toBe(COURSE);
    // The page itself is served (no web build here: no redirect is what counts).
    expect(response.headers.get("location")).toBeNull();
    expect(browser.cookies.has("demo_lms_session")).toBe(true);
    const [{ sub }] = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ sub: string }[]>(
        "select sub from demo_lms_sessions order by created_at desc limit 1",
      );
    expect(sub).toMatch(/^u\d+$/);
  });

  it("asks again when another person has signed in to the portal in that browser since", async () => {
    const { browser } = await signedInToDemoLms();
    const { client: other } = await signedInAs(app);
    for (const [name, value] of other.cookies) browser.cookies.set(name, value);
    const response = await browser.request(COURSE, { redirect: "manual" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `/demo-lms/login?wantsurl=${encodeURIComponent(COURSE)}`,
    );
  });

  it("signs a signed-out visitor in at the portal's login page first", async () => {
    const { Client } = await import("../../../test/client.js");
    const { hops } = await follow(new Client(app), COURSE);
    expect(hops.at(-1)).toMatch(/^\/login\?redirect=%2Foidc%2Finteraction%2F/);
  });

  it.each([
    ["another host", "https://evil.example.org/demo-lms/courses/1"],
    ["a protocol-relative address", "//evil.example.org/demo-lms/courses/1"],
    ["a portal page", "/dashboard"],
    ["a climb out", "/demo-lms/../dashboard"],
    ["a backslash", "/demo-lms/\\evil.example.org"],
    ["nothing", ""],
    ["10 KB", `/demo-lms/${"a".repeat(10_000)}`],
  ])("refuses wantsurl as %s, sending the browser nowhere", async (_name, wantsurl) => {
    const response = await app.request(`/demo-lms/login?wantsurl=${encodeURIComponent(wantsurl)}`, {
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
    expect(await response.text()).toBe("wantsurl must be a page of the demo learning system.");
  });

  it("refuses a callback whose state is not the sign-in's, or without its sign-in", async () => {
    const { client: browser } = await signedInAs(app);
    const { hops } = await follow(browser, COURSE);
    const callback = hops.find(hop => hop.startsWith("/demo-lms/callback?"))!;
    expect(callback).toBeDefined();
    // A fresh sign-in (its own state cookie) answered with the first sign-in's code and state.
    const again = await browser.request(`/demo-lms/login?wantsurl=${encodeURIComponent(COURSE)}`, {
      redirect: "manual",
    });
    expect(again.status).toBe(303);
    browser.cookies.delete("demo_lms_session");
    const mismatched = await browser.request(callback, { redirect: "manual" });
    expect(mismatched.status).toBe(400);
    expect(await mismatched.text()).toBe(
      "This sign-in could not be completed. Open the course again.",
    );
    expect(browser.cookies.has("demo_lms_session")).toBe(false);
    const forged = await app.request("/demo-lms/callback?code=forged&state=forged", {
      redirect: "manual",
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toBe("This sign-in was not started here. Open the course again.");
  });

  it("ends the session a valid back-channel logout token names, so the course page asks again", async () => {
    const { user, browser } = await signedInToDemoLms();
    const ok = await browser.request(COURSE, { redirect: "manual" });
    expect(ok.headers.get("location")).toBeNull();
    const response = await backchannel(await logoutToken({ sub: `u${user.id}` }));
    expect(response.status).toBe(200);
    const after = await browser.request(COURSE, { redirect: "manual" });
    expect(after.status).toBe(303);
    expect(after.headers.get("location")).toBe(
      `/demo-lms/login?wantsurl=${encodeURIComponent(COURSE)}`,
    );
  });

  it.each([
    [
      "signed by another key",
      async () => logoutToken({ sub: "u1" }, (await generateKeyPair("ES256")).privateKey),
    ],
    ["with a nonce", () => logoutToken({ sub: "u1", nonce: "n" })],
    ["without the logout event", () => logoutToken({ sub: "u1", events: {} })],
    [
      "for another client",
      () => logoutToken({ sub: "u1" }, undefined, { audience: "someone-else" }),
    ],
    [
      "from another issuer",
      () => logoutToken({ sub: "u1" }, undefined, { issuer: "https://evil.example.org" }),
    ],
    ["not a token", async () => "forged"],
  ])("refuses a logout token %s and ends no session", async (_name, token) => {
    const { browser } = await signedInToDemoLms();
    const response = await backchannel(await token());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "invalid_request",
      error_description: "Invalid logout token",
    });
    const still = await browser.request(COURSE, { redirect: "manual" });
    expect(still.headers.get("location")).toBeNull();
  });
});
