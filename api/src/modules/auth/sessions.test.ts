import { SignJWT, decodeJwt, jwtVerify } from "jose";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { User } from "../users/user.entity.js";
import { TEST_SECRETS, type TestApp, readJson, startTestApp } from "../../../test/app.js";
import { Client } from "../../../test/client.js";
import { signIn } from "../../../test/factories.js";
import { PASSWORD, key, me, newAccountOn } from "../../../test/steps/sessions.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ demo: false });
});
afterAll(() => app.close());

const newAccount = () => newAccountOn(app);

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
