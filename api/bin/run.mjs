// Runs a built entry of the API (`node api/bin/run.mjs api/dist/main.js`, or dist/worker.js) with
// the Node flags the API process needs; every launcher uses it or imports API_NODE_FLAGS (npm start,
// api's start/worker scripts, the browser tests' web server, the bench's portal); the Dockerfile's
// CMD writes them out (scripts/check-drift.mjs compares).
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

/** Runs `node <flags> ...args` in `cwd`, passing on SIGINT/SIGTERM, and exits as it exits. */
export function runApi(args, cwd = process.cwd()) {
  const child = spawn(process.execPath, [...API_NODE_FLAGS, ...args], { cwd, stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (import.meta.main) runApi(process.argv.slice(2));
