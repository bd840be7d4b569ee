import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Orm, openOrm } from "../src/db/orm.js";
import { prepareDatabase } from "../src/db/prepare.js";

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

/** A new, empty database of its own for one test file. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  await admin(client => client.query(`create database "${name}"`));
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
  const database = await createTestDatabase();
  const orm = await openOrm(database.url, { pool: 2 });
  await prepareDatabase(orm, database.url, options);
  return {
    orm,
    async close() {
      await orm.close();
      await database.drop();
    },
  };
}
