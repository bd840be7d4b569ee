import { IP_FAILURE_LIMIT } from "../src/modules/auth/auth.service.js";
import { type TestApp, startTestApp } from "./app.js";
import { Client } from "./client.js";

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
