// `npm run bench -- --only=pagecache` (or `node scripts/bench-pagecache.mjs`): how the portal's
// health check answers while visitors without a session ask for rendered pages with query strings
// of their own making (issue 51 item 4). On the built product (web build included, so the pages
// are rendered): /healthz latency, p50/p95, idle and then while PAGE_LOADS page loads run
// PAGE_CONNECTIONS at a time, in the same run:
//   ?z=<random>  a parameter no page reads: the page cache keeps one page for all of them
//   ?q=<random>  a catalogue search each: a render each, up to the address's share of renders
// Target: /healthz p95 <= 50 ms under either. Env: PAGE_LOADS (default 200), PAGE_CONNECTIONS
// (default 20, as BENCH_CONNECTIONS), HEALTH_SAMPLES idle (default 200).
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { percentile } from "./bench-lib.mjs";
import { startPortal } from "./portal.mjs";

const root = new URL("..", import.meta.url).pathname;
const LOADS = Number(process.env.PAGE_LOADS || 200);
const CONNECTIONS = Number(process.env.PAGE_CONNECTIONS || 20);
const IDLE_SAMPLES = Number(process.env.HEALTH_SAMPLES || 200);

/**
 * Times GET /healthz one after another (5 ms apart) in a thread of its own, so that the page
 * loads' work in this thread does not lengthen what it measures, until `stop()`: the times in ms.
 */
function probeHealth(base, samples = Infinity) {
  const worker = new Worker(
    `const { parentPort, workerData } = require("node:worker_threads");
     const { performance } = require("node:perf_hooks");
     let stopped = false;
     parentPort.on("message", () => (stopped = true));
     (async () => {
       const times = [];
       while (!stopped && times.length < workerData.samples) {
         const start = performance.now();
         const response = await fetch(workerData.base + "/healthz");
         await response.arrayBuffer();
         if (response.status !== 200) throw new Error("/healthz answered " + response.status);
         times.push(performance.now() - start);
         await new Promise(resolve => setTimeout(resolve, 5));
       }
       parentPort.postMessage(times);
     })();`,
    { eval: true, workerData: { base, samples } },
  );
  const times = new Promise((resolve, reject) => {
    worker.once("message", result => void worker.terminate().then(() => resolve(result)));
    worker.once("error", reject);
  });
  return {
    times,
    stop: () => {
      worker.postMessage("stop");
      return times;
    },
  };
}

/** `LOADS` GETs of `url()` without a session, `CONNECTIONS` at a time: timings and how many were rendered. */
async function loadPages(base, url) {
  const times = [];
  let rendered = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < LOADS) {
        next += 1;
        const start = performance.now();
        // As a browser asks: brotli preferred.
        const response = await fetch(base + url(), {
          headers: { "accept-encoding": "gzip, deflate, br" },
        });
        const html = await response.text();
        if (response.status !== 200) throw new Error(`${url()}: ${response.status}`);
        times.push(performance.now() - start);
        if (html.includes('id="ga-state"')) rendered += 1;
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, p95: percentile(times, 95), rendered };
}

const ms = value => `${value.toFixed(1)} ms`.padStart(9);

export async function benchPageCache({ cpus } = {}) {
  const built = spawnSync("flock", ["/tmp/ga-build.lock", "npm", "run", "build"], {
    cwd: root,
    stdio: "ignore",
  });
  if (built.status !== 0) throw new Error("build failed");
  const portal = await startPortal(root, {}, { cpus });
  try {
    const base = portal.url;
    // Warm: the catalogue rendered once, the health check's code run.
    await (await fetch(`${base}/courses`)).text();
    await probeHealth(base, 50).times;
    const idle = await probeHealth(base, IDLE_SAMPLES).times;
    const rows = [["idle", idle, null]];
    for (const [name, url] of [
      ["?z=<random>", () => `/courses?z=${randomUUID()}`],
      ["?q=<random>", () => `/courses?q=${randomUUID()}`],
    ]) {
      const probe = probeHealth(base);
      const pages = await loadPages(base, url);
      rows.push([`${LOADS} x /courses${name}`, await probe.stop(), pages]);
    }
    console.log(
      `\n/healthz while visitors load pages with made-up query strings (${CONNECTIONS} at a time, no session; target p95 <= 50 ms)`,
    );
    console.log(
      "while                      /healthz p50   p95  (n)      page loads: total   p95       rendered",
    );
    for (const [name, times, pages] of rows) {
      const health = `${ms(percentile(times, 50))} ${ms(percentile(times, 95))} (${times.length})`;
      const load = pages
        ? `${pages.seconds.toFixed(1).padStart(6)} s ${ms(pages.p95)}   ${String(pages.rendered).padStart(4)} of ${LOADS}`
        : "";
      console.log(`${name.padEnd(26)} ${health.padEnd(30)} ${load}`);
    }
  } finally {
    await portal.stop();
  }
}

if (import.meta.main) await benchPageCache();
