// Writes a new migration for the difference between the entities and the committed migrations,
// using a throwaway database migrated to the current head. Add the printed class to db/migrations/index.ts.
import "reflect-metadata";
import { fileURLToPath } from "node:url";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startEmbeddedPostgres } from "../db/embedded.js";
import { entitiesOf, migrate, openOrm } from "../db/orm.js";
import { modules } from "../modules/index.js";

const dir = mkdtempSync(join(tmpdir(), "ga-migration-"));
const db = await startEmbeddedPostgres({
  dataDir: dir,
  port: 54399,
  database: "migrations",
  log: console.log,
});
try {
  const orm = await openOrm(db.url, { entities: entitiesOf(modules) });
  await migrate(orm);
  const result = await orm.migrator.create(
    fileURLToPath(new URL("../db/migrations", import.meta.url)),
    false,
    false,
    process.argv[2],
  );
  console.log(result.fileName ? `Wrote ${result.fileName}` : "No changes: no migration written");
  await orm.close();
} finally {
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
}
