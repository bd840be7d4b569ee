import { rmSync } from "node:fs";
import pg from "pg";
import type { TestRun } from "./global-setup.ts";

export default async function globalTeardown() {
  const run = (globalThis as { __testRun?: TestRun }).__testRun;
  if (!run) return;
  if (process.env.TEST_API_BUILD)
    rmSync(process.env.TEST_API_BUILD, { recursive: true, force: true });
  if (run.stop) await run.stop();
  else await dropTemplates();
  rmSync(run.runDir, { recursive: true, force: true });
}

/**
 * The run's templates and the copies made ahead and not used (test/database.ts) on the caller's
 * server (DATABASE_URL); a cluster of the run's goes whole.
 */
async function dropTemplates() {
  const client = new pg.Client({ connectionString: process.env.TEST_ADMIN_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1)",
      [process.env.TEST_DATABASE_PREFIX],
    );
    for (const { datname } of rows)
      await client.query(`drop database if exists "${datname}" with (force)`);
    for (const name of [process.env.TEST_TEMPLATE_DEMO, process.env.TEST_TEMPLATE_MIGRATED]) {
      await client.query(`alter database "${name}" is_template false`).catch(() => {});
      await client.query(`drop database if exists "${name}" with (force)`);
    }
  } finally {
    await client.end();
  }
}
