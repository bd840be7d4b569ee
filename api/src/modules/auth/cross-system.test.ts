import { jwtVerify } from "jose";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { TEST_SECRETS, type TestApp, readJson, startTestApp } from "../../../test/app.js";
import { Client } from "../../../test/client.js";
import { createUser, signIn } from "../../../test/factories.js";
import { siblingToken } from "../../../test/tokens.js";
import { loadConfig } from "../../config.js";
import { PASSWORD, key, me, newAccountOn } from "../../../test/steps/sessions.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ demo: false });
});
afterAll(() => app.close());

const newAccount = () => newAccountOn(app);

describe("cross-system sign-in", () => {
  it("signs in once with a sibling system's token and refuses it the second time", async () => {
    const { id } = await newAccount();
    const token = await siblingToken(id);
    const first = new Client(app);
    const response = await first.request("/api/auth/validate-token", { json: { token } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id });
    expect((await me(first)).status).toBe(200);
    expect(
      (await new Client(app).request("/api/auth/validate-token", { json: { token } })).status,
    ).toBe(401);
  });

  it.each([
    ["forged", { secret: "f".repeat(48) }],
    ["expired", { iat: Math.floor(Date.now() / 1000) - 600, expiresIn: "-5m" }],
    ["for another audience", { audience: "guardian-video" }],
    ["from an unknown issuer", { issuer: "evil-system" }],
    ["too long-lived", { expiresIn: "2h", iat: Math.floor(Date.now() / 1000) - 3600 }],
  ])("refuses a %s token", async (_name, overrides) => {
    const { id } = await newAccount();
    const client = new Client(app);
    const response = await client.request("/api/auth/validate-token", {
      json: { token: await siblingToken(id, overrides) },
    });
    expect(response.status).toBe(401);
    expect(client.cookies.size).toBe(0);
  });

  // N stands for the account's id.
  it.each(["N.0", " N", "0xN", "0N", "N ", "+N", "Ne0", "99999999999"])(
    "refuses the user id %j like an invalid token",
    async sub => {
      const { id } = await newAccount();
      const client = new Client(app);
      const response = await client.request("/api/auth/validate-token", {
        json: { token: await siblingToken(sub.replace("N", String(id))) },
      });
      expect(response.status).toBe(401);
      expect((await readJson<{ message: string }>(response)).message).toBe(
        "The provided token is invalid or has expired.",
      );
      expect(client.cookies.size).toBe(0);
    },
  );

  it.each(["admin", "superAdmin"] as const)(
    "never signs in an %s with a sibling token, and audits the attempt",
    async kind => {
      const { id } = await createUser(app, { kind });
      const client = new Client(app, "jest-client", "198.51.100.77");
      const response = await client.request("/api/auth/validate-token", {
        json: { token: await siblingToken(id, { issuer: "guardian-video" }) },
      });
      expect(response.status).toBe(403);
      expect((await readJson<{ message: string }>(response)).message).toBe(
        "Administrators sign in with their password",
      );
      expect(client.cookies.size).toBe(0);
      const events = await app.orm.em.fork().find(AuditEvent, { subject: id });
      expect(
        events.map(e => [e.type, e.details?.reason, e.details?.issuer, e.ipAddress]),
      ).toContainEqual([
        AuditEventType.LoginFailed,
        "cross-system-administrator",
        "guardian-video",
        "198.51.100.77",
      ]);
    },
  );

  it("deep-links to a sibling system with a 60-second single-use token for it", async () => {
    const { id, username, password } = await newAccount();
    const client = await signIn(app, { username, password });
    const response = await client.request("/api/auth/deep-link", {
      json: { system: "lms", path: "/course/7" },
    });
    expect(response.status).toBe(200);
    const url = new URL((await readJson<{ redirectUrl: string }>(response)).redirectUrl);
    expect(url.searchParams.get("redirect")).toBe("/course/7");
    const token = url.pathname.split("/token/")[1];
    const { payload } = await jwtVerify(token, key(TEST_SECRETS.sso), {
      audience: "guardian-lms",
      issuer: "guardian-academy-portal",
    });
    expect(payload.sub).toBe(String(id));
    expect(payload.exp! - payload.iat!).toBe(60);
  });

  it("refuses a deep link to another site", async () => {
    const { username, password } = await newAccount();
    const client = await signIn(app, { username, password });
    const response = await client.request("/api/auth/deep-link", {
      json: { system: "lms", path: "//evil.example/x" },
    });
    expect(response.status).toBe(400);
  });
});

