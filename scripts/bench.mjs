// npm run bench: the same course list three ways, side by side in one run, on the built product.
//   rest    GET /api/courses            (REST shim -> named operation, in-process)
//   graphql POST /graphql               (Apollo Server on Fastify)
//   bare    graphql-js execute over node:http with the same schema and resolvers (baseline)
// then purchases (sign-in, agreement, pay, enroll), the admin users page over 100 000 users
// (scripts/bench-admin.mjs), Lighthouse on the public pages and the SQL statements of every list
// query at two sizes (scripts/bench-statements.mjs).
// `--only=api,purchase,admin,lighthouse,statements` picks sections (default: all).
// Env: BENCH_SECONDS per run (default 10), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 20),
// LIGHTHOUSE_RUNS (default 5).
import autocannon from "autocannon";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { benchAdminUsers } from "./bench-admin.mjs";
import { benchPurchases, statementsPerPurchase } from "./bench-purchase.mjs";
import { statementsPerList, statementsTable } from "./bench-statements.mjs";
import { lighthouseBench } from "./lighthouse.mjs";
import { freePort, startPortal } from "./portal.mjs";

const root = new URL("..", import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 20);
const rounds = Number(process.env.BENCH_ROUNDS || 3);
const only = process.argv
  .find(arg => arg.startsWith("--only="))
  ?.slice(7)
  .split(",");
const wanted = section => !only || only.includes(section);
const QUERY =
  "{ courses { id title description imageUrl hours priceCents isFeatured isSelfPaced isActive } }";

const rssMiB = pid => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
};

if (wanted("api") || wanted("purchase") || wanted("admin")) {
  console.log("Building...");
  const built = spawnSync("flock", ["/tmp/ga-build.lock", "npm", "run", "build", "-w", "api"], {
    cwd: root,
    stdio: "ignore",
  });
  if (built.status !== 0) throw new Error("build failed");
  // One proxy hop trusted: the purchase bench gives each learner an address of its own.
  const portal = await startPortal(root, { TRUST_PROXY: "1" });
  const { openOrm } = await import("../api/dist/db/orm.js");
  const databaseUrl = `postgres://guardian:guardian@127.0.0.1:${portal.pgPort}/guardian`;
  const orm = await openOrm(databaseUrl);
  try {
    if (wanted("api")) await benchApi(portal, orm);
    if (wanted("purchase")) {
      const run = await benchPurchases({ base: portal.url, orm, connections, seconds });
      const statements = await statementsPerPurchase({ databaseUrl });
      console.log(`\npurchases (pay + enroll) from ${connections} learners for ${seconds}s`);
      console.log(
        `${run.perSecond.toFixed(1)} purchases/s, p99 ${run.p99.toFixed(0)} ms, ` +
          `${statements} SQL statements per purchase${run.exhausted ? " (catalogue exhausted)" : ""}`,
      );
      console.log(`portal RSS after the purchases: ${rssMiB(portal.pid)} MiB`);
    }
    // Last: it adds 100 000 users to the bench's database.
    if (wanted("admin")) await benchAdminUsers({ databaseUrl });
  } finally {
    await orm.close();
    await portal.stop();
  }
}
if (wanted("lighthouse")) await lighthouseBench();
if (wanted("statements")) {
  const { figures } = statementsPerList();
  console.log(`\nSQL statements per request of every list query\n${statementsTable(figures)}`);
}

async function benchApi(portal, orm) {
  const { port } = portal;
  const barePort = await freePort();
  // The baseline: graphql-js alone, same schema, resolvers and database, no HTTP framework.
  const { parse, execute } = await import("graphql");
  const { createSchema } = await import("../api/dist/graphql/schema.js");
  const schema = await createSchema();
  const document = parse(QUERY);
  const bare = createServer(async (req, res) => {
    for await (const _chunk of req);
    const result = await execute({
      schema,
      document,
      contextValue: { em: orm.em.fork(), viewer: async () => null },
    });
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(result));
  });
  await new Promise(resolve => bare.listen(barePort, "127.0.0.1", resolve));

  const targets = [
    { name: "rest    GET /api/courses", url: `http://127.0.0.1:${port}/api/courses` },
    {
      name: "graphql POST /graphql",
      url: `http://127.0.0.1:${port}/graphql`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: QUERY }),
    },
    {
      name: "bare    graphql-js execute",
      url: `http://127.0.0.1:${barePort}/`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: QUERY }),
    },
  ];

  // Sign-in: a login next to a signed-in GET /api/auth/user, and raw argon2id verifies as the floor.
  const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "learner", password: "Learner#2026" }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map(line => line.split(";")[0])
    .join("; ");
  targets.push(
    {
      name: "login   POST /api/auth/login",
      url: `http://127.0.0.1:${port}/api/auth/login`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "learner", password: "Learner#2026" }),
    },
    {
      name: "me      GET /api/auth/user",
      url: `http://127.0.0.1:${port}/api/auth/user`,
      headers: { cookie },
    },
    {
      // The catalogue for a signed-in browser: with the viewer resolved lazily, the session
      // cookie costs nothing here (no token check, no SQL) because no field asks who is calling.
      name: "graphql POST /graphql signed in",
      url: `http://127.0.0.1:${port}/graphql`,
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ query: QUERY }),
    },
  );

  // Rounds interleave the targets, so drift on this shared machine hits each alike; each target
  // reports its median round.
  const runs = targets.map(() => []);
  for (const target of targets) await autocannon({ ...target, connections, duration: 2 }); // warm-up
  for (let round = 0; round < rounds; round++) {
    for (const [i, target] of targets.entries()) {
      const run = await autocannon({ ...target, connections, duration: seconds });
      if (run.non2xx || run.errors)
        throw new Error(`${target.name}: ${run.non2xx} non-2xx, ${run.errors} errors`);
      runs[i].push({ rps: run.requests.average, p99: run.latency.p99 });
    }
  }
  const median = values => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const results = targets.map((target, i) => ({
    name: target.name,
    rps: median(runs[i].map(r => r.rps)),
    p99: median(runs[i].map(r => r.p99)),
  }));
  const rss = rssMiB(portal.pid);

  // The floor for a login: argon2id verifies at the same parameters, 4 at a time (libuv's pool).
  const { hash, verify } = await import("@node-rs/argon2");
  const stored = await hash("Learner#2026", {
    algorithm: 2,
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
  });
  let verifies = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (Date.now() < until) {
        await verify(stored, "Learner#2026");
        verifies += 1;
      }
    }),
  );
  bare.close();

  const graphqlRps = results[1].rps;
  console.log(
    `\nmedian of ${rounds} interleaved ${seconds}s runs per target, ${connections} connections, Node ${process.version}`,
  );
  console.log("target                            req/s     p99 ms   vs /graphql");
  for (const { name, rps, p99 } of results) {
    console.log(
      `${name.padEnd(32)} ${rps.toFixed(0).padStart(7)} ${String(p99).padStart(9)}   ${(rps / graphqlRps).toFixed(2)}x`,
    );
  }
  console.log(
    `${"argon2id verify (floor)".padEnd(32)} ${(verifies / seconds).toFixed(0).padStart(7)}`,
  );
  console.log(
    `\nREST shim cost vs /graphql: ${((1 - results[0].rps / graphqlRps) * 100).toFixed(1)}% throughput`,
  );
  console.log(`portal RSS after the run: ${rss} MiB`);
}
