// npm run bench: the same course list three ways, side by side in one run, on the built product.
//   rest    GET /api/courses            (REST shim -> named operation, in-process)
//   graphql POST /graphql               (Apollo Server on Fastify)
//   bare    graphql-js execute over node:http with the same schema and resolvers (baseline,
//           scripts/bench-bare.mjs, a process of its own)
// a one-row read over /graphql beside pgbench running the SQL it sends, sign-ins and their
// argon2id floor, then purchases (sign-in, agreement, pay, enroll), the admin users page over
// 100 000 users (scripts/bench-admin.mjs), Lighthouse on home, catalogue, course and dashboard,
// the SQL statements of every list query at two sizes (scripts/bench-statements.mjs) and
// `npm start` to the first page (scripts/bench-start.mjs).
// `--only=api,purchase,bulk,admin,lighthouse,statements,start,signatures` picks sections (default:
// all; signatures: scripts/bench-signatures.mjs).
// Env: BENCH_SECONDS per run (default 10), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 20),
// BENCH_WARMUP seconds per target before the rounds (default 10), LIGHTHOUSE_RUNS (default 5).
import autocannon from "autocannon";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { benchAdminUsers } from "./bench-admin.mjs";
import { benchBulkEnrollment } from "./bench-bulk.mjs";
import { benchPurchases, statementsPerPurchase } from "./bench-purchase.mjs";
import { benchStart } from "./bench-start.mjs";
import { statementsPerList, statementsTable } from "./bench-statements.mjs";
import { lighthouseBench } from "./lighthouse.mjs";
import { sessionCookie } from "./bench-lib.mjs";
import { freePort, spawnNode, startPortal } from "./portal.mjs";

const root = new URL("..", import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 20);
const rounds = Number(process.env.BENCH_ROUNDS || 3);
const warmup = Number(process.env.BENCH_WARMUP || 10);
const only = process.argv
  .find(arg => arg.startsWith("--only="))
  ?.slice(7)
  .split(",");
const wanted = section => !only || only.includes(section);
const QUERY =
  "{ courses { id title description imageUrl hours priceCents isFeatured isSelfPaced isActive } }";
const ONE_ROW = "{ course(id: 1) { id title priceCents } }";

// The load generator (this process, pgbench) on CPU 0, the servers and their PostgreSQL on the
// others, so that neither takes the other's core; on one core nothing is pinned.
const cores = availableParallelism();
const SERVER_CPUS = cores > 2 ? `1-${cores - 1}` : cores === 2 ? "1" : undefined;
if (SERVER_CPUS)
  spawnSync("taskset", ["-a", "-p", "-c", "0", String(process.pid)], { stdio: "ignore" });

/** A process's or thread's name, parent and CPU ticks (user + system) so far, from its stat file. */
function statOf(path) {
  const text = readFileSync(path, "utf8");
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  const name = text.slice(text.indexOf("(") + 1, text.lastIndexOf(")"));
  return { name, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
}

/**
 * CPU ticks so far of `pid` and each of its descendants, by pid, and of `pid`'s libuv pool
 * threads, where argon2id runs ("pool").
 */
function cpuTicks(pid) {
  const stats = new Map();
  for (const entry of readdirSync("/proc").filter(name => /^\d+$/.test(name))) {
    try {
      stats.set(Number(entry), statOf(`/proc/${entry}/stat`));
    } catch {
      // The process ended meanwhile.
    }
  }
  const tree = new Map([[pid, stats.get(pid)?.ticks ?? 0]]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, { ppid, ticks }] of stats)
      if (!tree.has(child) && tree.has(ppid)) grew = Boolean(tree.set(child, ticks));
  }
  const threads = readdirSync(`/proc/${pid}/task`).map(id =>
    statOf(`/proc/${pid}/task/${id}/stat`),
  );
  tree.set(
    "pool",
    threads.filter(t => t.name === "libuv-worker").reduce((n, t) => n + t.ticks, 0),
  );
  return tree;
}

/**
 * CPU milliseconds `pid` (`own`, of which `pool` in libuv's pool) and its descendants
 * (`children`: the embedded PostgreSQL) used between two `cpuTicks` readings; a process that
 * ended in between is left out.
 */
