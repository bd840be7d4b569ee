import { execFile } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from "jose";
import pg from "pg";
import { type TestApp, startTestApp } from "../../test/app.js";
import { createTestDatabase } from "../../test/database.js";
import { createCourse, createEnrollment, signedInAs } from "../../test/factories.js";
import { freePort } from "../../test/free-port.js";
import { countRows, tableNames, type Manifest } from "../db/backup.js";
import { startEmbeddedPostgres } from "../db/embedded.js";
import { verifyAuditChain } from "../modules/audit/audit-chain.js";
import { Certificate } from "../modules/certificates/certificate.entity.js";
import { CertificateService } from "../modules/certificates/certificates.service.js";
import { Enrollment } from "../modules/enrollments/enrollment.entity.js";

const API_DIR = join(import.meta.dirname, "..", "..");

/**
 * The environment of an install that makes its own keys in DATA_DIR (an embedded install's),
 * on the given database. Nothing of the test run's settings for its apps leaks in.
 */
function installEnv(databaseUrl: string, dataDir: string): Record<string, string> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test",
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
  };
  for (const name of ["CERTIFICATE_SIGNING_KEY", "JWT_SECRET", "SSO_SHARED_SECRET", "PG_BIN"])
    delete env[name];
  return env as Record<string, string>;
}

/** `npm run backup`/`npm run restore` as an operator runs them (in api/, as npm does). */
function cli(script: "backup" | "restore", args: string[], env: Record<string, string>) {
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

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Dev keys made by the install itself: what a restored install needs beside its database. */
const OWN_KEYS = { CERTIFICATE_SIGNING_KEY: "", JWT_SECRET: "", SSO_SHARED_SECRET: "" };

const dirs: string[] = [];
function tempDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `ga-${name}-`));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the restore drill", () => {
  let source: TestApp | undefined;
  let restored: TestApp | undefined;
  afterAll(async () => {
    await restored?.close();
    await source?.close();
  });

  it("restores a portal backed up while it serves requests, and starts on it", async () => {
    const sourceDataDir = tempDir("install");
    const app = await startTestApp({ demo: true, env: { DATA_DIR: sourceDataDir, ...OWN_KEYS } });
    source = app;

    // A certificate issued before the backup, signed with the key the install made itself.
    const course = await createCourse(app, { hours: 12 });
    const { user } = await signedInAs(app);
    const { enrollment } = await createEnrollment(app, user, course);
    await app.orm.em.fork().nativeUpdate(Enrollment, enrollment.id, { completedAt: new Date() });
    const certificate = (await new CertificateService(app.orm.em.fork(), app).issueCertificate(
      enrollment.id,
    ))!;

    // Learners sign in (new users, sessions, audit events) all through the backup.
    const backupDir = join(tempDir("backups"), "drill");
    let backingUp = true;
    let servedDuringBackup = 0;
    const traffic = (async () => {
      for (let i = 0; backingUp && i < 1000; i++) {
        await signedInAs(app);
        if (backingUp) servedDuringBackup++;
      }
    })();
    const backup = await cli(
      "backup",
      ["--out", backupDir],
      installEnv(app.databaseUrl, sourceDataDir),
    );
    backingUp = false;
    await traffic;
    expect(backup).toMatchObject({ code: 0, stderr: "" });
    expect(servedDuringBackup).toBeGreaterThan(0);

    const manifest = JSON.parse(readFileSync(join(backupDir, "manifest.json"), "utf8")) as Manifest;
    // Every file the install made for itself in its data dir is in the backup.
    expect(manifest.keys.sort()).toEqual(readdirSync(sourceDataDir).sort());
    expect(Object.keys(manifest.tables)).toEqual(
      await withClient(app.databaseUrl, client => tableNames(client)),
    );
    expect(manifest.tables["public.certificates"]).toBeGreaterThan(0);

    // Into a new, empty database and a new data dir.
    const target = await createTestDatabase();
    const targetDataDir = tempDir("restored");
    const restore = await cli("restore", [backupDir], installEnv(target.url, targetDataDir));
    expect(restore).toMatchObject({ code: 0, stderr: "" });
    expect(restore.stdout).toContain("The audit chain holds");
    expect(await withClient(target.url, client => countRows(client))).toEqual(manifest.tables);

    // A second restore into the same database is refused: it is not empty any more.
    const again = await cli("restore", [backupDir], installEnv(target.url, targetDataDir));
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("restore into a new, empty database");

    restored = await startTestApp({
      demo: false,
      database: target,
      env: { DATA_DIR: targetDataDir, ...OWN_KEYS },
    });
    const chain = await verifyAuditChain(restored.orm.em.fork());
    expect(chain).toMatchObject({ intact: true, checked: manifest.tables["public.audit_events"] });
    const kept = await restored.orm.em
      .fork()
      .findOneOrFail(Certificate, { number: certificate.number });
    expect(kept.signature).toBe(certificate.signature);

    // The restored portal publishes the key the certificate was signed with: it verifies offline.
    const jwks = (await (
      await restored.request("/.well-known/certificate-keys.json")
    ).json()) as JSONWebKeySet;
    const { payload } = await compactVerify(certificate.signature, createLocalJWKSet(jwks));
    expect(JSON.parse(new TextDecoder().decode(payload))).toMatchObject({
      number: certificate.number,
    });
  }, 240_000);
});

