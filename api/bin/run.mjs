// Runs a built entry of the API (`node api/bin/run.mjs api/dist/main.js`, or dist/worker.js) with
// the Node flags the API process needs, and starts it again when it exits unexpectedly (runApi);
// every launcher uses it or imports API_NODE_FLAGS (npm start, api's start/worker scripts, the
// browser tests' web server, the bench's portal); the Dockerfile's CMD writes them out
// (scripts/check-drift.mjs compares); there the container's restart policy restarts.
// V8 sizes the young generation from the machine's memory: with 4 GiB of heap limit it grows to
// 64 MiB semi-spaces (128 MiB of new space), which the portal fills and keeps under load. 16 MiB
// semi-spaces (Node's default before V8 scaled them) cost a few more scavenges and hold RSS after
// the purchase bench near 250 MiB instead of ~380. The old generation is capped at 384 MiB (the
// live heap under load is 90-130 MiB): without a cap V8 lets it grow to ~240 MiB of garbage before
// a full collection under /graphql load, and RSS stays near 500 MiB after the bench's load run
// (264 MiB with the cap, same throughput: docs/performance.md).
import { spawn } from "node:child_process";

export const API_NODE_FLAGS = [
  "--max-semi-space-size=16",
  "--max-old-space-size=384",
  "--enable-source-maps",
];

/** Restart delays: 0.1 s, doubling up to 30 s; back to 0.1 s after a minute up. */
export const RESTART = { firstMs: 100, maxMs: 30_000, stableMs: 60_000 };
/** The exit code of a process that cannot start with its configuration (api/src/http/uncaught.ts). */
const EXIT_CONFIG = 78;

/**
 * Runs `node <flags> ...args` in `cwd` and keeps it running: a child that exits unexpectedly (a
 * signal or a code other than 0) is started again after a delay that doubles while it keeps
 * failing, each time with a `[portal]` line on stderr. SIGINT/SIGTERM pass on to the child and end
 * the supervisor with it, without a restart; a configuration error (exit code 78) is not retried.
 */
export function runApi(args, cwd = process.cwd()) {
  const name = args.some(arg => /(^|\/)worker\.[jt]s$/.test(arg)) ? "worker" : "api";
  let child;
  let stopping = false;
  let retry;
  let delay = RESTART.firstMs;
  const start = () => {
    const startedAt = Date.now();
    child = spawn(process.execPath, [...API_NODE_FLAGS, ...args], { cwd, stdio: "inherit" });
    console.error(`[portal] ${name} started (pid ${child.pid})`);
    child.on("exit", (code, signal) => {
      if (stopping || code === 0) process.exit(code ?? (signal ? 1 : 0));
      if (code === EXIT_CONFIG) {
        console.error(`[portal] ${name} cannot start with this configuration; not restarting`);
        process.exit(code);
      }
      if (Date.now() - startedAt >= RESTART.stableMs) delay = RESTART.firstMs;
      const how = code === null ? `signal ${signal}` : `code ${code}`;
      console.error(`[portal] ${name} exited with ${how}; restarting in ${delay / 1000} s`);
      retry = setTimeout(start, delay);
      delay = Math.min(delay * 2, RESTART.maxMs);
    });
  };
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      stopping = true;
      clearTimeout(retry);
      // Between a crash and its restart there is nothing to stop.
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      else process.exit(0);
    });
  }
  start();
}

if (import.meta.main) runApi(process.argv.slice(2));
