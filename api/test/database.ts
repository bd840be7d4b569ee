import { randomBytes } from "node:crypto";
import pg from "pg";
import type { Orm } from "../src/db/orm.js";
import { openOrm } from "./composed.js";

function adminUrl(): string {
  const url = process.env.TEST_ADMIN_DATABASE_URL;
  if (!url)
    throw new Error(
      "TEST_ADMIN_DATABASE_URL is not set: run the tests through jest's global setup",
    );
  return url;
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A copy of one of the run's templates (test/build-templates.ts): `migrated` has every migration,
 * the essentials and pg-boss's schema, `demo` the demo data too.
 */
export type TestTemplate = "migrated" | "demo";

function templateName(template: TestTemplate): string {
  const name =
    template === "demo" ? process.env.TEST_TEMPLATE_DEMO : process.env.TEST_TEMPLATE_MIGRATED;
  if (!name) throw new Error("The test templates are not set: run the tests through jest");
  return name;
}

async function createDatabase(template?: TestTemplate): Promise<string> {
  const name = `${process.env.TEST_DATABASE_PREFIX ?? "test_"}${randomBytes(6).toString("hex")}`;
  const from = template ? ` template "${templateName(template)}"` : "";
  await admin(client => client.query(`create database "${name}"${from}`));
  return name;
}

/**
 * The next copy of each template, made while this thread's current file runs: a copy takes
 * 150-470 ms (12 MB of pages through the WAL), which a file waited for at its start.
 */
const madeAhead = new Map<TestTemplate, Promise<string>>();

async function copyOf(template: TestTemplate): Promise<string> {
  const ready = madeAhead.get(template);
  const next = createDatabase(template);
  next.catch(() => {});
  madeAhead.set(template, next);
  return (await ready?.catch(() => undefined)) ?? createDatabase(template);
}

/** A database of its own for one test file: empty, or a copy of a template. */
export async function createTestDatabase(
  options: { template?: TestTemplate } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = options.template ? await copyOf(options.template) : await createDatabase();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin(client => client.query(`drop database if exists "${name}" with (force)`)).then(
        () => {},
      ),
  };
}

/** A migrated (and optionally demo-seeded) database of its own and an ORM on it. */
export async function openTestOrm(options: {
  demo: boolean;
}): Promise<{ orm: Orm; close(): Promise<void> }> {
  const database = await createTestDatabase({ template: options.demo ? "demo" : "migrated" });
  const orm = await openOrm(database.url, { pool: 2 });
  return {
    orm,
    async close() {
      await orm.close();
      await database.drop();
    },
  };
}
