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
    expect(body.errors?.[0].message).toMatch(/depth/i);
    expect(body.errors?.[0].extensions).toEqual({
      code: "GRAPHQL_VALIDATION_FAILED",
      // __type, fields, type, the ofTypes and name
      depth: LIMITS.depth + 6,
      requestId: expect.any(String),
      limit: LIMITS.depth,
    });
  });

  it("refuses more aliases than the limit", async () => {
    const aliases = Array.from(
      { length: LIMITS.aliases + 1 },
      (_, i) => `a${i}: bannerSettings { showDisclaimerBanner }`,
    );
    const { status, body } = await app.graphql(`{ ${aliases.join(" ")} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0].message).toMatch(/alias/i);
    expect(body.errors?.[0].extensions).toEqual({
      code: "GRAPHQL_VALIDATION_FAILED",
      aliases: LIMITS.aliases + 1,
      requestId: expect.any(String),
      limit: LIMITS.aliases,
    });
  });

  const aliased = (count: number, field: string, prefix = "a") =>
    Array.from({ length: count }, (_, i) => `${prefix}${i}: ${field}`).join(" ");
  it.each([
    ["5000 aliases of __typename", `{ ${aliased(5000, "__typename")} }`, 5000],
    [
      "__typename aliases inside a field",
      `{ bannerSettings { ${aliased(LIMITS.aliases + 1, "__typename")} } }`,
      LIMITS.aliases + 1,
    ],
    [
      "aliases of __schema and __type",
      `{ ${aliased(8, "__schema { queryType { name } }")} ${aliased(8, '__type(name: "Course") { name }', "b")} }`,
      16,
    ],
  ])("counts %s against the alias limit", async (_what, query, found) => {
    const { status, body } = await app.graphql(query);
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions).toEqual({
      code: "GRAPHQL_VALIDATION_FAILED",
      aliases: found,
      requestId: expect.any(String),
      limit: LIMITS.aliases,
    });
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
    const post = (headers: Record<string, string>) =>
      app.request("/graphql", {
        method: "POST",
        headers: { "content-type": "text/plain", ...headers },
        body: JSON.stringify({ query: "{ courses { id } }" }),
      });
    const withSession = await post({ cookie: "ga_access=x" });
    expect(withSession.status).toBe(400);
    expect(await withSession.text()).toMatch(/CSRF/);
    // Without our cookies the CSRF rule is waived, but only JSON is a GraphQL POST.
    const withoutSession = await post({});
    expect(withoutSession.status).toBe(400);
    expect(await withoutSession.text()).not.toMatch(/"data"/);
  });
});
