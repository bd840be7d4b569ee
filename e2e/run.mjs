// Runs the browser tests against the built product: two installs of it on free ports, each with a
// fresh embedded database (one with a fake Moodle as its LMS, the API tests' fake speaking Moodle's
// web-service protocol; one without, whose learners use the demo learning system), then
// Playwright. With E2E_START_AFTER=<file> the servers start at once and the tests when that file
// exists: `npm test` starts them while the API tests still run, so the browser tests begin with
// both installs ready (a fresh one takes ~15 s: cluster, migrations, seed).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "../scripts/portal.mjs";

/**
 * The built product as `npm start` runs it (api/bin/run.mjs), in a process group of its own so
 * that stopping it stops its PostgreSQL too; its stderr is passed on, each line marked.
 */
function startServer(name, port, pgPort, dataDir, env = {}) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["../api/bin/run.mjs", "../api/dist/main.js"], {
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      // Provisioning, completion checks and certificates are jobs one after another: idle workers
      // look for them every half second instead of every 2 s.
      JOB_POLLING_SECONDS: "0.5",
      // The browser is the one proxy hop, as nginx is in production: a test that needs a client
      // address of its own (per-address limits) sends X-Forwarded-For; the rest are 127.0.0.1.
      TRUST_PROXY: "1",
      // Links the product prints (the certificate's QR code) lead back to this server.
      PUBLIC_URL: url,
      ...env,
    },
  });
  let pending = "";
  child.stderr.on("data", chunk => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop();
    for (const line of lines) process.stderr.write(`[${name}] ${line}\n`);
  });
  const exited = new Promise(resolve =>
    child.on("exit", (code, signal) => resolve(signal ?? code)),
  );
  const ready = (async () => {
    const deadline = Date.now() + 120_000;
    let gone;
    exited.then(status => (gone = status));
    while (Date.now() < deadline) {
      if (gone !== undefined) throw new Error(`${name} exited (${gone}) before it was ready`);
      const ok = await fetch(`${url}/readyz`).then(
        response => response.ok,
        () => false,
      );
      if (ok) return;
      await sleep(200);
    }
    throw new Error(`${name} was not ready at ${url}/readyz within 120 s`);
  })();
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid, "SIGTERM");
    const timer = setTimeout(() => process.kill(-child.pid, "SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return { ready, stop };
}

const { MoodleFake, MOODLE_TOKEN } = await import("../api/test/fakes/moodle.ts");
const moodle = await new MoodleFake().start();

const dataDir = mkdtempSync(join(tmpdir(), "ga-e2e-"));
const ports = {
  E2E_PORT: await freePort(),
  E2E_PG_PORT: await freePort(),
  E2E_DEMO_LMS_PORT: await freePort(),
  E2E_DEMO_LMS_PG_PORT: await freePort(),
};
const servers = [
  startServer("portal", ports.E2E_PORT, ports.E2E_PG_PORT, dataDir, {
    LMS_URL: moodle.baseUrl,
    LMS_TOKEN: MOODLE_TOKEN,
  }),
  startServer(
    "portal without Moodle",
    ports.E2E_DEMO_LMS_PORT,
    ports.E2E_DEMO_LMS_PG_PORT,
    join(dataDir, "demo-lms"),
  ),
];

let ending;
/** Stops the servers and the fake, removes the data and exits with `code`, once. */
function end(code) {
  ending ??= (async () => {
    await Promise.allSettled(servers.map(server => server.stop()));
    await moodle.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  })();
  return ending;
}
process.on("SIGINT", () => end(130));
process.on("SIGTERM", () => end(143));

try {
  await Promise.all(servers.map(server => server.ready));
  const gate = process.env.E2E_START_AFTER;
  while (gate && !existsSync(gate)) await sleep(200);
} catch (error) {
  console.error(String(error));
  await end(1);
}

const child = spawn("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: {
    ...process.env,
    ...Object.fromEntries(Object.entries(ports).map(([key, value]) => [key, String(value)])),
    E2E_DATA_DIR: dataDir,
    E2E_LMS_URL: moodle.baseUrl,
    E2E_LMS_TOKEN: MOODLE_TOKEN,
  },
});
child.on("exit", code => end(code ?? 1));
