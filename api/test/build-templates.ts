import "reflect-metadata";
import pg from "pg";
import { prepareDatabase } from "../src/seed/prepare.js";
import { JobQueue } from "../src/jobs/queue.js";
import { jobDefinitions, openOrm } from "./composed.js";

/**
 * Run by the global setup (test/global-setup.ts) in a process of its own: builds the run's two
 * template databases once, so each test file copies one (`create database ... template`) instead
 * of migrating, seeding and creating pg-boss's schema itself.
 *   migrated: every migration, the essentials and pg-boss's schema with every module's queue
 *   demo:     the same plus the demo data
 * Usage: build-templates.ts ADMIN_URL MIGRATED_NAME DEMO_NAME
 */
const [adminUrl, migrated, demo] = process.argv.slice(2);

const urlOf = (name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function prepare(name: string, options: { demo: boolean }): Promise<void> {
  const url = urlOf(name);
  const orm = await openOrm(url, { pool: 2 });
  try {
    await prepareDatabase(orm, url, options);
  } finally {
    await orm.close();
  }
}

await admin(`create database "${migrated}"`);
await prepare(migrated, { demo: false });
const queue = await JobQueue.start(urlOf(migrated), jobDefinitions, error => {
  throw error;
});
await queue.stop();
await admin(`create database "${demo}" template "${migrated}"`);
await prepare(demo, { demo: true });
// Every connection is closed by now (a template must have none while it is copied).
await admin(`alter database "${migrated}" is_template true`);
await admin(`alter database "${demo}" is_template true`);
