import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/* The backup and restore tests' install: its environment, its CLI runs, its temporary dirs. */

const API_DIR = join(import.meta.dirname, "..", "..");

/**
 * The environment of an install that makes its own keys in DATA_DIR (an embedded install's),
 * on the given database. Nothing of the test run's settings for its apps leaks in.
 */
export function installEnv(databaseUrl: string, dataDir: string): Record<string, string> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test",
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
  };
  for (const name of [
    "CERTIFICATE_SIGNING_KEY",
    "OIDC_SIGNING_KEY",
    "JWT_SECRET",
    "SSO_SHARED_SECRET",
    "PG_BIN",
  ])
    delete env[name];
  return env as Record<string, string>;
}

/** `npm run backup`/`npm run restore` as an operator runs them (in api/, as npm does). */
export function cli(script: "backup" | "restore", args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>(resolve => {
    execFile(
      process.execPath,
      ["--import", "@swc-node/register/esm-register", `src/cli/${script}.ts`, ...args],
      { cwd: API_DIR, env: { ...env, INIT_CWD: API_DIR } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

export async function withClient<T>(
  url: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Dev keys made by the install itself: what a restored install needs beside its database. */
export const OWN_KEYS = {
  CERTIFICATE_SIGNING_KEY: "",
  OIDC_SIGNING_KEY: "",
  JWT_SECRET: "",
  SSO_SHARED_SECRET: "",
};

/** A test file's temporary dirs, each made by the function returned; all removed after the file. */
export function tempDirs(): (name: string) => string {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  return name => {
    const dir = mkdtempSync(join(tmpdir(), `ga-${name}-`));
    dirs.push(dir);
    return dir;
  };
}
