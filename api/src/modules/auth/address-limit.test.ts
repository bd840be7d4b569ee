import { IP_FAILURE_LIMIT } from "./lockout.service.js";
import { LoginAttempt } from "./login-attempt.entity.js";
import { User } from "../users/user.entity.js";
import { type TestApp, startTestApp } from "../../../test/app.js";
import { Client } from "../../../test/client.js";
import { type FactoryUser, createUser, unique } from "../../../test/factories.js";

let app: TestApp;
let user: FactoryUser;
beforeAll(async () => {
  app = await startTestApp({ demo: false });
  user = await createUser(app);
});
afterAll(() => app.close());

describe("failed sign-ins per address", () => {
  /** The failures of many accounts from one address (a password-spraying run), just recorded. */
  const spray = (ip: string) =>
    app.orm.em.getConnection().execute(
      `insert into login_attempts (username, success, ip_address, created_at)
       select 'sprayed' || n, false, ?, now() from generate_series(1, ?) n`,
      [ip, IP_FAILURE_LIMIT],
    );
  /** The right password, from that address. */
  const signInFrom = (ip: string) =>
    new Client(app, "jest-client", ip).login(user.username, user.password);

  it("refuses every sign-in from an address with too many recent failures, with Retry-After", async () => {
    await spray("192.0.2.10");
    const response = await signInFrom("192.0.2.10");
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await response.json()) as { message: string }).message).toBe(
      "Too many failed sign-in attempts from this address. Try again in 15 minutes.",
    );
  });

  it("forgets failures older than the window", async () => {
    await spray("192.0.2.11");
    expect((await signInFrom("192.0.2.11")).status).toBe(429);
    await app.orm.em
      .getConnection()
      .execute(
        `update login_attempts set created_at = now() - interval '1 hour' where ip_address = '192.0.2.11'`,
      );
    expect((await signInFrom("192.0.2.11")).status).toBe(200);
  });
});

describe("the client address behind the proxy", () => {
  it("is the one the trusted hop saw, not an X-Forwarded-For entry the client wrote", async () => {
    // The client sent "X-Forwarded-For: 192.0.2.66"; our one proxy hop appended what it saw.
    const response = await app.request("/api/auth/login", {
      json: { username: "forged-address", password: "Wrong#2026" },
      headers: { "x-forwarded-for": "192.0.2.66, 198.51.100.77" },
    });
    expect(response.status).toBe(401);
    const attempt = await app.orm.em
      .fork()
      .findOneOrFail(LoginAttempt, { username: "forged-address" });
    expect(attempt.ipAddress).toBe("198.51.100.77");
  });
});

describe("per-address limits on open mutations", () => {
  const register = (ip: string, username = `rate${unique()}`) =>
    new Client(app, "jest-client", ip).request("/api/auth/register", {
      json: {
        firstName: "Rate",
        lastName: "Limit",
        email: `${username}@example.com`,
        username,
        password: "Unusual#2026",
        confirmPassword: "Unusual#2026",
      },
    });

  it("refuses the 21st registration from one address within the hour, with Retry-After", async () => {
    for (let n = 1; n <= 20; n++) expect((await register("203.0.113.9")).status).toBe(201);
    const twentyFirst = `rate${unique()}`;
    const refused = await register("203.0.113.9", twentyFirst);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await app.orm.em.fork().count(User, { username: twentyFirst })).toBe(0);
    expect((await register("203.0.113.10", twentyFirst)).status).toBe(201);
  });

  it("limits a GraphQL caller the same way", async () => {
    for (let n = 1; n <= 20; n++) expect((await register("203.0.113.11")).status).toBe(201);
    const { status, body } = await new Client(app, "jest-client", "203.0.113.11").graphql(
      'mutation { register(input: { firstName: "G", lastName: "Q", email: "gq@example.com", username: "gqlimited", password: "Unusual#2026", confirmPassword: "Unusual#2026" }) { id } }',
    );
    expect(status).toBe(429);
    expect(body.errors?.[0].extensions?.code).toBe("TOO_MANY_REQUESTS");
  });
});
