import { type TestApp, startTestApp } from "../../test/app.js";
import { LIMITS } from "./limits.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ demo: false });
});
afterAll(() => app.close());

describe("POST /graphql", () => {
  it("answers a query", async () => {
    const { status, body } = await app.graphql("{ bannerSettings { showDisclaimerBanner } }");
    expect(status).toBe(200);
    expect(body.data).toEqual({ bannerSettings: { showDisclaimerBanner: true } });
  });

  it("refuses a query deeper than the limit with a clear error", async () => {
    let selection = "name";
    for (let i = 0; i < LIMITS.depth + 2; i++) selection = `ofType { ${selection} }`;
    const { status, body } = await app.graphql(
      `{ __type(name: "Course") { fields { type { ${selection} } } } }`,
    );
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(body.errors?.[0].message).toMatch(/depth/i);
  });

  it("refuses more aliases than the limit", async () => {
    const aliases = Array.from(
      { length: LIMITS.aliases + 1 },
      (_, i) => `a${i}: bannerSettings { showDisclaimerBanner }`,
    );
    const { status, body } = await app.graphql(`{ ${aliases.join(" ")} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0].message).toMatch(/alias/i);
  });

  it("answers NOT_FOUND with no stack trace outside development", async () => {
    const { body } = await app.graphql("{ course(id: 424242) { id } }");
    expect(body.errors?.[0]).toMatchObject({
      message: "Course Not Found",
      extensions: { code: "NOT_FOUND" },
    });
    expect(JSON.stringify(body)).not.toMatch(/stacktrace|at .*\.ts/);
  });

  it("refuses a simple cross-site request (text/plain) before it runs (CSRF prevention)", async () => {
    const response = await app.request("/graphql", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ query: "{ courses { id } }" }),
    });
    expect(response.status).toBe(400);
  });
});
