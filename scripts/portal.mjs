// The built portal for the bench scripts: a free port, its own embedded PostgreSQL and data dir.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { API_NODE_FLAGS } from "../api/bin/run.mjs";

export const freePort = () =>
  new Promise(resolve => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

// BENCH_NODE_FLAGS (space separated, "" for none) replaces the product's flags to compare settings.
const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? API_NODE_FLAGS.join(" "))
  .split(" ")
  .filter(Boolean);

/**
 * `node <args>` with the API's flags, on the given CPUs (taskset's list, e.g. "1") where given;
 * its children (the embedded PostgreSQL) inherit them. The pid is node's: taskset execs it.
 */
export const spawnNode = (args, { cpus, ...options }) =>
  cpus
    ? spawn("taskset", ["-c", cpus, process.execPath, ...nodeFlags, ...args], options)
    : spawn(process.execPath, [...nodeFlags, ...args], options);

/**
 * Starts `<root>/api/dist/main.js` (on `cpus` if given) and resolves once it is ready; `stop()`
 * ends it.
 */
export async function startPortal(root, env = {}, { cpus } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "ga-bench-"));
  const [port, pgPort] = [await freePort(), await freePort()];
  const portal = spawnNode(["api/dist/main.js"], {
    cpus,
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let ready = false;
  portal.stdout.on("data", chunk => (ready ||= String(chunk).includes("Ready in")));
  for (let i = 0; !ready; i++) {
    if (i > 600 || portal.exitCode !== null) throw new Error("the portal did not start");
    await sleep(100);
  }
  return {
    port,
    pgPort,
    pid: portal.pid,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (portal.exitCode === null) {
        portal.kill("SIGINT");
        await new Promise(resolve => portal.once("exit", resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
