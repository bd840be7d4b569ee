import { type TestApp, startTestApp } from "../../test/app.js";
import { signedInAs } from "../../test/factories.js";
import { createLogger } from "./logger.js";

const PASSWORD = "Canary#Pass-7391";
const WRONG_PASSWORD = "Canary#Wrong-5528";
const CARD = "4242424242424242";

let app: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  app = await startTestApp({ demo: false, logTo: { write: line => lines.push(line) } });
});
afterAll(() => app.close());

describe("the log", () => {
  it("has a JSON line per request with its id, and no password, token, cookie or card number", async () => {
    const { user, client } = await signedInAs(app, { kind: "admin", password: PASSWORD });
    const created = await client.graphql<{ createApiToken: { token: string } }>(
      `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`,
      { input: { name: "canary", role: "ADMIN" } },
    );
    const token = created.body.data!.createApiToken.token;
    const bearer = { authorization: `Bearer ${token}` };
    expect((await app.request("/api/admin/outbox", { headers: bearer })).status).toBe(200);
    // A bad request with the token, the token in a query string and in variables.
    const bad = await app.request("/graphql", {
      headers: bearer,
      json: { query: "{ nope(", variables: { token, password: PASSWORD } },
    });
    expect(bad.status).toBe(400);
    await app.request(`/api/courses?token=${token}&password=${encodeURIComponent(PASSWORD)}`);
    // A failing sign-in, and a card-like number in an input, in a body and in a query string.
    expect((await client.login(user.username, WRONG_PASSWORD)).status).toBe(401);
    await app.request("/api/contact", {
      json: { name: "Card Holder", email: "card@example.com", subject: CARD, message: CARD },
    });
    await app.request(`/graphql?query=${encodeURIComponent(`{ course(id: ${CARD}) { id } }`)}`);
    await app.request(`/api/courses/${CARD}`, { headers: { "x-request-id": "canary-request" } });

    const text = lines.join("");
    const entries = lines.map(line => JSON.parse(line) as Record<string, unknown>);
    const completed = entries.filter(entry => entry.msg === "request completed");
    // The lines that could carry the secrets are there: otherwise this test proves nothing.
    expect(completed.length).toBeGreaterThanOrEqual(8);
    expect(completed).toContainEqual(
      expect.objectContaining({
        reqId: "canary-request",
        req: expect.objectContaining({ method: "GET", route: "/api/courses/:id" }),
        res: { statusCode: 400 },
      }),
    );
    expect(completed.every(entry => typeof entry.reqId === "string")).toBe(true);
    expect(text).toContain('"url":"/api/auth/login"');
    for (const secret of [
      PASSWORD,
      encodeURIComponent(PASSWORD),
      WRONG_PASSWORD,
      token.slice(4),
      CARD,
    ]) {
      expect(text).not.toContain(secret);
    }
    for (const cookie of client.cookies.values()) expect(text).not.toContain(cookie);
  });

  it("masks a token, a JWT, a URL's password and a card number even inside an error message", () => {
    const written: string[] = [];
    const logger = createLogger("info", { write: line => written.push(line) });
    const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl";
    logger.error(
      {
        err: new Error(
          `gat_${"A".repeat(43)} ${jwt} smtp://mailer:Smtp-Secret9@smtp.example.org 4242 4242 4242 4242 ${CARD}`,
        ),
      },
      "failed",
    );
    const [line] = written;
    expect(line).toContain("gat_[redacted]");
    expect(line).toContain("smtp://mailer:[redacted]@smtp.example.org");
    expect(line).not.toMatch(/gat_A|eyJ|Smtp-Secret9|4242/);
  });

  it("leaves out the connection a database error carries", () => {
    const written: string[] = [];
    const logger = createLogger("info", { write: line => written.push(line) });
    const error = Object.assign(new Error("terminating connection"), {
      code: "57P01",
      client: { host: "127.0.0.1", processID: 4711, secretKey: 918273 },
    });
    logger.error({ err: error }, "background job error");
    const { err } = JSON.parse(written[0]!) as { err: Record<string, unknown> };
    expect(err).toMatchObject({ message: "terminating connection", code: "57P01" });
    expect(written[0]).not.toMatch(/secretKey|918273|processID/);
  });

  it("keeps a long number that cannot be a card number, such as a migration's timestamp", () => {
    const written: string[] = [];
    const logger = createLogger("info", { write: line => written.push(line) });
    logger.info("Applied migrations: Migration20261122022309_initial, 4000 0000 0000 0002");
    expect(written[0]).toContain("Migration20261122022309_initial, [redacted]");
  });
});
