import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { once } from "node:events";
import pg from "pg";
import { builtApi } from "./built-api.js";
import { createTestDatabase } from "./database.js";
import { freePort } from "./free-port.js";
import { PRODUCTION_SETTINGS } from "./production.js";

const API_DIR = join(import.meta.dirname, "..");

interface Portal {
  child: ChildProcess;
  output: () => string;
}

/** The built API (test/built-api.ts), as `npm start` runs it. */
let main: string;
beforeAll(async () => {
  main = await builtApi();
}, 120_000);

function startPortal(env: Record<string, string>): Portal {
  const child = spawn(process.execPath, [main], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "development",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", chunk => (output += chunk));
  child.stderr!.on("data", chunk => (output += chunk));
  return { child, output: () => output };
}

async function waitForReady(portal: Portal): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!portal.output().includes("Ready in")) {
    if (portal.child.exitCode !== null) throw new Error(`portal exited:\n${portal.output()}`);
    if (Date.now() > deadline) throw new Error(`portal did not start:\n${portal.output()}`);
    await new Promise(resolve => setTimeout(resolve, 100));
  }
}

async function exitOf(portal: Portal): Promise<{ code: number | null; lines: string[] }> {
  if (portal.child.exitCode === null) await once(portal.child, "exit");
  return { code: portal.child.exitCode, lines: portal.output().trim().split("\n") };
}

describe("boot", () => {
  it.each([
    ["PORT", { PORT: "eighty" }],
    ["DATABASE_URL", { DATABASE_URL: "not-a-url" }],
  ])("stops with one clear line when %s is invalid", async (variable, env) => {
    const { code, lines } = await exitOf(startPortal(env));
    // EX_CONFIG: npm start's supervisor does not restart what restarting cannot mend.
    expect(code).toBe(78);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(variable);
  });

  describe("in production", () => {
    const production = PRODUCTION_SETTINGS;

    it("lists every missing or malformed setting in one start, one line each, and stops", async () => {
      const { code, lines } = await exitOf(
        startPortal({
          ...production,
          DATABASE_URL: "postgres://guardian@127.0.0.1:9/guardian",
          JWT_SECRET: "",
          // A test key beside the live publishable key.
          STRIPE_SECRET_KEY: "sk_test_51Secret",
          STRIPE_WEBHOOK_SECRET: "",
          PUBLIC_URL: "http://academy.example.org",
          LMS_TOKEN: "",
        }),
      );
      expect(code).toBe(78);
      const problems = lines.map(line => (JSON.parse(line) as { msg: string }).msg);
      expect(problems.map(problem => /^\w+ [\w/]+/.exec(problem)?.[0])).toEqual([
        "Missing JWT_SECRET",
        "Invalid STRIPE_SECRET_KEY/STRIPE_PUBLISHABLE_KEY",
        "Missing STRIPE_WEBHOOK_SECRET",
        "Invalid LMS_URL/LMS_TOKEN",
        "Invalid PUBLIC_URL",
      ]);
      expect(lines.join("\n")).not.toMatch(/51Publishable|51Secret/);
    });

    it("starts with a correct configuration", async () => {
      const database = await createTestDatabase({ template: "migrated" });
      const portal = startPortal({
        ...production,
        DATABASE_URL: database.url,
        PORT: String(await freePort()),
      });
      try {
        await waitForReady(portal);
        expect(portal.output()).toContain("(production)");
      } finally {
        portal.child.kill("SIGTERM");
        await exitOf(portal);
        await database.drop();
      }
    });
  });

  describe("with the embedded PostgreSQL", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "ga-boot-"));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it("recovers by itself after a hard kill (taking over the orphaned PostgreSQL), keeps the data, and stops PostgreSQL on SIGINT without an error", async () => {
      const env = {
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        EMBEDDED_PG_PORT: String(await freePort()),
      };
      const first = startPortal(env);
      await waitForReady(first);
      const db = new pg.Client({
        connectionString: `postgres://guardian:guardian@127.0.0.1:${env.EMBEDDED_PG_PORT}/guardian`,
      });
      await db.connect();
      await db.query(
        "insert into contact_messages (name, email, subject, message) values ('Kept', 'k@example.com', 'other', 'survives a kill')",
      );
      await db.end();

      first.child.kill("SIGKILL");
      await exitOf(first);

      const second = startPortal(env);
      await waitForReady(second);
      // The orphaned cluster is taken over as it runs, not stopped and started again.
      expect(second.output()).toContain("Taking over the PostgreSQL left running");
      const response = await fetch(`http://127.0.0.1:${env.PORT}/api/courses`);
      expect(response.status).toBe(200);
      const again = new pg.Client({
        connectionString: `postgres://guardian:guardian@127.0.0.1:${env.EMBEDDED_PG_PORT}/guardian`,
      });
      await again.connect();
      const { rows } = await again.query(
        "select message from contact_messages where name = 'Kept'",
      );
      await again.end();
      expect(rows).toEqual([{ message: "survives a kill" }]);

      const before = second.output().length;
      second.child.kill("SIGINT");
      const { code } = await exitOf(second);
      expect(code).toBe(0);
      // Requests, jobs and the pool end before PostgreSQL does: no dropped connection is logged.
      const errors = second
        .output()
        .slice(before)
        .split("\n")
        .filter(line => /"level":(50|60)/.test(line));
      expect(errors).toEqual([]);
      expect(existsSync(join(dataDir, "pg", "postmaster.pid"))).toBe(false);
    });
  });
});
