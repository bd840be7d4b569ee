// Restores a backup of `npm run backup` into a new, empty database (docs/backup.md):
//   npm run restore -- backups/guardian-2026-11-28T17-00-00-000Z
// The database is DATABASE_URL's, or the embedded one under DATA_DIR (made when missing). Then
// it proves the restore: every table's rows as the backup counted them, the audit chain intact;
// and it puts the install's own keys back into the data dir.
import "reflect-metadata";
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, renameSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.js";
import { entitiesOf, openOrm } from "../db/orm.js";
import { modules } from "../modules/index.js";
import { AuditService } from "../modules/audit/audit.service.js";
import {
  DUMP_FILE,
  KEYS_DIR,
  MANIFEST_FILE,
  type Manifest,
  countDifferences,
  countRows,
  findPgTool,
  runCommand,
  runPgTool,
  tableNames,
  withPortalDatabase,
} from "../db/backup.js";

const { positionals } = parseArgs({ allowPositionals: true });

/** The install's keys back into the data dir; a different key already there is kept aside. */
function restoreKeys(backup: string, manifest: Manifest, dataDir: string): void {
  if (!manifest.keys.length) return;
  mkdirSync(dataDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  for (const name of manifest.keys) {
    const from = join(backup, KEYS_DIR, name);
    const to = join(dataDir, name);
    if (existsSync(to) && !readFileSync(to).equals(readFileSync(from))) {
      renameSync(to, `${to}.before-restore-${stamp}`);
      console.log(`Kept the key that was in ${to} as ${to}.before-restore-${stamp}`);
    }
    copyFileSync(from, to);
    chmodSync(to, 0o600);
  }
  console.log(`Put back the install's keys into ${dataDir}: ${manifest.keys.join(", ")}`);
}

async function main() {
  if (positionals.length !== 1) throw new Error("Usage: npm run restore -- <backup folder>");
  // npm runs this in api/: the folder given is the caller's (INIT_CWD).
  const backup = resolve(process.env.INIT_CWD ?? ".", positionals[0]);
  if (!existsSync(join(backup, MANIFEST_FILE)) || !existsSync(join(backup, DUMP_FILE)))
    throw new Error(`${backup} is not a backup: it needs ${MANIFEST_FILE} and ${DUMP_FILE}`);
  const manifest = JSON.parse(readFileSync(join(backup, MANIFEST_FILE), "utf8")) as Manifest;
  const config = loadConfig();
  const pgRestore = await findPgTool("pg_restore", Number.parseInt(manifest.pgDump, 10));
  await withPortalDatabase(config, async (url, client) => {
    const existing = await tableNames(client);
    if (existing.length)
      throw new Error(
        `The database already holds ${existing.length} tables: restore into a new, empty database ` +
          "(DATABASE_URL), or a new DATA_DIR for the embedded one",
      );
    // One transaction: a failed restore leaves the database empty, ready for another try.
    // Owners and grants are the target's: a managed database's roles are not the source's.
    await runPgTool(pgRestore, url, [
      "--exit-on-error",
      "--single-transaction",
      "--no-owner",
      "--no-privileges",
      join(backup, DUMP_FILE),
    ]);
    const differences = countDifferences(manifest.tables, await countRows(client));
    if (differences.length)
      throw new Error(`The restored tables differ from the backup:\n${differences.join("\n")}`);
    console.log(
      `Restored ${Object.keys(manifest.tables).length} tables from ${manifest.createdAt}: every table's rows as the backup counted them`,
    );
    const orm = await openOrm(url, { entities: entitiesOf(modules), pool: 1 });
    try {
      const chain = await new AuditService(orm.em.fork()).verifyChain();
      if (!chain.intact)
        throw new Error(`The restored audit chain breaks at event ${chain.firstBroken!.id}`);
      console.log(`The audit chain holds (${chain.checked} events)`);
    } finally {
      await orm.close();
    }
    restoreKeys(backup, manifest, config.dataDir);
  });
}

await runCommand(main);
