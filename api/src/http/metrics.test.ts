import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ACCESS_COOKIE } from "../modules/auth/session-cookies.http.js";
import { type TestApp, readJson, startTestApp } from "../../test/app.js";

const PRODUCTION = {
  NODE_ENV: "production",
  STRIPE_SECRET_KEY: "sk_test_x",
  STRIPE_PUBLISHABLE_KEY: "pk_test_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
  STRIPE_CONNECT_WEBHOOK_SECRET: "whsec_connect_x",
  LMS_URL: "https://lms.example.org",
  LMS_TOKEN: "moodle-token",
  PUBLIC_URL: "https://academy.example.org",
};
const METRICS_TOKEN = "metrics-token-".padEnd(48, "x");
const LONG_NAME = `Op${"x".repeat(70)}`;

/** A web build of two hashed files and a favicon, as Vite lays it out. */
const webDist = mkdtempSync(join(tmpdir(), "ga-metrics-web-"));
mkdirSync(join(webDist, "assets"));
writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Portal</title>");
writeFileSync(join(webDist, "favicon.svg"), "<svg/>");
writeFileSync(join(webDist, "assets", "index-B4x9Qk2a.js"), "export {};");
writeFileSync(join(webDist, "assets", "home-page-C7yT0pQe.js"), "export {};");

let app: TestApp;
let guarded: TestApp;
let privateOnly: TestApp;
let off: TestApp;
beforeAll(async () => {
  [app, guarded, privateOnly, off] = await Promise.all([
    startTestApp({ demo: false, env: { WEB_DIST: webDist } }),
    startTestApp({ demo: false, env: { ...PRODUCTION, METRICS_TOKEN } }),
    startTestApp({ demo: false, env: PRODUCTION }),
    startTestApp({ demo: false, env: { METRICS: "false" } }),
  ]);
});
afterAll(() => Promise.all([app, guarded, privateOnly, off].map(a => a.close())));

