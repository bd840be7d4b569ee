import { certificateNumber, crockfordCheck } from "@guardian/rules";
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type JWK, compactVerify, createLocalJWKSet } from "jose";
import { type TestApp, startTestApp } from "../../../test/app.js";
import { type FactoryUser, signedInAs, unique } from "../../../test/factories.js";
import type { Client } from "../../../test/client.js";
import type { CourseFields } from "../../../test/factories.js";
import { certificateSteps } from "../../../test/steps/certificates.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { Enrollment } from "../enrollments/enrollment.entity.js";
import { Certificate } from "./certificate.entity.js";
import { type CertificateFacts, canonicalPayload } from "./certificate-signature.rules.js";
import { CertificateService } from "./certificates.service.js";

let app: TestApp;
let admin: Client;

beforeAll(async () => {
  app = await startTestApp({ demo: false, workers: true, lms: true });
  admin = (await signedInAs(app, { kind: "admin" })).client;
});
afterAll(async () => {
  await app.close();
});

const { provisionedLearner } = certificateSteps(() => app);

async function verify(number: string) {
  const response = await app.request(`/api/certificates/${encodeURIComponent(number)}/verify`, {
    headers: { "x-forwarded-for": `203.0.113.${Math.floor(Math.random() * 250) + 1}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("the certificate's signature", () => {
  it("verifies with the published key and fails when any certified fact is edited", async () => {
    const { user, enrollmentId } = await provisionedLearner({ certificateValidityMonths: 24 });
    await app.orm.em.fork().nativeUpdate(Enrollment, enrollmentId, { completedAt: new Date() });
    const certificate = (await new CertificateService(app.orm.em.fork(), app).issueCertificate(
      enrollmentId,
    ))!;

    const keysResponse = await app.request("/.well-known/certificate-keys.json");
    expect(keysResponse.status).toBe(200);
    const jwks = (await keysResponse.json()) as { keys: JWK[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: "OKP", crv: "Ed25519", alg: "EdDSA" });
    expect(jwks.keys[0].kid).toEqual(expect.any(String));
    expect(jwks.keys[0]).not.toHaveProperty("d");
    const keys = createLocalJWKSet(jwks);

    const facts: CertificateFacts = {
      number: certificate.number,
      name: `${user.firstName} ${user.lastName}`,
      course: certificate.courseTitle,
      hours: 12,
      completedAt: certificate.completedAt.toISOString(),
      expiresAt: certificate.expiresAt!.toISOString(),
      issuedAt: certificate.issuedAt.toISOString(),
    };
    const { payload, protectedHeader } = await compactVerify(certificate.signature, keys);
    expect(new TextDecoder().decode(payload)).toBe(canonicalPayload(facts));
    expect(protectedHeader).toMatchObject({ alg: "EdDSA", kid: jwks.keys[0].kid });

    const [header, , signature] = certificate.signature.split(".");
    const edits: Partial<CertificateFacts>[] = [
      { number: "GA-2026-999999" },
      { name: "Someone Else" },
      { course: "Another course" },
      { hours: 40 },
      { completedAt: new Date(Date.UTC(2020, 0, 1)).toISOString() },
      { expiresAt: null },
      { issuedAt: new Date(Date.UTC(2020, 0, 1)).toISOString() },
    ];
    for (const edit of edits) {
      const forged = Buffer.from(canonicalPayload({ ...facts, ...edit })).toString("base64url");
      await expect(compactVerify(`${header}.${forged}.${signature}`, keys)).rejects.toThrow();
    }
  });
});

describe("the offline check of docs/certificates.md", () => {
  const SCRIPT = fileURLToPath(
    new URL("../../../../docs/examples/verify-certificate.ts", import.meta.url),
  );

  async function run(keysFile: string, jws: string) {
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [SCRIPT, keysFile, jws]);
      return { code: 0, stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string };
      return { code: failed.code, stdout: failed.stdout };
    }
  }

  it("says genuine for an issued certificate and not genuine for an edited one", async () => {
    const { enrollmentId } = await provisionedLearner();
    await app.orm.em.fork().nativeUpdate(Enrollment, enrollmentId, { completedAt: new Date() });
    const certificate = (await new CertificateService(app.orm.em.fork(), app).issueCertificate(
      enrollmentId,
    ))!;
    const dir = mkdtempSync(join(tmpdir(), "ga-keys-"));
    try {
      const keysFile = join(dir, "certificate-keys.json");
      const keys = await app.request("/.well-known/certificate-keys.json");
      writeFileSync(keysFile, await keys.text());

      const good = await run(keysFile, certificate.signature);
      expect(good.code).toBe(0);
      expect(good.stdout).toContain(`"genuine": true`);
      expect(good.stdout).toContain(`"number": "${certificate.number}"`);

      const [header, payload, signature] = certificate.signature.split(".");
      const facts = JSON.parse(Buffer.from(payload, "base64url").toString()) as { hours: number };
      const edited = Buffer.from(JSON.stringify({ ...facts, hours: 99 })).toString("base64url");
      const bad = await run(keysFile, `${header}.${edited}.${signature}`);
      expect(bad.code).toBe(1);
      expect(bad.stdout).toContain(`"genuine":false`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe("verifying a certificate number", () => {
  async function issued(fields: CourseFields = {}, completedAt = new Date()) {
    const learner = await provisionedLearner(fields);
    await app.orm.em.fork().nativeUpdate(Enrollment, learner.enrollmentId, { completedAt });
    const certificate = (await new CertificateService(app.orm.em.fork(), app).issueCertificate(
      learner.enrollmentId,
    ))!;
    return { ...learner, certificate };
  }

  const FIELDS = [
    "completedAt",
    "courseTitle",
    "expiresAt",
    "hours",
    "issuer",
    "learnerName",
    "number",
    "status",
    "supersededBy",
  ];

  function leaksNothing(body: Record<string, unknown>, user: FactoryUser, ids: number[]) {
    expect(Object.keys(body).sort()).toEqual(FIELDS);
    const text = JSON.stringify(body);
    expect(text).not.toContain(user.email);
    expect(text.toLowerCase()).not.toContain(user.username.toLowerCase());
    for (const id of ids) expect(Object.values(body)).not.toContain(id);
  }

  it("answers VALID with the certified facts and nothing else about the learner", async () => {
    const { user, certificate, enrollmentId, course } = await issued();
    const { status, body } = await verify(certificate.number);
    expect(status).toBe(200);
    expect(body).toEqual({
      status: "VALID",
      number: certificate.number,
      learnerName: `${user.firstName} ${user.lastName}`,
      courseTitle: course.title,
      hours: 12,
      completedAt: certificate.completedAt.toISOString(),
      expiresAt: null,
      supersededBy: null,
      issuer: "Guardian Academy",
    });
    leaksNothing(body, user, [user.id, enrollmentId, course.id, certificate.id]);
  });

  it("answers an unknown number in the same shape with NOT_FOUND", async () => {
    const number = `GA-1999-${unique().slice(0, 6)}`;
    const { status, body } = await verify(number);
    expect(status).toBe(200);
    expect(body).toEqual({
      status: "NOT_FOUND",
      number,
      learnerName: null,
      courseTitle: null,
      hours: null,
      completedAt: null,
      expiresAt: null,
      supersededBy: null,
      issuer: null,
    });
  });

  it("answers EXPIRED once the course's validity period has passed since completion", async () => {
    const twoYearsAgo = new Date(Date.now() - 2 * 365 * 24 * 3600 * 1000);
    const { certificate } = await issued({ certificateValidityMonths: 12 }, twoYearsAgo);
    const { body } = await verify(certificate.number);
    expect(body.status).toBe("EXPIRED");
    expect(new Date(String(body.expiresAt)).getTime()).toBeLessThan(Date.now());
  });

  it("answers REVOKED after an administrator revokes it with a reason, audited", async () => {
    const { certificate, user } = await issued();
    const revoke = `mutation($number: String!, $reason: String!) {
      revokeCertificate(number: $number, reason: $reason) { number status verification revokedReason }
    }`;
    const { body } = await admin.graphql(revoke, {
      number: certificate.number,
      reason: "Issued in error",
    });
    expect(body.data).toEqual({
      revokeCertificate: {
        number: certificate.number,
        status: "REVOKED",
        verification: "REVOKED",
        revokedReason: "Issued in error",
      },
    });
    expect((await verify(certificate.number)).body.status).toBe("REVOKED");
    const audit = await app.orm.em
      .fork()
      .findOne(AuditEvent, { type: AuditEventType.CertificateRevoked, subject: user.id });
    expect(audit?.details).toMatchObject({
      certificateNumber: certificate.number,
      reason: "Issued in error",
    });

    const blank = await admin.graphql(revoke, { number: certificate.number, reason: "  " });
    expect(blank.body.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("refuses a revocation reason with a bidirectional control or a line separator", async () => {
    const { certificate } = await issued();
    const revoke = `mutation($number: String!, $reason: String!) {
      revokeCertificate(number: $number, reason: $reason) { status }
    }`;
    for (const reason of ["Fraud \u202Edetceted", "\u2066Fraud\u2069", "Fraud\u2028Second line"]) {
      const { body } = await admin.graphql(revoke, { number: certificate.number, reason });
      expect(body.errors?.[0]).toMatchObject({
        message: "Reason must be one line of plain text without < or >",
        extensions: { code: "BAD_USER_INPUT" },
      });
    }
    expect((await verify(certificate.number)).body.status).toBe("VALID");
  });

  it("issues unguessable numbers: GA-<year>- and 8 random Crockford characters with a check symbol", async () => {
    const first = (await issued()).certificate;
    const second = (await issued()).certificate;
    const shape = /^GA-(\d{4})-([0-9A-HJKMNP-TV-Z]{8})([0-9A-HJKMNP-TV-Z*~$=U])$/;
    for (const { number, issuedAt } of [first, second]) {
      const [, year, code, check] = shape.exec(number) ?? [];
      expect(Number(year)).toBe(issuedAt.getUTCFullYear());
      expect(crockfordCheck(code!)).toBe(check);
      expect((await verify(number)).body.status).toBe("VALID");
    }
    expect(first.number).not.toBe(second.number);
  });

  it("reads a number in any case with Crockford's aliases (O for 0, I and L for 1)", async () => {
    const { certificate } = await issued();
    // GA-2026-01A1B0C1 has the check symbol Z.
    await app.orm.em.fork().nativeUpdate(Certificate, certificate.id, {
      number: "GA-2026-01A1B0C1Z",
    });
    const { body } = await verify(" ga-2026-oIaLbocIz ");
    expect(body).toMatchObject({ status: "VALID", number: "GA-2026-01A1B0C1Z" });
  });

  it("answers NOT_FOUND for a wrong check symbol without looking it up", async () => {
    const { certificate } = await issued();
    // A row that holds the mistyped number itself: only a lookup could find it.
    const mistyped = `GA-2026-7K3M9QXT${crockfordCheck("7K3M9QXT") === "A" ? "B" : "A"}`;
    await app.orm.em.fork().nativeUpdate(Certificate, certificate.id, { number: mistyped });
    expect((await verify(mistyped)).body).toMatchObject({ status: "NOT_FOUND", learnerName: null });
  });

  it("keeps verifying the sequential numbers issued before", async () => {
    const { certificate } = await issued();
    await app.orm.em.fork().nativeUpdate(Certificate, certificate.id, { number: "GA-2025-000042" });
    expect((await verify("ga-2025-000042")).body).toMatchObject({
      status: "VALID",
      number: "GA-2025-000042",
    });
  });

  it("draws another number while the one drawn is taken", async () => {
    const { certificate } = await issued();
    const taken = Buffer.from([9, 8, 7, 6, 5]);
    const free = Buffer.from([5, 6, 7, 8, 9]);
    await app.orm.em
      .fork()
      .nativeUpdate(Certificate, certificate.id, { number: certificateNumber(2031, taken) });
    const draws = [taken, free];
    const certificates = new CertificateService(app.orm.em.fork(), app);
    const number = await certificates.drawUnusedNumber(2031, () => draws.shift()!);
    expect(number).toBe(certificateNumber(2031, free));
    expect(draws).toEqual([]);
  });

  it("refuses an overlong number as bad input (BAD_USER_INPUT), not a 500", async () => {
    const { body } = await app.graphql(
      "query($n: String!) { verifyCertificate(number: $n) { status } }",
      { n: "G".repeat(65) },
    );
    expect(body.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });
});
