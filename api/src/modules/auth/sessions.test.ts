import { SignJWT, decodeJwt, jwtVerify } from "jose";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { ADDRESS_ACCOUNT_LIMIT, LOCKOUT } from "./lockout.service.js";
import { LoginAttempt } from "./login-attempt.entity.js";
import { User, UserStatus } from "../users/user.entity.js";
import { TEST_SECRETS, type TestApp, readJson, startTestApp } from "../../../test/app.js";
import { Client, someAddress } from "../../../test/client.js";
import { createUser, signIn, unique } from "../../../test/factories.js";
import { USERNAME_RESERVED } from "../users/user.rules.js";
import { siblingToken } from "../../../test/tokens.js";
import { loadConfig } from "../../config.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ demo: false });
});
afterAll(() => app.close());

const PASSWORD = "Start#2026";
const newAccount = () => createUser(app, { password: PASSWORD });

const me = (client: Client) => client.request("/api/auth/user");
const key = (secret: string) => new TextEncoder().encode(secret);

describe("signing in", () => {
  it("keeps the session in httpOnly SameSite=Lax cookies and never returns a token", async () => {
    const { username, password } = await newAccount();
    const client = new Client(app);
    const response = await client.login(username, password);
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/HttpOnly/i);
    for (const cookie of cookies) expect(cookie).toMatch(/SameSite=Lax/i);
    const body = await response.text();
    expect(body).not.toMatch(/ga_access|ga_refresh|eyJ|argon2/);
    expect((await me(client)).status).toBe(200);
  });

  it("accepts the username in any letter case", async () => {
    const { username, password } = await newAccount();
    expect((await new Client(app).login(username.toUpperCase(), password)).status).toBe(200);
  });

  it("answers an unknown username exactly like a wrong password", async () => {
    const { username } = await newAccount();
    const wrong = await new Client(app).login(username, "Wrong#2026");
    const unknown = await new Client(app).login("nobody-here", "Wrong#2026");
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    // The same body but for each request's own id.
    const body = async (response: Response) => ({
      ...((await response.json()) as object),
      requestId: "",
    });
    expect(await body(wrong)).toEqual(await body(unknown));
  });

  it.each([UserStatus.SUSPENDED, UserStatus.PENDING])(
    "refuses a %s account even with the right password, and starts no session",
    async status => {
      const { username, password } = await createUser(app, { status });
      const client = new Client(app);
      const response = await client.login(username, password);
      expect(response.status).toBe(403);
      expect((await readJson<{ message: string }>(response)).message).toBe(
        "This account is not active. Please contact support.",
      );
      expect(client.cookies.size).toBe(0);
    },
  );

  it("keeps every attempt in the login history with IP and user agent", async () => {
    const { id, username, password } = await newAccount();
    await new Client(app, "agent-one").login(username, "Wrong#2026");
    await new Client(app, "agent-two").login(username, password);
    const attempts = await app.orm.em
      .fork()
      .find(LoginAttempt, { user: id }, { orderBy: { id: "asc" } });
    expect(attempts.map(a => [a.success, a.userAgent, a.ipAddress])).toEqual([
      [false, "agent-one", "127.0.0.1"],
      [true, "agent-two", "127.0.0.1"],
    ]);
  });
});