/** The value of one sample of the exposition text, or undefined when absent. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split("\n").find(l => l.startsWith(`${name}{${labels}}`));
  return line === undefined ? undefined : Number(line.split(" ").pop());
}

describe("/metrics", () => {
  it("counts GraphQL operations by name, REST paths by route pattern and errors by code", async () => {
    // Names of the web app's or the REST paths' operations count under their name; any other
    // name a caller makes up counts as `other`, so callers cannot grow the series without bound.
    await app.graphql("query Courses { courses { id } }");
    await app.graphql("query Courses { courses { id } }");
    await app.graphql("{ courses { id } }");
    await app.graphql(`query ${LONG_NAME} { courses { id } }`);
    await app.graphql("query MetricsMadeUp { courses { id } }");
    await app.graphql("query Course { course(id: 999999) { id } }");
    await app.request("/api/courses/999998");
    await app.request("/api/courses/999999");
    await app.request("/api/courses");

    const response = await app.request("/metrics");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    const count = "graphql_operation_duration_seconds_count";
    // Twice over /graphql, once for GET /api/courses (the REST path runs the same operation).
    expect(sample(text, count, 'operation="Courses"')).toBe(3);
    expect(sample(text, count, 'operation="anonymous"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, count, 'operation="other"')).toBe(2);
    expect(text).not.toContain(LONG_NAME);
    expect(text).not.toContain("MetricsMadeUp");
    // Once over /graphql, twice for the REST path's operation.
    expect(sample(text, "graphql_errors_total", 'operation="Course",code="NOT_FOUND"')).toBe(3);

    const http = "http_request_duration_seconds_count";
    expect(sample(text, http, 'route="/api/courses/:id",method="GET",status_class="4xx"')).toBe(2);
    expect(sample(text, http, 'route="/api/courses",method="GET",status_class="2xx"')).toBe(1);
    expect(sample(text, http, 'route="/graphql",method="POST",status_class="2xx"')).toBe(6);
    expect(text).not.toMatch(/route="\/api\/courses\/\d/);

    // The pool: idle and used connections, and apart from them the requests waiting for one.
    expect(sample(text, "db_pool_connections", 'state="idle"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, "db_pool_connections", 'state="used"')).toBeGreaterThanOrEqual(0);
    expect(text).not.toMatch(/db_pool_connections\{state="(total|waiting)"/);
    expect(text).toMatch(/^db_pool_waiting_requests 0$/m);
    expect(text).toMatch(/^guardian_build_info\{version="0\.1\.0",commit="[0-9a-z._-]+"\} 1$/im);
    expect(
      sample(text, "job_queue_jobs", 'queue="mail.send",state="queued"'),
    ).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+/m);
  });

  it("counts the web app's files under one route label, whatever their hashed names", async () => {
    for (const path of [
      "/assets/index-B4x9Qk2a.js",
      "/assets/home-page-C7yT0pQe.js",
      "/favicon.svg",
    ]) {
      expect((await app.request(path)).status).toBe(200);
    }
    // A request is counted when its answer has gone out, maybe after the client read it.
    const http = "http_request_duration_seconds_count";
    const webFiles = 'route="web files",method="GET",status_class="2xx"';
    let text = "";
    for (let tries = 0; tries < 50 && sample(text, http, webFiles) !== 3; tries++) {
      if (tries) await new Promise(resolve => setTimeout(resolve, 20));
      text = await (await app.request("/metrics")).text();
    }
    expect(sample(text, http, webFiles)).toBe(3);
    expect(text).not.toMatch(/route="\/assets\//);
    expect(text).not.toContain('route="/favicon.svg"');
  });

  it('counts the web app\'s pages (its client routes, rendered or not) under route="*"', async () => {
    for (const path of ["/courses", "/verify", "/no-such-page"]) await app.request(path);
    const http = "http_request_duration_seconds_count";
    let text = "";
    for (
      let tries = 0;
      tries < 50 && !(sample(text, http, 'route="*",method="GET",status_class="2xx"')! >= 2);
      tries++
    ) {
      if (tries) await new Promise(resolve => setTimeout(resolve, 20));
      text = await (await app.request("/metrics")).text();
    }
    expect(sample(text, http, 'route="*",method="GET",status_class="2xx"')).toBeGreaterThanOrEqual(
      2,
    );
    expect(text).not.toMatch(/route="\/(courses|verify|no-such-page)"/);
  });

  it("in production needs the metrics token when one is set", async () => {
    const without = await guarded.request("/metrics");
    expect(without.status).toBe(401);
    expect(without.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await readJson(without)).toMatchObject({ code: "UNAUTHENTICATED" });
    const wrong = await guarded.request("/metrics", {
      headers: { authorization: `Bearer ${METRICS_TOKEN}y` },
    });
    expect(wrong.status).toBe(401);
    const right = await guarded.request("/metrics", {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain("http_request_duration_seconds");
  });

  it("in production without a token answers private addresses only", async () => {
    // The test client is the trusted proxy hop: X-Forwarded-For is the client's address.
    const local = await privateOnly.request("/metrics");
    expect(local.status).toBe(200);
    const lan = await privateOnly.request("/metrics", {
      headers: { "x-forwarded-for": "10.1.2.3" },
    });
    expect(lan.status).toBe(200);
    const outside = await privateOnly.request("/metrics", {
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(outside.status).toBe(403);
    expect(await readJson(outside)).toMatchObject({ code: "FORBIDDEN" });
  });

  it("is a JSON 404 when turned off", async () => {
    const response = await off.request("/metrics");
    expect(response.status).toBe(404);
    expect(await readJson(response)).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("request ids", () => {
  it("answers each request's id in a header, in GraphQL error extensions and REST error bodies", async () => {
    const graphql = await app.request("/graphql", {
      json: { query: "{ course(id: 999999) { id } }" },
    });
    const id = graphql.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const body = await readJson<{ errors: { extensions: { requestId: string } }[] }>(graphql);
    expect(body.errors[0].extensions.requestId).toBe(id);

    const rest = await app.request("/api/courses/999999");
    const restBody = await readJson<{ requestId: string }>(rest);
    expect(restBody.requestId).toBe(rest.headers.get("x-request-id"));
    expect(restBody.requestId).not.toBe(id);
  });

  it("puts the id in the errors of a request Apollo refuses before running it", async () => {
    // A GET with a session cookie but without the CSRF preflight header.
    const response = await app.request("/graphql?query=%7B__typename%7D", {
      headers: { cookie: `${ACCESS_COOKIE}=x` },
    });
    expect(response.status).toBe(400);
    const body = await readJson<{ errors: { extensions: { requestId: string } }[] }>(response);
    expect(body.errors[0].extensions.requestId).toBe(response.headers.get("x-request-id"));
  });

  it("adopts a caller's short, plain x-request-id and replaces any other", async () => {
    const adopted = await app.request("/api/courses/999999", {
      headers: { "x-request-id": "trace-42.abc_DEF" },
    });
    expect(adopted.headers.get("x-request-id")).toBe("trace-42.abc_DEF");
    expect(await readJson(adopted)).toMatchObject({ requestId: "trace-42.abc_DEF" });

    for (const hostile of ["a b", "id<script>", "x".repeat(65), "../etc/passwd", '"}{"level":60']) {
      const response = await app.request("/graphql", {
        headers: { "x-request-id": hostile },
        json: { query: "{ course(id: 999999) { id } }" },
      });
      const id = response.headers.get("x-request-id");
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const body = await readJson<{ errors: { extensions: { requestId: string } }[] }>(response);
      expect(body.errors[0].extensions.requestId).toBe(id);
    }
  });
});