describe("an embedded install", () => {
  it("backs up its running PostgreSQL with its keys, and restores both into a new data dir", async () => {
    const dataDir = tempDir("embedded");
    const port = await freePort();
    const running = await startEmbeddedPostgres({
      dataDir,
      port,
      database: "guardian",
      settings: ["fsync=off"],
    });
    const portal = await startTestApp({
      demo: false,
      database: { url: running.url, drop: async () => {} },
      env: { DATA_DIR: dataDir, ...OWN_KEYS },
    });
    try {
      const env = installEnv("", dataDir);
      delete env.DATABASE_URL;
      const backupDir = join(tempDir("backups"), "embedded");
      const backup = await cli("backup", ["--out", backupDir], {
        ...env,
        EMBEDDED_PG_PORT: String(port),
      });
      expect(backup).toMatchObject({ code: 0, stderr: "" });
      expect(backup.stdout).toContain("Using the PostgreSQL already running for this data dir");
      const manifest = JSON.parse(
        readFileSync(join(backupDir, "manifest.json"), "utf8"),
      ) as Manifest;
      expect(manifest.keys.sort()).toEqual(
        readdirSync(dataDir)
          .filter(name => name !== "pg")
          .sort(),
      );

      const newDataDir = tempDir("embedded-restored");
      const newPort = await freePort();
      const restore = await cli("restore", [backupDir], {
        ...env,
        DATA_DIR: newDataDir,
        EMBEDDED_PG_PORT: String(newPort),
      });
      expect(restore).toMatchObject({ code: 0, stderr: "" });
      for (const name of manifest.keys)
        expect(readFileSync(join(newDataDir, name))).toEqual(readFileSync(join(dataDir, name)));
      const restored = await startEmbeddedPostgres({
        dataDir: newDataDir,
        port: newPort,
        database: "guardian",
      });
      try {
        expect(await withClient(restored.url, client => countRows(client))).toEqual(
          manifest.tables,
        );
      } finally {
        await restored.stop();
      }
    } finally {
      await portal.close();
      await running.stop();
    }
  }, 240_000);
});

describe("the PostgreSQL client tools", () => {
  it("refuses a pg_dump older than the server, naming the version needed and the one found", async () => {
    const bin = tempDir("pg-bin");
    writeFileSync(join(bin, "pg_dump"), "#!/bin/sh\necho 'pg_dump (PostgreSQL) 15.18'\n");
    chmodSync(join(bin, "pg_dump"), 0o755);
    const database = await createTestDatabase({ template: "migrated" });
    try {
      const backup = await cli("backup", ["--out", join(bin, "backup")], {
        ...installEnv(database.url, tempDir("install")),
        PG_BIN: bin,
      });
      expect(backup.code).toBe(1);
      expect(backup.stderr).toMatch(
        /^pg_dump 18 or newer is needed \(PostgreSQL 18\); found only pg_dump 15\.18 \(.*\/pg_dump\)\. Install the PostgreSQL 18 client tools \(postgresql-client-18\)/,
      );
    } finally {
      await database.drop();
    }
  });
});