describe("lockout", () => {
  it(`locks an account for ${LOCKOUT.minutes} minutes after ${LOCKOUT.failures} failures, the right password included`, async () => {
    const { id, username, password } = await newAccount();
    // From two addresses: one address alone may not fail often enough to lock anyone out.
    const client = new Client(app, "jest-client", "198.51.100.20");
    const other = new Client(app, "jest-client", "198.51.100.21");
    for (let i = 1; i < LOCKOUT.failures; i++) {
      const from = i <= ADDRESS_ACCOUNT_LIMIT ? client : other;
      expect((await from.login(username, "Wrong#2026")).status).toBe(401);
    }
    const tenth = await other.login(username, "Wrong#2026");
    expect(tenth.status).toBe(429);
    const retryAfter = Number(tenth.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(LOCKOUT.minutes * 60 - 5);
    expect(retryAfter).toBeLessThanOrEqual(LOCKOUT.minutes * 60);
    expect((await readJson<{ message: string }>(tenth)).message).toMatch(/locked/);

    const right = await client.login(username, password);
    expect(right.status).toBe(429);
    expect(right.headers.get("retry-after")).toBeTruthy();
    expect(client.cookies.size).toBe(0);
    const types = (await app.orm.em.fork().find(AuditEvent, { subject: id })).map(e => e.type);
    expect(types).toContain(AuditEventType.AccountLocked);
  });

  it("counts aliased GraphQL login attempts one by one: a failed one stops the rest", async () => {
    const { id, username } = await newAccount();
    const attempts = Array.from(
      { length: LOCKOUT.failures },
      (_, i) => `a${i}: login(input: { username: "${username}", password: "Wrong#${i}" }) { id }`,
    );
    const { body } = await new Client(app).graphql(`mutation { ${attempts.join(" ")} }`);
    expect(body.data).toBeNull();
    expect(body.errors?.map(e => e.extensions?.code)).toEqual(["UNAUTHENTICATED"]);
    expect(await app.orm.em.fork().count(LoginAttempt, { user: id })).toBe(1);
    expect((await app.orm.em.fork().findOneOrFail(User, id)).failedLoginCount).toBe(1);
  });

  it("refuses batched GraphQL requests", async () => {
    const { username } = await newAccount();
    const op = {
      query: `mutation { login(input: { username: "${username}", password: "Wrong#2026" }) { id } }`,
    };
    const response = await new Client(app).request("/graphql", { json: [op, op, op] });
    expect(response.status).toBe(400);
  });

  it("starts counting again after a successful sign-in", async () => {
    const { username, password } = await newAccount();
    for (let i = 1; i < LOCKOUT.failures; i++) {
      await new Client(app, "jest-client", `198.51.100.${30 + (i % 3)}`).login(
        username,
        "Wrong#2026",
      );
    }
    expect((await new Client(app).login(username, password)).status).toBe(200);
    expect((await new Client(app).login(username, "Wrong#2026")).status).toBe(401);
  });
});

describe("refresh tokens", () => {
  it("renews a valid session and rotates the refresh token", async () => {
    const { username, password } = await newAccount();
    const client = await signIn(app, { username, password });
    const before = client.cookies.get("ga_refresh");
    expect((await client.request("/api/auth/refresh", { method: "POST" })).status).toBe(200);
    expect(client.cookies.get("ga_refresh")).not.toBe(before);
    expect((await me(client)).status).toBe(200);
  });

  it("revokes the whole family when a rotated-out refresh token comes back", async () => {
    const { id, username, password } = await newAccount();
    const victim = await signIn(app, { username, password });
    const thief = victim.clone();
    expect((await victim.request("/api/auth/refresh", { method: "POST" })).status).toBe(200);
    // Past the few seconds in which two tabs may race with the same token.
    await app.orm.em
      .getConnection()
      .execute(
        `update refresh_tokens set rotated_at = now() - interval '1 minute' where user_id = ?`,
        [id],
      );

    expect((await thief.request("/api/auth/refresh", { method: "POST" })).status).toBe(401);
    expect((await me(victim)).status).toBe(401);
    expect((await victim.request("/api/auth/refresh", { method: "POST" })).status).toBe(401);
    const types = (await app.orm.em.fork().find(AuditEvent, { subject: id })).map(e => e.type);
    expect(types).toContain(AuditEventType.RefreshTokenReused);
  });

  it("lets two tabs that refresh together with the same token both stay signed in", async () => {
    const { username, password } = await newAccount();
    const tabOne = await signIn(app, { username, password });
    const tabTwo = tabOne.clone();
    const [one, two] = await Promise.all([
      tabOne.request("/api/auth/refresh", { method: "POST" }),
      tabTwo.request("/api/auth/refresh", { method: "POST" }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect((await me(tabOne)).status).toBe(200);
    expect((await me(tabTwo)).status).toBe(200);
  });

  /** The user's live refresh tokens (neither rotated out nor revoked): one per live session. */
  const liveTokens = async (userId: number) =>
    (
      await app.orm.em.getConnection().execute<{ n: number }[]>(
        `select count(*)::int as n from refresh_tokens
           where user_id = ? and rotated_at is null and revoked_at is null`,
        [userId],
      )
    )[0].n;

  it("answers a rotated-out token in the grace window with the successor already issued", async () => {
    const { id, username, password } = await newAccount();
    const tabOne = await signIn(app, { username, password });
    const tabTwo = tabOne.clone();
    const tabThree = tabOne.clone();
    const original = tabOne.cookies.get("ga_refresh");
    expect((await tabOne.request("/api/auth/refresh", { method: "POST" })).status).toBe(200);
    expect((await tabTwo.request("/api/auth/refresh", { method: "POST" })).status).toBe(200);
    expect((await tabThree.request("/api/auth/refresh", { method: "POST" })).status).toBe(200);
    const successor = tabOne.cookies.get("ga_refresh");
    expect(tabTwo.cookies.get("ga_refresh")).toBe(successor);
    expect(tabThree.cookies.get("ga_refresh")).toBe(successor);
    // One session, not three chains: the successor is the only live token, in the same family.
    expect(await liveTokens(id)).toBe(1);
    const sessionOf = (client: Client) => decodeJwt(client.cookies.get("ga_access")!).sid;
    expect(sessionOf(tabTwo)).toBe(sessionOf(tabOne));
    expect((await me(tabTwo)).status).toBe(200);

    // After the window the old token is reuse: the family ends, the shared successor with it.
    await app.orm.em.getConnection().execute(
      `update refresh_tokens set rotated_at = now() - interval '1 minute'
         where user_id = ? and rotated_at is not null`,
      [id],
    );
    const replay = new Client(app);
    replay.cookies.set("ga_refresh", original!);
    expect((await replay.request("/api/auth/refresh", { method: "POST" })).status).toBe(401);
    expect(replay.cookies.get("ga_refresh")).toBeUndefined();
    expect(await liveTokens(id)).toBe(0);
    expect((await tabOne.request("/api/auth/refresh", { method: "POST" })).status).toBe(401);
    const types = (await app.orm.em.fork().find(AuditEvent, { subject: id })).map(e => e.type);
    expect(types).toContain(AuditEventType.RefreshTokenReused);
  });

  it("refuses to refresh with no session", async () => {
    expect((await new Client(app).request("/api/auth/refresh", { method: "POST" })).status).toBe(
      401,
    );
  });
});

describe("signing out and ending sessions", () => {
  it("logout ends the session even for a copy of its cookies", async () => {
    const { username, password } = await newAccount();
    const client = await signIn(app, { username, password });
    const copy = client.clone();
    expect((await client.request("/api/auth/logout", { method: "POST" })).status).toBe(200);
    expect(client.cookies.size).toBe(0);
    expect((await me(copy)).status).toBe(401);
  });

  it("a password change ends every session and the new password signs in", async () => {
    const { username, password } = await newAccount();
    const here = await signIn(app, { username, password });
    const elsewhere = await signIn(app, { username, password });
    const response = await here.request("/api/account/change-password", {
      json: {
        currentPassword: password,
        newPassword: "Changed#2026",
        confirmPassword: "Changed#2026",
      },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, requireRelogin: true });
    expect((await me(here)).status).toBe(401);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await new Client(app).login(username, password)).status).toBe(401);
    const after = new Client(app);
    expect((await after.login(username, "Changed#2026")).status).toBe(200);
    // The learner is told, in their notifications and activity.
    const { body } = await after.graphql<{
      activity: { action: string }[];
      notifications: { message: string }[];
    }>("{ activity { action } notifications { message } }");
    expect(body.data?.activity.map(item => item.action)).toContain("Password changed");
    expect(body.data?.notifications.map(item => item.message)).toContainEqual(
      expect.stringContaining("Your password was changed"),
    );
  });

  it.each([
    [
      {
        currentPassword: "Wrong#2026",
        newPassword: "Changed#2026",
        confirmPassword: "Changed#2026",
      },
      "Current password is incorrect",
    ],
    [
      {
        currentPassword: PASSWORD,
        newPassword: "changed#2026",
        confirmPassword: "changed#2026",
      },
      "Password must contain at least one uppercase letter",
    ],
    [
      {
        currentPassword: PASSWORD,
        newPassword: "Changed#2026",
        confirmPassword: "Changed#2027",
      },
      "Passwords don't match",
    ],
    [
      { currentPassword: "", newPassword: "Changed#2026", confirmPassword: "Changed#2026" },
      "Current password is required",
    ],
  ])(
    "refuses a password change %# with a clear message and keeps the session",
    async (body, message) => {
      const { username, password } = await newAccount();
      const client = await signIn(app, { username, password });
      const response = await client.request("/api/account/change-password", { json: body });
      expect(response.status).toBe(400);
      expect((await readJson<{ message: string }>(response)).message).toBe(message);
      expect((await me(client)).status).toBe(200);
    },
  );
});

describe("forged access tokens get 401 and no data", () => {
  let real: { client: Client; claims: Record<string, unknown> };
  /** Another account, whose id a tampered token claims. */
  let someoneElse: number;
  beforeAll(async () => {
    const { username, password } = await newAccount();
    const client = await signIn(app, { username, password });
    real = { client, claims: decodeJwt(client.cookies.get("ga_access")!) };
    someoneElse = (await newAccount()).id;
  });

  const sign = (claims: Record<string, unknown>, secret = TEST_SECRETS.jwt, alg = "HS256") =>
    new SignJWT(claims).setProtectedHeader({ alg }).sign(key(secret));
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

  const attacks: [string, () => Promise<string>][] = [
    ["alg none", async () => `${b64({ alg: "none", typ: "JWT" })}.${b64(real.claims)}.`],
    ["a wrong key", () => sign(real.claims, "x".repeat(48))],
    [
      "a tampered payload",
      async () => {
        const [header, , signature] = real.client.cookies.get("ga_access")!.split(".");
        return `${header}.${b64({ ...real.claims, sub: String(someoneElse) })}.${signature}`;
      },
    ],
    [
      "an expired token",
      () =>
        sign({
          ...real.claims,
          iat: Math.floor(Date.now() / 1000) - 7200,
          exp: Math.floor(Date.now() / 1000) - 3600,
        }),
    ],
    ["a wrong audience", () => sign({ ...real.claims, aud: "another-app" })],
    ["a wrong issuer", () => sign({ ...real.claims, iss: "someone-else" })],
  ];

  it("accepts the genuine token (the attacks below change one thing each)", async () => {
    expect((await me(real.client)).status).toBe(200);
    await expect(
      jwtVerify(real.client.cookies.get("ga_access")!, key(TEST_SECRETS.jwt)),
    ).resolves.toBeTruthy();
  });

  it.each(attacks)("refuses %s", async (_name, forge) => {
    const attacker = new Client(app);
    attacker.cookies.set("ga_access", await forge());
    const response = await me(attacker);
    expect(response.status).toBe(401);
    expect(await response.text()).not.toMatch(/username|email/);
  });
});

describe("CSRF", () => {
  it.each(["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x"])(
    "a %s post with a valid session cookie changes nothing",
    async contentType => {
      const { id, username, password } = await newAccount();
      const client = await signIn(app, { username, password });
      const response = await client.request("/api/account/update-profile", {
        method: "POST",
        headers: { "content-type": contentType },
        body: contentType.startsWith("multipart") ? "--x\r\n\r\n--x--" : "phone=666",
      });
      expect(response.status).toBe(415);
      expect((await app.orm.em.fork().findOneOrFail(User, id)).phone).toBeNull();
    },
  );

  it("a text/plain GraphQL mutation with a session cookie is refused before it runs", async () => {
    const { id, username, password } = await newAccount();
    const client = await signIn(app, { username, password });
    const response = await client.request("/graphql", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ query: 'mutation { updateProfile(input: { phone: "666" }) { id } }' }),
    });
    expect(response.status).toBe(400);
    expect((await app.orm.em.fork().findOneOrFail(User, id)).phone).toBeNull();
  });
});

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

