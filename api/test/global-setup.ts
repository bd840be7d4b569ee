import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startEmbeddedPostgres } from "../src/db/embedded.ts";
import { freePort } from "./free-port.ts";

/**
 * One PostgreSQL for the run: DATABASE_URL when set, else an embedded cluster in a temp dir.
 * Each test file then makes its own database in it (test/database.ts), so files run in parallel.
 */
export default async function globalSetup() {
  if (process.env.DATABASE_URL) {
    process.env.TEST_ADMIN_DATABASE_URL = process.env.DATABASE_URL;
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), "ga-test-pg-"));
  const db = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: "postgres" });
  process.env.TEST_ADMIN_DATABASE_URL = db.adminUrl;
  (globalThis as { __testDb?: { stop(): Promise<void>; dataDir: string } }).__testDb = {
    stop: db.stop,
    dataDir,
  };
}
