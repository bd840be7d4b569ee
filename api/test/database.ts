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

/** A database of its own for one test file: empty, or a copy of a template. */
export async function createTestDatabase(
  options: { template?: TestTemplate } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const template = options.template ? ` template "${templateName(options.template)}"` : "";
  await admin(client => client.query(`create database "${name}"${template}`));
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
