import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type TestApp, startTestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import { pdfText, qrText } from "../../../test/pdf-reader.js";
import {
  type CourseFields,
  createCourse,
  createEnrollment,
  signedInAs,
} from "../../../test/factories.js";
import { Enrollment } from "../enrollments/enrollment.entity.js";
import { User } from "../users/user.entity.js";
import { Certificate, CertificateStatus } from "./certificate.entity.js";
import { CertificateService } from "./certificates.service.js";

let app: TestApp;
let admin: Client;

beforeAll(async () => {
  app = await startTestApp({ demo: false });
  admin = (await signedInAs(app, { kind: "admin" })).client;
});
afterAll(() => app.close());

/** A learner with a completed enrollment and its issued certificate. */
async function certified(fields: CourseFields = {}) {
  const course = await createCourse(app, { hours: 16, ...fields });
  const { user, client } = await signedInAs(app);
  const { enrollment } = await createEnrollment(app, user, course);
  await app.orm.em.fork().nativeUpdate(Enrollment, enrollment.id, { completedAt: new Date() });
  const certificate = (await new CertificateService(app.orm.em.fork(), app).issueCertificate(
    enrollment.id,
  ))!;
  return { user, client, course, enrollmentId: enrollment.id, certificate };
}

// Encoded as the product links it: a number may end in a check symbol such as "$" (Crockford).
const pdfPath = (number: string) => `/api/certificates/${encodeURIComponent(number)}/pdf`;

async function download(client: Client, number: string) {
  const response = await client.request(pdfPath(number));
  return { response, pdf: Buffer.from(await response.arrayBuffer()) };
}

describe("a certificate's PDF", () => {
  it("gives its learner a PDF of the facts, the verification link and the signature", async () => {
    const { user, client, course, certificate } = await certified();
    const { response, pdf } = await download(client, certificate.number);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="certificate-${certificate.number}.pdf"`,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

    const text = pdfText(pdf);
    expect(text).toContain(`Certificate number: ${certificate.number}`);
    expect(text).toContain(`Learner: ${user.firstName} ${user.lastName}`);
    expect(text).toContain(`Course: ${course.title}`);
    expect(text).toContain("Hours: 16");
    expect(text).toContain("Expires: No expiry");
    // The number's check symbol may be one a URL escapes ($ as %24).
    const verifyUrl = `${app.config.publicUrl}/verify/${encodeURIComponent(certificate.number)}`;
    expect(text).toContain(verifyUrl);
    expect(qrText(pdf)).toBe(verifyUrl);
    expect(text).toContain(certificate.signature);
    expect(text).not.toContain("REVOKED");
  });

  it("prints the expiry date of a certificate that expires", async () => {
    const { client, certificate } = await certified({ certificateValidityMonths: 24 });
    const { pdf } = await download(client, certificate.number);
    const expires = certificate.expiresAt!.toLocaleDateString("en-US", {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(pdfText(pdf)).toContain(`Expires: ${expires}`);
  });

  it("verifies offline from the downloaded PDF alone with the published key", async () => {
    const { client, certificate } = await certified();
    const { pdf } = await download(client, certificate.number);
    const dir = mkdtempSync(join(tmpdir(), "ga-certificate-"));
    const script = fileURLToPath(
      new URL("../../../../docs/examples/verify-certificate.ts", import.meta.url),
    );
    try {
      const keysFile = join(dir, "certificate-keys.json");
      writeFileSync(
        keysFile,
        await (await app.request("/.well-known/certificate-keys.json")).text(),
      );
      const pdfFile = join(dir, `certificate-${certificate.number}.pdf`);
      writeFileSync(pdfFile, pdf);
      const run = promisify(execFile);
      const fromPdf = await run(process.execPath, [script, keysFile, pdfFile]);
      expect(fromPdf.stdout).toContain(`"genuine": true`);
      expect(fromPdf.stdout).toContain(`"number": "${certificate.number}"`);
      // The printed signature, copied with the line breaks a PDF viewer puts in.
      const printed = certificate.signature.replace(/(.{90})/g, "$1\n");
      const fromText = await run(process.execPath, [script, keysFile, printed]);
      expect(fromText.stdout).toContain(`"genuine": true`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it("still downloads once revoked, stamped REVOKED", async () => {
    const { client, certificate } = await certified();
    await app.orm.em.fork().nativeUpdate(Certificate, certificate.id, {
      status: CertificateStatus.REVOKED,
      revokedAt: new Date(),
      revokedReason: "test",
    });
    const { response, pdf } = await download(client, certificate.number);
    expect(response.status).toBe(200);
    expect(pdfText(pdf)).toContain("REVOKED");
  });

  it("is for its learner and administrators only", async () => {
    const { certificate } = await certified();
    const other = (await signedInAs(app)).client;

    const asAdmin = await download(admin, certificate.number);
    expect(asAdmin.response.status).toBe(200);
    expect(pdfText(asAdmin.pdf)).toContain(certificate.number);

    const asOther = await other.request(pdfPath(certificate.number));
    expect(asOther.status).toBe(404);
    expect(await asOther.json()).toMatchObject({
      message: "Certificate not found",
      requestId: expect.any(String),
    });

    const anonymous = await app.request(pdfPath(certificate.number));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ requestId: expect.any(String) });
  });

  it("answers 404 for an unknown or malformed number", async () => {
    for (const number of ["GA-1999-000000", "not%20a%20number", "%00", "x".repeat(80)]) {
      expect((await admin.request(pdfPath(number))).status).toBe(404);
    }
  });
});

const MINE = `{ myCertificates { number enrollmentId courseTitle hours completedAt expiresAt status downloadUrl } }`;

describe("myCertificates", () => {
  it("lists the signed-in learner's own certificates with their status and PDF link", async () => {
    const { client, course, certificate, enrollmentId } = await certified({
      certificateValidityMonths: 12,
    });
    await certified();
    const { body } = await client.graphql<{ myCertificates: Record<string, unknown>[] }>(MINE);
    expect(body.data!.myCertificates).toEqual([
      {
        number: certificate.number,
        enrollmentId,
        courseTitle: course.title,
        hours: 16,
        completedAt: certificate.completedAt.toISOString(),
        expiresAt: certificate.expiresAt!.toISOString(),
        status: "VALID",
        downloadUrl: pdfPath(certificate.number),
      },
    ]);
  });

  it("lists a re-issued certificate's new number only, not the one it superseded", async () => {
    const { user, client, certificate } = await certified();
    await app.orm.em.fork().nativeUpdate(User, user.id, { lastName: "Corrected" });
    const reissued = await admin.graphql<{ reissueCertificate: { number: string } }>(
      `mutation($number: String!) { reissueCertificate(number: $number, reason: "Name") { number } }`,
      { number: certificate.number },
    );
    const next = reissued.body.data!.reissueCertificate.number;
    const { body } = await client.graphql<{ myCertificates: { number: string }[] }>(MINE);
    expect(body.data!.myCertificates.map(row => row.number)).toEqual([next]);
  });

  it("lists nothing for a learner without certificates and refuses anonymous callers", async () => {
    await certified();
    const { client } = await signedInAs(app);
    const { body } = await client.graphql<{ myCertificates: unknown[] }>(MINE);
    expect(body.data!.myCertificates).toEqual([]);
    const anonymous = await app.graphql(MINE);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