describe("cross-system sign-in with a key per sibling system (SSO_KEYS)", () => {
  const LMS_KEY = "l".repeat(40);
  let keyed: TestApp;
  beforeAll(async () => {
    // The storage and video systems have no key of their own: the shared secret stands in.
    keyed = await startTestApp({ demo: false, env: { SSO_KEYS: `guardian-lms=${LMS_KEY}` } });
  });
  afterAll(() => keyed.close());

  const validate = async (token: string) =>
    (await new Client(keyed).request("/api/auth/validate-token", { json: { token } })).status;

  it("checks a token with the key of the issuer it claims", async () => {
    const { id } = await createUser(keyed);
    expect(await validate(await siblingToken(id, { secret: LMS_KEY }))).toBe(200);
    expect(await validate(await siblingToken(id, { issuer: "guardian-storage" }))).toBe(200);
  });

  it.each([
    [
      "signed with the LMS key, claiming the storage system",
      { secret: LMS_KEY, issuer: "guardian-storage" },
    ],
    [
      "signed with the LMS key, claiming the video system",
      { secret: LMS_KEY, issuer: "guardian-video" },
    ],
    ["signed with the shared secret, claiming the LMS (which has its own key)", {}],
  ])("refuses a token %s", async (_name, overrides) => {
    const { id } = await createUser(keyed);
    expect(await validate(await siblingToken(id, overrides))).toBe(401);
  });

  it("signs a deep link with the system's own key, else the shared secret", async () => {
    const { id, username, password } = await createUser(keyed, { password: PASSWORD });
    const client = await signIn(keyed, { username, password });
    const tokenFor = async (system: string) => {
      const response = await client.request("/api/auth/deep-link", { json: { system, path: "/" } });
      expect(response.status).toBe(200);
      const url = new URL((await readJson<{ redirectUrl: string }>(response)).redirectUrl);
      return url.pathname.split("/token/")[1];
    };
    const lms = await tokenFor("lms");
    await expect(jwtVerify(lms, key(TEST_SECRETS.sso))).rejects.toThrow();
    const { payload } = await jwtVerify(lms, key(LMS_KEY), { audience: "guardian-lms" });
    expect(payload.sub).toBe(String(id));
    await expect(
      jwtVerify(await tokenFor("storage"), key(TEST_SECRETS.sso), { audience: "guardian-storage" }),
    ).resolves.toBeTruthy();
  });

  it.each([
    ["guardian-lms=short", /the key of guardian-lms must be at least 32 characters/],
    [`evil=${"e".repeat(40)}`, /issuers among guardian-lms/],
    [`guardian-lms=${LMS_KEY},guardian-lms=${LMS_KEY}`, /guardian-lms is named twice/],
  ])("stops boot on SSO_KEYS %j without echoing a key", (value, message) => {
    expect(() =>
      loadConfig({ NODE_ENV: "test", JWT_SECRET: TEST_SECRETS.jwt, SSO_KEYS: value }),
    ).toThrow(message);
    try {
      loadConfig({ NODE_ENV: "test", JWT_SECRET: TEST_SECRETS.jwt, SSO_KEYS: value });
    } catch (error) {
      expect(String(error)).not.toMatch(/short|eeee|llll/);
    }
  });
});
