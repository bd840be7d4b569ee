// Shared by the list benchmarks: the product in-process on a bench database, with the SQL each
// request sends captured, and sequential timings as p50/p95.
import { performance } from "node:perf_hooks";

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** p50 and p95 of `samples` sequential runs after a short warm-up, in ms. */
export async function timed(run, samples) {
  for (let i = 0; i < Math.min(20, samples); i++) await run();
  const times = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Signs in over REST at `base` and returns the session's Cookie header; throws unless 200. */
export async function sessionCookie(base, { username, password }, headers = {}) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ username, password }),
  });
  if (login.status !== 200) throw new Error(`sign-in of ${username}: ${login.status}`);
  return login.headers
    .getSetCookie()
    .map(line => line.split(";")[0])
    .join("; ");
}

/** GraphQL at `base` with a session's Cookie header: the answer's data, or its errors thrown. */
export function graphqlAs(base, cookie) {
  return async (query, variables) => {
    const response = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ query, variables }),
    });
    const body = await response.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
}

/**
 * The built API on `databaseUrl`, listening on a free port, signed in as `username`.
 * `ask(query, variables)` posts to /graphql; `statementsOf(fn)` lists the SQL `fn` caused.
 */
export async function inProcessApp(databaseUrl, { username, password }) {
  const { loadConfig } = await import("../api/dist/config.js");
  const { entitiesOf, openOrm } = await import("../api/dist/db/orm.js");
  const { modules } = await import("../api/dist/modules/index.js");
  const { createSchema } = await import("../api/dist/graphql/schema.js");
  const { buildApp } = await import("../api/dist/http/app.js");
  let captured = null;
  const orm = await openOrm(databaseUrl, {
    entities: entitiesOf(modules),
    onQuery: (sql, params) => captured?.push({ sql, params }),
  });
  const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: databaseUrl, WEB_DIST: "/none" });
  const app = await buildApp({
    modules,
    config,
    orm,
    schema: await createSchema(modules),
    logLevel: process.env.BENCH_LOG ?? "silent",
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  const cookie = await sessionCookie(base, { username, password });
  return {
    ask: graphqlAs(base, cookie),
    /** The statements `fn` sent, each as `{ text, values }` for pg's `query`. */
    async statementsOf(fn) {
      captured = [];
      await fn();
      const statements = captured.map(({ sql, params }) => {
        let n = 0;
        return { text: sql.replace(/\?/g, () => `$${++n}`), values: [...params] };
      });
      captured = null;
      return statements;
    },
    async close() {
      await app.close();
      await orm.close();
    },
  };
}
