import { chmodSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from "jose";
import { type TestApp, startTestApp } from "../../test/app.js";
import { createTestDatabase } from "../../test/database.js";
import { createCourse, createEnrollment, signedInAs } from "../../test/factories.js";
import { OWN_KEYS, cli, installEnv, tempDirs, withClient } from "../../test/steps/backup.js";
import { countRows, tableNames, type Manifest } from "../db/backup.js";
import { AuditService } from "../modules/audit/audit.service.js";
import { Certificate } from "../modules/certificates/certificate.entity.js";
import { CertificateService } from "../modules/certificates/certificates.service.js";
import { Enrollment } from "../modules/enrollments/enrollment.entity.js";

const tempDir = tempDirs();

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
    const chain = await new AuditService(restored.orm.em.fork()).verifyChain();
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
