import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { TEST_SECRETS } from "../app.js";
import { builtApi } from "../built-api.js";
import { createTestDatabase } from "../database.js";
import { freePort } from "../free-port.js";

/**
 * `npm start`'s supervisor (api/bin/run.mjs) over a build of the API: a killed or crashed API is
 * started again and the portal answers; SIGTERM stops everything without a restart.
 */
const API_DIR = fileURLToPath(new URL("../..", import.meta.url));
const PLANT_CRASH = fileURLToPath(new URL("../fakes/plant-crash.mjs", import.meta.url));
let database: { url: string; drop(): Promise<void> };
let supervisor: ChildProcess;
let output = "";
let port: number;
let main: string;

beforeAll(async () => {
  database = await createTestDatabase({ template: "demo" });
  port = await freePort();
  main = await builtApi();
}, 120_000);
afterAll(async () => {
  // Whatever a failed test left running: the supervisor's process group (it and its children).
  if (supervisor?.pid) killQuietly(-supervisor.pid);
  await database.drop();
});

function killQuietly(pid: number) {
  try {
    process.kill(pid, "SIGKILL");
  } catch {
    // already gone
  }
}

/** The pids of the API children, as the supervisor prints them. */
const apiPids = () =>
  [...output.matchAll(/\[portal\] api started \(pid (\d+)\)/g)].map(([, pid]) => Number(pid));

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits (up to `ms`) until `found` holds of the output so far. */
async function waitFor(what: string, found: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!found()) {
    if (Date.now() > deadline)
      throw new Error(`no ${what} within ${ms} ms:\n${output.slice(-3000)}`);
    await sleep(50);
  }
}

/** Whether the portal answers /healthz with 200 now. */
async function healthy(): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Polls /healthz until it answers 200, for at most `ms`. */
async function answersWithin(ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await healthy()) return true;
    await sleep(100);
  }
  return false;
}

it("restarts the API when it is killed or crashes, logs the crash with its request id, and stops on SIGTERM", async () => {
  supervisor = spawn(process.execPath, ["bin/run.mjs", "--import", PLANT_CRASH, main], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: database.url,
      JWT_SECRET: TEST_SECRETS.jwt,
      SSO_SHARED_SECRET: TEST_SECRETS.sso,
      CERTIFICATE_SIGNING_KEY: TEST_SECRETS.certificate,
      OIDC_SIGNING_KEY: TEST_SECRETS.oidc,
      WEB_DIST: "/nonexistent",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  supervisor.stdout!.on("data", chunk => (output += String(chunk)));
  supervisor.stderr!.on("data", chunk => (output += String(chunk)));
  await waitFor("first start", () => output.includes("Ready in"), 120_000);
  expect(await healthy()).toBe(true);

  // A hard kill of the API: the supervisor says so and the portal answers again. How soon is
  // measured on a quiet machine (docs/reliability.md), not asserted: a loaded machine is slower.
  const [first] = apiPids();
  process.kill(first, "SIGKILL");
  await waitFor("restart", () => apiPids().length === 2, 30_000);
  expect(output).toContain("[portal] api exited with signal SIGKILL; restarting in 0.1 s");
  expect(await answersWithin(120_000)).toBe(true);

  // An error nobody catches in a request's work: one fatal line with that request's id, exit
  // code 1, and the next restart waits twice as long.
  const second = apiPids()[1];
  await fetch(`http://127.0.0.1:${port}/healthz`, {
    headers: { "x-plant-crash": "1", "x-request-id": "planted-crash-1" },
  }).catch(() => {});
  await waitFor("second restart", () => apiPids().length === 3, 10_000);
  expect(isAlive(second)).toBe(false);
  const fatal = output
    .split("\n")
    .filter(line => line.startsWith("{"))
    .map(line => JSON.parse(line) as Record<string, unknown>)
    .find(line => line.level === 60);
  expect(fatal).toMatchObject({
    msg: "Uncaught exception: exiting",
    reqId: "planted-crash-1",
    err: { message: "A crash planted by the test" },
  });
  expect(output).toContain("[portal] api exited with code 1; restarting in 0.2 s");
  await waitFor("third start", () => output.match(/Ready in/g)?.length === 3, 120_000);
  expect(await healthy()).toBe(true);

  // SIGTERM: the API shuts down, the supervisor exits with it, and nothing is restarted.
  const third = apiPids()[2];
  supervisor.kill("SIGTERM");
  const [code] = (await once(supervisor, "exit")) as [number | null];
  expect(code).toBe(0);
  expect(isAlive(third)).toBe(false);
  expect(apiPids()).toHaveLength(3);
  expect(output.match(/restarting in/g)).toHaveLength(2);
}, 240_000);
