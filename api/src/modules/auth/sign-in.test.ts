import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { ADDRESS_ACCOUNT_LIMIT, LOCKOUT } from "./lockout.service.js";
import { LoginAttempt } from "./login-attempt.entity.js";
import { User, UserStatus } from "../users/user.entity.js";
import { type TestApp, readJson, startTestApp } from "../../../test/app.js";
import { Client, someAddress } from "../../../test/client.js";
import { createUser, unique } from "../../../test/factories.js";
import { USERNAME_RESERVED } from "../users/user.rules.js";
import { me, newAccountOn } from "../../../test/steps/sessions.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ demo: false });
});
afterAll(() => app.close());

const newAccount = () => newAccountOn(app);

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
