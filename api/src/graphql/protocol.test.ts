import { getIntrospectionQuery } from "graphql";
import { PRODUCTION_ENV, type TestApp, readJson, startTestApp } from "../../test/app.js";

const INTERNAL_TEXT = /stack|at .*\.[jt]s|\/work\/|node_modules|relation|courses_gone|SQL/i;

let app: TestApp;
let development: TestApp;
let production: TestApp;
beforeAll(async () => {
  [app, development, production] = await Promise.all([
    startTestApp({ demo: false }),
    startTestApp({ demo: false, env: { NODE_ENV: "development" } }),
    startTestApp({ demo: false, env: PRODUCTION_ENV }),
  ]);
});
afterAll(() => Promise.all([app, development, production].map(a => a.close())));

describe("what standard GraphQL clients send", () => {
  it("answers a query with @include and @skip", async () => {
    const { status, body } = await app.graphql(
      `query($full: Boolean!) { bannerSettings { showDisclaimerBanner @include(if: $full) showPreLaunchBanner @skip(if: true) } }`,
      { full: true },
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({ bannerSettings: { showDisclaimerBanner: true } });
  });

  it("refuses a null given for a required argument through a defaulted variable as bad input", async () => {
    const { status, body } = await app.graphql(`query($id: Int = 1) { course(id: $id) { id } }`, {
      id: null,
    });
    // A field error of an operation that ran: GraphQL's 200, the REST shim's 400.
    expect(status).toBe(200);
    expect(body.errors?.[0]).toMatchObject({
      message: 'Argument "id" of non-null type "Int!" must not be null.',
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("answers the standard introspection query despite the depth limit", async () => {
    const { status, body } = await app.graphql(getIntrospectionQuery({ specifiedByUrl: true }));
    expect(status).toBe(200);
    const directives = (body.data as { __schema: { directives: { name: string }[] } }).__schema
      .directives;
    expect(directives.map(d => d.name)).toEqual(
      expect.arrayContaining(["include", "skip", "deprecated", "specifiedBy", "auth", "public"]),
    );
  });

  it("keeps introspection, field suggestions and the landing page off in production", async () => {
    const introspection = await production.graphql("{ __schema { queryType { name } } }");
    expect(introspection.status).toBe(400);
    expect(introspection.body.errors?.[0]).toMatchObject({
      message:
        'GraphQL introspection has been disabled, but the requested query contained the field "__schema".',
      extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
    });
    const typo = await production.graphql("{ coursez { id } }");
    expect(typo.status).toBe(400);
    expect(typo.body.errors?.[0].message).toBe('Cannot query field "coursez" on type "Query".');
    const page = await production.request("/graphql", { headers: { accept: "text/html" } });
    expect(page.status).toBe(406);
    expect(page.headers.get("content-type")).not.toMatch(/html/);
  });

  it("keeps introspection, field suggestions and the landing page on in development", async () => {
    const introspection = await development.graphql("{ __schema { queryType { name } } }");
    expect(introspection.body).toEqual({ data: { __schema: { queryType: { name: "Query" } } } });
    const typo = await development.graphql("{ coursez { id } }");
    expect(typo.body.errors?.[0].message).toMatch(/Did you mean "course" or "courses"\?/);
    const page = await development.request("/graphql", { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/embeddable-sandbox/);
  });
});

describe("GraphQL over HTTP", () => {
  const get = (query: string, headers: Record<string, string> = {}) =>
    app.request(`/graphql?query=${encodeURIComponent(query)}`, { headers });

  it("answers a GET query with no extra header from a caller without a session cookie", async () => {
    const response = await get("{ bannerSettings { showDisclaimerBanner } }", {
      cookie: "theme=dark",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: { bannerSettings: { showDisclaimerBanner: true } },
    });
  });

  it("keeps the CSRF rule for a GET that carries a session cookie", async () => {
    const response = await get("{ __typename }", { cookie: "ga_access=x" });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/apollo-require-preflight/);
    const withHeader = await get("{ __typename }", {
      cookie: "ga_access=x",
      "apollo-require-preflight": "1",
    });
    expect(withHeader.status).toBe(200);
  });

  it("refuses a mutation over GET with 405 and Allow: POST", async () => {
    const response = await get("mutation { logout { success } }");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("answers in application/graphql-response+json when the client accepts it", async () => {
    const ask = (query: string, accept: string) =>
      app.request("/graphql", { json: { query }, headers: { accept } });
    const ok = await ask("{ __typename }", "application/graphql-response+json");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toMatch(/^application\/graphql-response\+json/);
    for (const query of ["{", "{ coursez }"]) {
      const refused = await ask(query, "application/graphql-response+json");
      expect(refused.status).toBe(400);
      expect(refused.headers.get("content-type")).toMatch(/^application\/graphql-response\+json/);
    }
    const json = await ask("{ __typename }", "application/json");
    expect(json.headers.get("content-type")).toMatch(/^application\/json/);
  });
});

describe("odd requests get a clear 4xx", () => {
  it("refuses a subscription", async () => {
    const { status, body } = await app.graphql("subscription { courses { id } }");
    expect(status).toBe(400);
    expect(body.errors?.[0].message).not.toMatch(/Internal/);
  });

  it("refuses a persisted-query hash of no web app operation, or of another protocol version", async () => {
    const hash = "0".repeat(64);
    for (const json of [
      { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } },
      { extensions: { persistedQuery: { version: 2, sha256Hash: hash } } },
    ]) {
      const response = await app.request("/graphql", { json });
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).not.toMatch(INTERNAL_TEXT);
    }
  });

  it.each(["OPTIONS", "PUT", "DELETE"])(
    "answers %s /graphql with 405 and the allowed methods",
    async method => {
      const response = await app.request("/graphql", { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, POST");
    },
  );

  it("sends a Permissions-Policy and a request id with every answer", async () => {
    for (const path of ["/healthz", "/graphql?query=%7B__typename%7D", "/api/courses"]) {
      const response = await app.request(path, { headers: { "apollo-require-preflight": "1" } });
      expect(response.headers.get("permissions-policy")).toMatch(/camera=\(\)/);
      expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe("an unexpected failure", () => {
  it.each(["test", "development"])(
    "is a 500 with a request id and no internal text in %s mode, over GraphQL and REST",
    async mode => {
      const target = mode === "development" ? development : app;
      const sql = (query: string) => target.orm.em.getConnection().execute(query);
      await sql("alter table courses rename to courses_gone");
      try {
        const response = await target.request("/graphql", {
          json: { query: "{ courses { id } }" },
        });
        expect(response.status).toBe(500);
        const text = await response.text();
        expect(text).not.toMatch(INTERNAL_TEXT);
        const body = JSON.parse(text) as { errors: { message: string; extensions: object }[] };
        expect(body.errors[0]).toEqual({
          message: "Internal server error",
          extensions: {
            code: "INTERNAL_SERVER_ERROR",
            requestId: response.headers.get("x-request-id"),
          },
        });
        const rest = await target.request("/api/courses");
        expect(rest.status).toBe(500);
        const restBody = await readJson<{ code: string; requestId: string }>(rest);
        expect(restBody).toEqual({
          message: "Internal server error",
          code: "INTERNAL_SERVER_ERROR",
          requestId: rest.headers.get("x-request-id"),
        });
      } finally {
        await sql("alter table courses_gone rename to courses");
      }
    },
  );
});

describe("production over plain HTTP", () => {
  const plain = { "x-forwarded-proto": "http" };

  it("answers a browser with a page saying the portal must be served over HTTPS", async () => {
    for (const path of ["/", "/login", "/course/1"]) {
      const response = await production.request(path, { headers: plain });
      expect(response.status).toBe(403);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      const page = await response.text();
      expect(page).toContain("<h1>This portal must be served over HTTPS</h1>");
      expect(page).toContain('href="https://academy.example.org"');
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("refuses the API with a JSON error before anything runs, and no session is made", async () => {
    const login = await production.request("/api/auth/login", {
      headers: plain,
      json: { username: "nobody", password: "whatever" },
    });
    expect(login.status).toBe(403);
    expect(await readJson(login)).toEqual({
      message: "This portal must be served over HTTPS",
      code: "HTTPS_REQUIRED",
      requestId: expect.any(String),
    });
    const graphql = await production.request("/graphql", {
      headers: plain,
      json: { query: "{ __typename }" },
    });
    expect(graphql.status).toBe(403);
  });

  it("still answers the health checks and metrics the stack reaches directly", async () => {
    for (const path of ["/healthz", "/readyz"]) {
      expect((await production.request(path, { headers: plain })).status).toBe(200);
    }
    expect((await production.request("/metrics", { headers: plain })).status).not.toBe(403);
  });

  it("leaves development and tests alone (npm start serves plain HTTP on localhost)", async () => {
    const { status } = await development.request("/graphql", {
      headers: plain,
      json: { query: "{ __typename }" },
    });
    expect(status).toBe(200);
  });
});
