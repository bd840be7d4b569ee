import { IP_FAILURE_LIMIT } from "./lockout.js";
import { LoginAttempt } from "./login-attempt.entity.js";
import { User } from "../users/user.entity.js";
import { type TestApp, startTestApp } from "../../../test/app.js";
import { Client } from "../../../test/client.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe("failed sign-ins per address", () => {
  it("refuses every sign-in from an address with too many recent failures, with Retry-After", async () => {
    // The failures of many accounts from one address (a password-spraying run), recorded earlier.
    await app.orm.em.getConnection().execute(
      `insert into login_attempts (username, success, ip_address, created_at)
       select 'sprayed' || n, false, '127.0.0.1', now() from generate_series(1, ?) n`,
      [IP_FAILURE_LIMIT],
    );
    const response = await new Client(app).login("learner", "Learner#2026");
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("forgets failures older than the window", async () => {
    await app.orm.em
      .getConnection()
      .execute(
        `update login_attempts set created_at = now() - interval '1 hour' where ip_address = '127.0.0.1'`,
      );
    expect((await new Client(app).login("learner", "Learner#2026")).status).toBe(200);
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
  const register = (ip: string, n: number) =>
    new Client(app, "jest-client", ip).request("/api/auth/register", {
      json: {
        firstName: "Rate",
        lastName: "Limit",
        email: `rate${n}@example.com`,
        username: `ratelimited${n}`,
        password: "Unusual#2026",
        confirmPassword: "Unusual#2026",
      },
    });

  it("refuses the 21st registration from one address within the hour, with Retry-After", async () => {
    for (let n = 1; n <= 20; n++) expect((await register("203.0.113.9", n)).status).toBe(201);
    const refused = await register("203.0.113.9", 21);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await app.orm.em.fork().count(User, { username: "ratelimited21" })).toBe(0);
    expect((await register("203.0.113.10", 21)).status).toBe(201);
  });

  it("limits a GraphQL caller the same way", async () => {
    const { status, body } = await new Client(app, "jest-client", "203.0.113.9").graphql(
      'mutation { register(input: { firstName: "G", lastName: "Q", email: "gq@example.com", username: "gqlimited", password: "Unusual#2026", confirmPassword: "Unusual#2026" }) { id } }',
    );
    expect(status).toBe(429);
    expect(body.errors?.[0].extensions?.code).toBe("TOO_MANY_REQUESTS");
  });
});
