// Backs up the portal's database while it runs (docs/backup.md): npm run backup [-- --out DIR].
// One pg_dump in custom format, the row count of every table taken in the same snapshot (so a
// restore can prove it has them all), and the data dir's own keys when it made them.
import { copyFileSync, chmodSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig, repoRoot } from "../config.js";
import {
  DEV_KEY_FILES,
  DUMP_FILE,
  KEYS_DIR,
  MANIFEST_FILE,
  type Manifest,
  countRows,
  findPgTool,
  runCommand,
  runPgTool,
  serverMajor,
  withPortalDatabase,
} from "../db/backup.js";

const { values } = parseArgs({ options: { out: { type: "string" } } });

async function main() {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  // npm runs this in api/: a folder given is the caller's (INIT_CWD).
  const out = values.out
    ? resolve(process.env.INIT_CWD ?? ".", values.out)
    : join(repoRoot, "backups", `guardian-${stamp}`);
  if (existsSync(join(out, MANIFEST_FILE))) throw new Error(`${out} already holds a backup`);
  await withPortalDatabase(config, async (url, client) => {
    const server = await serverMajor(client);
    const pgDump = await findPgTool("pg_dump", server.major);
    mkdirSync(out, { recursive: true, mode: 0o700 });
    // One snapshot for the counts and the dump: what the counts say is what the dump holds,
    // however many requests the portal serves meanwhile. The transaction stays open until
    // pg_dump is done with the snapshot.
    await client.query("begin isolation level repeatable read read only");
    const { rows } = await client.query<{ id: string }>("select pg_export_snapshot() as id");
    const tables = await countRows(client);
    const dump = join(out, DUMP_FILE);
    await runPgTool(pgDump, url, ["--format=custom", `--snapshot=${rows[0].id}`, `--file=${dump}`]);
    await client.query("commit");
    chmodSync(dump, 0o600);

    const keys = DEV_KEY_FILES.filter(name => existsSync(join(config.dataDir, name)));
    if (keys.length) mkdirSync(join(out, KEYS_DIR), { recursive: true, mode: 0o700 });
    for (const name of keys) {
      copyFileSync(join(config.dataDir, name), join(out, KEYS_DIR, name));
      chmodSync(join(out, KEYS_DIR, name), 0o600);
    }
    const manifest: Manifest = {
      createdAt: new Date().toISOString(),
      serverVersion: server.version,
      pgDump: pgDump.version,
      tables,
      keys,
    };
    writeFileSync(join(out, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    const rowsTotal = Object.values(tables).reduce((sum, n) => sum + n, 0);
    console.log(
      `Backed up ${Object.keys(tables).length} tables (${rowsTotal} rows) with pg_dump ${pgDump.version} into ${out}`,
    );
    console.log(
      keys.length
        ? `With the keys this install made for itself in ${config.dataDir}: ${keys.join(", ")}`
        : "The keys and settings come from the environment: keep them apart from this backup (docs/backup.md)",
    );
  });
}

await runCommand(main);