const msPerTick = 1000 / Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout);
function cpuMsBetween(pid, before, after) {
  let children = 0;
  for (const [member, ticks] of after)
    if (member !== pid && member !== "pool") children += ticks - (before.get(member) ?? 0);
  const delta = key => (after.get(key) - before.get(key)) * msPerTick;
  return { own: delta(pid), pool: delta("pool"), children: children * msPerTick };
}

const rssMiB = pid => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
};

if (wanted("api") || wanted("purchase") || wanted("admin") || wanted("bulk")) {
  console.log("Building...");
  const built = spawnSync("flock", ["/tmp/ga-build.lock", "npm", "run", "build", "-w", "api"], {
    cwd: root,
    stdio: "ignore",
  });
  if (built.status !== 0) throw new Error("build failed");
  // One proxy hop trusted: the purchase bench gives each learner an address of its own.
  const portal = await startPortal(root, { TRUST_PROXY: "1" }, { cpus: SERVER_CPUS });
  const { entitiesOf, openOrm } = await import("../api/dist/db/orm.js");
  const { modules } = await import("../api/dist/modules/index.js");
  const databaseUrl = `postgres://guardian:guardian@127.0.0.1:${portal.pgPort}/guardian`;
  const orm = await openOrm(databaseUrl, { entities: entitiesOf(modules) });
  try {
    if (wanted("api")) await benchApi(portal, databaseUrl);
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
    if (wanted("bulk")) await benchBulkEnrollment({ databaseUrl, base: portal.url });
    // Last: it adds 100 000 users to the bench's database.
    if (wanted("admin")) await benchAdminUsers({ databaseUrl });
  } finally {
    await orm.close();
    await portal.stop();
  }
}
if (wanted("lighthouse")) {
  // The browser is the phone and the portal its server: neither shares one core with the other
  // and Lighthouse's own work, as the load sections' pinning would have it (on one core the
  // browser's benchmarkIndex halved, to ~850, below the 1000 Lighthouse calls unreliable).
  if (SERVER_CPUS) {
    spawnSync("taskset", ["-a", "-p", "-c", `0-${cores - 1}`, String(process.pid)], {
      stdio: "ignore",
    });
  }
  await lighthouseBench();
  if (SERVER_CPUS)
    spawnSync("taskset", ["-a", "-p", "-c", "0", String(process.pid)], { stdio: "ignore" });
}
if (wanted("start")) await benchStart();
if (wanted("pagecache"))
  await (await import("./bench-pagecache.mjs")).benchPageCache({ cpus: SERVER_CPUS });
if (wanted("signatures"))
  await (await import("./bench-signatures.mjs")).benchSignatures({ root, cpus: SERVER_CPUS });
if (wanted("statements")) {
  const { figures } = statementsPerList();
  console.log(`\nSQL statements per request of every list query\n${statementsTable(figures)}`);
}

