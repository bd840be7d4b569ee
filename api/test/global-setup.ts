import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { startEmbeddedPostgres } from "../src/db/embedded.ts";
import { freePort } from "./free-port.ts";

/**
 * Durability is worth nothing to a cluster thrown away after the run: no flushes to disk, no
 * waiting for them at commit, no full pages after checkpoints.
 */
const THROWAWAY_CLUSTER = ["fsync=off", "synchronous_commit=off", "full_page_writes=off"];

export interface TestRun {
  runDir: string;
  /** The embedded cluster's stop, when the run made one. */
  stop?: () => Promise<void>;
}

/**
 * One PostgreSQL for the run: DATABASE_URL when set, else an embedded cluster in a temp dir,
 * and in it the run's template databases (test/build-templates.ts). Each test file copies one
 * into a database of its own (test/database.ts), so files run in parallel. The templates are
 * built in a process of its own: the global setup runs outside jest's transform, and the
 * product's modules need SWC's decorators.
 */
export default async function globalSetup() {
  const runDir = mkdtempSync(join(tmpdir(), "ga-test-pg-"));
  let adminUrl = process.env.DATABASE_URL;
  let stop: TestRun["stop"];
  if (!adminUrl) {
    const db = await startEmbeddedPostgres({
      dataDir: runDir,
      port: await freePort(),
      database: "postgres",
      settings: THROWAWAY_CLUSTER,
    });
    adminUrl = db.adminUrl;
    stop = db.stop;
  }
  const suffix = randomBytes(4).toString("hex");
  const env = {
    TEST_ADMIN_DATABASE_URL: adminUrl,
    TEST_TEMPLATE_MIGRATED: `template_migrated_${suffix}`,
    TEST_TEMPLATE_DEMO: `template_demo_${suffix}`,
    // The run's test databases (test/database.ts); the teardown drops those left on DATABASE_URL.
    TEST_DATABASE_PREFIX: `test_${suffix}_`,
    // Built by the first test that starts the API as a process (test/built-api.ts).
    TEST_API_BUILD: join(import.meta.dirname, "..", `.test-build-${suffix}`),
  };
  Object.assign(process.env, env);
  try {
    await promisify(execFile)(
      process.execPath,
      [
        "--import",
        "@swc-node/register/esm-register",
        "test/build-templates.ts",
        adminUrl,
        env.TEST_TEMPLATE_MIGRATED,
        env.TEST_TEMPLATE_DEMO,
      ],
      { cwd: join(import.meta.dirname, ".."), maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    await stop?.();
    rmSync(runDir, { recursive: true, force: true });
    const { stderr } = error as { stderr?: string };
    throw new Error(`The test template databases were not built:\n${stderr || String(error)}`, {
      cause: error,
    });
  }
  (globalThis as { __testRun?: TestRun }).__testRun = { runDir, stop };
}
