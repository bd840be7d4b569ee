// P7 of `npm run bench` (--only=start): `npm start` to the first page, with a fresh data dir
// (initdb, migrations, demo seed) and then a warm one (the same dir again), RUNS times each
// (default 3), after a build so that no run builds. Each run: spawn `npm start` in a process
// group of its own, time until GET / answers the page, SIGINT the group, wait for it to end.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "./portal.mjs";

const root = new URL("..", import.meta.url).pathname;
const median = values => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function firstPage(dataDir) {
  const [port, pgPort] = [await freePort(), await freePort()];
  const started = performance.now();
  const npm = spawn("npm", ["start"], {
    cwd: root,
    detached: true,
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
    },
  });
  const exited = new Promise(resolve => npm.once("exit", resolve));
  try {
    for (;;) {
      if (npm.exitCode !== null) throw new Error("npm start ended before it answered");
      if (performance.now() - started > 180_000) throw new Error("no page within 180 s");
      const page = await fetch(`http://127.0.0.1:${port}/`).catch(() => null);
      if (page?.ok && (await page.text()).includes('id="root"')) return performance.now() - started;
      await sleep(50);
    }
  } finally {
    process.kill(-npm.pid, "SIGINT");
    await exited;
    await sleep(500); // the embedded PostgreSQL's own shutdown
  }
}

export async function benchStart(runs = Number(process.env.START_RUNS || 3)) {
  const built = spawnSync("flock", ["/tmp/ga-build.lock", "npm", "run", "build"], {
    cwd: root,
    stdio: "ignore",
  });
  if (built.status !== 0) throw new Error("build failed");
  const fresh = [];
  const warm = [];
  for (let i = 0; i < runs; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), "ga-start-"));
    try {
      fresh.push(await firstPage(dataDir));
      warm.push(await firstPage(dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const show = values =>
    `${(median(values) / 1000).toFixed(1)} s (${values.map(v => (v / 1000).toFixed(1)).join(", ")})`;
  console.log(`\nnpm start to the first page, median of ${runs} (runs)`);
  console.log(`fresh data dir: ${show(fresh)}`);
  console.log(`warm data dir:  ${show(warm)}`);
}

if (import.meta.main) await benchStart();