describe("registration", () => {
  it("refuses a taken email with a clear message and creates nothing", async () => {
    const { username } = await newAccount();
    const before = await app.orm.em.fork().count(User);
    const response = await new Client(app).request("/api/auth/register", {
      json: {
        firstName: "A",
        lastName: "B",
        email: `${username.toUpperCase()}@EXAMPLE.COM`,
        username: `${username}x`,
        password: "Unusual#2026",
        confirmPassword: "Unusual#2026",
      },
    });
    expect(response.status).toBe(409);
    expect((await readJson<{ message: string }>(response)).message).toBe(
      "That email is already registered",
    );
    expect(await app.orm.em.fork().count(User)).toBe(before);
  });

  it.each([
    [{ firstName: "" }, "First name is required"],
    [{ email: "not-an-email" }, "Please enter a valid email"],
    [{ username: "ab" }, "Username must be at least 3 characters"],
    [{ password: "1234567", confirmPassword: "1234567" }, "Password must be at least 8 characters"],
    [
      { password: "iloveyou2", confirmPassword: "iloveyou2" },
      "This password is too common; choose another",
    ],
    [{ confirmPassword: "other1" }, "Passwords don't match"],
    // The shape of the learning system's usernames for other learners (ga-<id>-<name>).
    [{ username: "ga-12-anna" }, USERNAME_RESERVED],
    [{ username: "GA-7" }, USERNAME_RESERVED],
    [{ username: "ga-0031-x.y" }, USERNAME_RESERVED],
  ])("refuses %j with the spec's message", async (change, message) => {
    const body = {
      firstName: "A",
      lastName: "B",
      email: "valid@example.com",
      username: "validname",
      password: "Unusual#2026",
      confirmPassword: "Unusual#2026",
      ...change,
    };
    const response = await new Client(app).request("/api/auth/register", { json: body });
    expect(response.status).toBe(400);
    expect((await readJson<{ message: string }>(response)).message).toBe(message);
  });

  it('takes a username that only begins with "ga" or "ga-"', async () => {
    for (const username of [`ga-team${unique()}`, `ga${unique()}`]) {
      const response = await new Client(app, "jest-client", someAddress()).request(
        "/api/auth/register",
        {
          json: {
            firstName: "Gale",
            lastName: "Ames",
            email: `${username}@example.com`,
            username,
            password: "Unusual#2026",
            confirmPassword: "Unusual#2026",
          },
        },
      );
      expect(response.status).toBe(201);
    }
  });

  it("names every wrong field of a registration in one answer", async () => {
    const response = await new Client(app).request("/api/auth/register", {
      json: {
        firstName: "",
        lastName: "B",
        email: "not-an-email",
        username: "ab",
        password: "iloveyou2",
        confirmPassword: "iloveyou3",
      },
    });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: {
        firstName: "First name is required",
        email: "Please enter a valid email",
        username: "Username must be at least 3 characters",
        password: "This password is too common; choose another",
        confirmPassword: "Passwords don't match",
      },
    });
  });
});
