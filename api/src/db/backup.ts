// What `npm run backup` and `npm run restore` share (docs/backup.md): the PostgreSQL client tools
// of the right major version, the connection handed to them, and the row counts of every table.
import { execFile, spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import type { Config } from "../config.js";
import { openDatabase } from "./database.js";

/**
 * The files an install without CERTIFICATE_SIGNING_KEY, OIDC_SIGNING_KEY, JWT_SECRET and
 * SSO_SHARED_SECRET makes for itself in its data dir (config.ts, certificate-key.ts, config-oidc.ts): a backup keeps them beside the
 * database, or certificates signed before it no longer verify and every session ends.
 */
export const DEV_KEY_FILES = [
  "certificate-signing-key.pem",
  "oidc-signing-key.pem",
  "jwt-secret",
  "sso-secret",
  // The demo learning system's client secret (config.ts, without LMS_URL): remade if lost, kept so
  // that a restored install's demo sign-ins go on without the client row being rewritten.
  "demo-lms-client-secret",
];

/** A backup's folder: the custom-format dump, this manifest, and `keys/` (DEV_KEY_FILES found). */
export const DUMP_FILE = "database.dump";
export const MANIFEST_FILE = "manifest.json";
export const KEYS_DIR = "keys";

export interface Manifest {
  createdAt: string;
  /** The server's `server_version` and the pg_dump that read it. */
  serverVersion: string;
  pgDump: string;
  /** Rows of every table (`schema.table`), counted in the very snapshot the dump holds. */
  tables: Record<string, number>;
  /** The data dir's key files copied into keys/. */
  keys: string[];
}

export interface PgTool {
  path: string;
  major: number;
  version: string;
}

async function versionOf(path: string): Promise<PgTool | null> {
  try {
    const { stdout } = await promisify(execFile)(path, ["--version"]);
    const version = /\(PostgreSQL\) (\S+)/.exec(stdout)?.[1];
    return version ? { path, version, major: Number.parseInt(version, 10) } : null;
  } catch {
    return null;
  }
}

/** `dir/<major>/bin` folders, the newest first. */
function versionedBins(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter(name => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
    .map(name => join(dir, name, "bin"));
}

/**
 * pg_dump or pg_restore of at least the given major version (pg_dump refuses a newer server;
 * pg_restore, a newer dump). Looked for in PG_BIN, then Debian's and PGDG's
 * /usr/lib/postgresql/<major>/bin, then /usr/local/lib/postgresql/<major>/bin (scripts/build-pg-client.sh),
 * then PATH. Refuses with the version needed and the ones found.
 */
export async function findPgTool(name: "pg_dump" | "pg_restore", atLeast: number): Promise<PgTool> {
  const dirs = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : [...versionedBins("/usr/lib/postgresql"), ...versionedBins("/usr/local/lib/postgresql")];
  const found: PgTool[] = [];
  for (const path of [...dirs.map(dir => join(dir, name)), ...(process.env.PG_BIN ? [] : [name])]) {
    const tool = await versionOf(path);
    if (tool && tool.major >= atLeast) return tool;
    if (tool) found.push(tool);
  }
  const seen = found.length
    ? `found only ${found.map(tool => `${name} ${tool.version} (${tool.path})`).join(", ")}`
    : `found none${process.env.PG_BIN ? ` in PG_BIN (${process.env.PG_BIN})` : ""}`;
  throw new Error(
    `${name} ${atLeast} or newer is needed (PostgreSQL ${atLeast}); ${seen}. Install the ` +
      `PostgreSQL ${atLeast} client tools (postgresql-client-${atLeast}) and, where they are not ` +
      `on PATH, set PG_BIN to their folder; on Debian 12, scripts/build-pg-client.sh builds them.`,
  );
}

/** The server's major version (18 for 18.4). */
export async function serverMajor(client: pg.Client): Promise<{ major: number; version: string }> {
  const { rows } = await client.query<{ num: string; version: string }>(
    "select current_setting('server_version_num') as num, current_setting('server_version') as version",
  );
  return { major: Math.floor(Number(rows[0].num) / 10000), version: rows[0].version };
}

/** Every table of the database (`schema.table`), PostgreSQL's own catalogs left out. */
export async function tableNames(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p')
        and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
      order by 1, 2`,
  );
  return rows.map(row => `${row.schema}.${row.name}`);
}

/** Rows of every table, as the client's transaction sees them. */
export async function countRows(client: pg.Client): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tableNames(client)) {
    const [schema, name] = table.split(".");
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from ${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`,
    );
    counts[table] = Number(rows[0].n);
  }
  return counts;
}

/** Tables whose rows differ from the manifest's (missing or extra tables too), as lines. */
export function countDifferences(
  expected: Record<string, number>,
  actual: Record<string, number>,
): string[] {
  const tables = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return tables
    .filter(table => expected[table] !== actual[table])
    .map(
      table =>
        `${table}: ${expected[table] ?? "no table"} in the backup, ${actual[table] ?? "no table"} now`,
    );
}

/**
 * Runs a client tool against the database: the password goes in PGPASSWORD, never on the
 * command line (where `ps` shows it). Rejects with the tool's own error output.
 */
export function runPgTool(tool: PgTool, databaseUrl: string, args: string[]): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return new Promise((resolve, reject) => {
    const child = spawn(tool.path, [...args, `--dbname=${url.toString()}`], {
      env: { ...process.env, ...(password && { PGPASSWORD: password }) },
      stdio: ["ignore", "inherit", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", code =>
      code === 0
        ? resolve()
        : reject(new Error(`${tool.path} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });
}

/** Runs `run` on the portal's database (DATABASE_URL's, or the embedded one, started or found
 * running) with a client connected to it, then lets both go. */
export async function withPortalDatabase(
  config: Config,
  run: (url: string, client: pg.Client) => Promise<void>,
): Promise<void> {
  const db = await openDatabase(config, line => console.log(line));
  const client = new pg.Client({ connectionString: db.url });
  try {
    await client.connect();
    await run(db.url, client);
  } finally {
    await client.end().catch(() => {});
    await db.stop();
  }
}

/** A command's failure is one line on stderr (no stack) and exit code 1. */
export async function runCommand(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