/** The bare graphql-js server (scripts/bench-bare.mjs) on the portal's database and cores. */
async function startBare(databaseUrl) {
  const port = await freePort();
  const bare = spawnNode(["scripts/bench-bare.mjs", String(port), databaseUrl, QUERY], {
    cpus: SERVER_CPUS,
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
  process.once("exit", () => bare.kill("SIGTERM")); // also when the bench fails
  let ready = false;
  bare.stdout.on("data", chunk => (ready ||= String(chunk).includes("ready")));
  for (let i = 0; !ready; i++) {
    if (i > 300 || bare.exitCode !== null) throw new Error("the bare server did not start");
    await sleep(100);
  }
  return { port, stop: () => bare.kill("SIGTERM") };
}

function literal(value) {
  return typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
}

/** The SQL one request of `query` sends (captured by the ORM), as a pgbench script in a temp dir. */
async function pgbenchScript(databaseUrl, query) {
  const { parse, execute } = await import("graphql");
  const { entitiesOf, openOrm } = await import("../api/dist/db/orm.js");
  const { modules } = await import("../api/dist/modules/index.js");
  const { createSchema } = await import("../api/dist/graphql/schema.js");
  const statements = [];
  const orm = await openOrm(databaseUrl, {
    entities: entitiesOf(modules),
    onQuery: (sql, params) => {
      const values = [...params];
      statements.push(sql.replace(/\?/g, () => literal(values.shift())));
    },
  });
  const result = await execute({
    schema: await createSchema(modules),
    document: parse(query),
    contextValue: { em: orm.em.fork(), viewer: async () => null },
  });
  await orm.close();
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  const file = join(mkdtempSync(join(tmpdir(), "ga-pgbench-")), "read.sql");
  writeFileSync(file, statements.map(sql => `${sql};\n`).join(""));
  return { file, statements };
}
/** pgbench of `file` at the bench's concurrency, on the load generator's CPU: transactions/s. */
function pgbench(file, pgPort, duration) {
  const run = spawnSync(
    "taskset",
    ["-c", "0", "pgbench", "-n", "-M", "extended", "-c", String(connections), "-j", "1"]
      .concat(["-T", String(duration), "-f", file, "-h", "127.0.0.1", "-p", String(pgPort)])
      .concat(["-U", "guardian", "guardian"]),
    { env: { ...process.env, PGPASSWORD: "guardian" }, encoding: "utf8" },
  );
  const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
  if (!tps) throw new Error(`pgbench failed: ${run.stderr || run.stdout}`);
  return Number(tps);
}

/** An autocannon target posting `body` as JSON. */
function post(name, url, body, headers = {}) {
  return {
    name,
    url,
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  };
}

async function benchApi(portal, databaseUrl) {
  const { port } = portal;
  const bare = await startBare(databaseUrl);
  const graphqlUrl = `http://127.0.0.1:${port}/graphql`;
  const loginUrl = `http://127.0.0.1:${port}/api/auth/login`;
  const credentials = { username: "learner", password: "Learner#2026" };
  const { file: pgbenchFile } = await pgbenchScript(databaseUrl, ONE_ROW);
  const targets = [
    { name: "rest    GET /api/courses", url: `http://127.0.0.1:${port}/api/courses` },
    post("graphql POST /graphql", graphqlUrl, { query: QUERY }),
    post("bare    graphql-js execute", `http://127.0.0.1:${bare.port}/`, { query: QUERY }),
    post("row     POST /graphql one course", graphqlUrl, { query: ONE_ROW }),
    { name: "row     pgbench, the same SQL", pgbench: pgbenchFile },
  ];

  // Sign-in: a login next to a signed-in GET /api/auth/user, and raw argon2id verifies as the floor.
  const cookie = await sessionCookie(`http://127.0.0.1:${port}`, credentials);
  targets.push(
    post("login   POST /api/auth/login", loginUrl, credentials),
    {
      name: "me      GET /api/auth/user",
      url: `http://127.0.0.1:${port}/api/auth/user`,
      headers: { cookie },
    },
    // The catalogue for a signed-in browser: with the viewer resolved lazily, the session
    // cookie costs nothing here (no token check, no SQL) because no field asks who is calling.
    post("graphql POST /graphql signed in", graphqlUrl, { query: QUERY }, { cookie }),
  );

  // Rounds interleave the targets, so drift on this shared machine hits each alike; each target
  // reports its median round and the spread of its rounds.
  const measure = async (target, duration) => {
    if (target.pgbench) return { rps: pgbench(target.pgbench, portal.pgPort, duration), p99: NaN };
    const before = cpuTicks(portal.pid);
    const run = await autocannon({ ...target, connections, duration });
    const cpu = cpuMsBetween(portal.pid, before, cpuTicks(portal.pid));
    if (run.non2xx || run.errors)
      throw new Error(`${target.name}: ${run.non2xx} non-2xx, ${run.errors} errors`);
    // The portal's CPU per request: its own process (with libuv's pool, where argon2id runs), and
    // its PostgreSQL's processes; meaningless for the bare server, which is not the portal.
    const perRequest = ms => ms / run.requests.total;
    return {
      rps: run.requests.average,
      p99: run.latency.p99,
      node: perRequest(cpu.own),
      pool: perRequest(cpu.pool),
      pg: perRequest(cpu.children),
    };
  };
  const runs = targets.map(() => []);
  // Warm-up: the portal runs far more code than the bare server, and V8 needs tens of seconds of
  // load to optimise it (its CPU per request halves over the first 40 s).
  for (const target of targets) await measure(target, warmup);
  for (let round = 0; round < rounds; round++) {
    for (const [i, target] of targets.entries()) runs[i].push(await measure(target, seconds));
  }
  const median = values => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const results = targets.map((target, i) => ({
    name: target.name,
    rps: median(runs[i].map(r => r.rps)),
    spread: [Math.min(...runs[i].map(r => r.rps)), Math.max(...runs[i].map(r => r.rps))],
    p99: median(runs[i].map(r => r.p99)),
    node: median(runs[i].map(r => r.node ?? NaN)),
    pool: median(runs[i].map(r => r.pool ?? NaN)),
    pg: median(runs[i].map(r => r.pg ?? NaN)),
  }));
  const rss = rssMiB(portal.pid);
  bare.stop();
  rmSync(dirname(pgbenchFile), { recursive: true, force: true });
  const floor = spawnNode(["scripts/bench-argon2.mjs", String(seconds)], {
    cpus: SERVER_CPUS,
    cwd: root,
  });
  let floorOutput = "";
  floor.stdout.on("data", chunk => (floorOutput += chunk));
  await new Promise(resolve => floor.once("exit", resolve));
  const [verifies, verifyMs] = floorOutput.trim().split(" ").map(Number);

  const rate = name => results.find(result => result.name.startsWith(name)).rps;
  const graphqlRps = rate("graphql POST /graphql");
  console.log(
    `\nmedian of ${rounds} interleaved ${seconds}s runs per target (min-max), ${connections} connections, ` +
      `Node ${process.version}, ${SERVER_CPUS ? `server on CPU ${SERVER_CPUS}, load on CPU 0` : "unpinned"}`,
  );
  console.log(
    "target                             req/s        min-max    p99 ms   vs /graphql   CPU ms/req node+pg",
  );
  for (const { name, rps, spread, p99, node, pg } of results) {
    const range = `${spread[0].toFixed(0)}-${spread[1].toFixed(0)}`;
    const cpu =
      name.startsWith("bare") || Number.isNaN(node) ? "" : `${node.toFixed(2)}+${pg.toFixed(2)}`;
    console.log(
      `${name.padEnd(32)} ${rps.toFixed(0).padStart(7)} ${range.padStart(14)} ${String(p99).padStart(9)}   ${(rps / graphqlRps).toFixed(2)}x`.padEnd(
        80,
      ) + cpu.padStart(18),
    );
  }
  console.log(`${"argon2id verify (floor)".padEnd(32)} ${Number(verifies).toFixed(0).padStart(7)}`);
  const ratio = (a, b) => (rate(a) / rate(b)).toFixed(2);
  console.log(
    `\nP1 /graphql ÷ bare graphql-js:        ${ratio("graphql POST /graphql", "bare")}x (goal >= 0.8)`,
  );
  console.log(
    `P2 REST ÷ /graphql:                    ${ratio("rest", "graphql POST /graphql")}x (goal >= 0.9)`,
  );
  console.log(
    `P3 one-row /graphql ÷ pgbench same SQL: ${ratio("row     POST", "row     pgbench")}x (goal >= 0.15)`,
  );
  console.log(
    `login ÷ argon2id floor:                 ${(rate("login") / Number(verifies)).toFixed(2)}x`,
  );
  // A sign-in costs a verify plus its own work on the same core, which bounds login ÷ floor.
  const signIn = results.find(result => result.name.startsWith("login"));
  console.log(
    `sign-in CPU: ${signIn.pool.toFixed(1)} ms hashing (libuv pool) + ${(signIn.node - signIn.pool).toFixed(1)} ms rest of the portal + ${signIn.pg.toFixed(1)} ms PostgreSQL; ` +
      `one verify ${verifyMs.toFixed(1)} ms: at most ${(verifyMs / (signIn.node + signIn.pg)).toFixed(2)}x of the floor on one core`,
  );
  console.log(`portal RSS after the run: ${rss} MiB`);
}
