import { type JWK, compactVerify, createLocalJWKSet } from "jose";
import { type TestApp, startTestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import {
  type CourseFields,
  createCourse,
  createEnrollment,
  createUser,
  signedInAs,
  unique,
} from "../../../test/factories.js";
import { openOrm } from "../../../test/composed.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { Enrollment } from "../enrollments/enrollment.entity.js";
import { User } from "../users/user.entity.js";
import { Certificate, CertificateStatus } from "./certificate.entity.js";
import { CertificateAdminService } from "./certificates-admin.service.js";
import { CertificateService } from "./certificates.service.js";

let app: TestApp;
let admin: Client;
let learner: Client;

beforeAll(async () => {
  app = await startTestApp({ demo: false });
  admin = (await signedInAs(app, { kind: "admin" })).client;
  learner = (await signedInAs(app)).client;
});
afterAll(() => app.close());

const DAY = 86_400_000;

/** A learner's completed enrollment in `course` and its issued certificate. */
async function certified(
  course: Awaited<ReturnType<typeof createCourse>>,
  completedAt = new Date(),
  name?: { firstName: string; lastName: string },
) {
  const user = await createUser(app, name ?? {});
  const { enrollment } = await createEnrollment(app, user, course);
  await app.orm.em.fork().nativeUpdate(Enrollment, enrollment.id, { completedAt });
  const certificate = (await new CertificateService(app.orm.em.fork(), app).issueCertificate(
    enrollment.id,
  ))!;
  return { user, enrollmentId: enrollment.id, certificate };
}

const newCourse = (tag: string, fields: CourseFields = {}) =>
  createCourse(app, { title: `Certified ${tag}`, ...fields });

const LIST = `query($first: Int, $after: String, $filter: AdminCertificateFilter, $sort: AdminCertificateSort) {
  adminCertificates(first: $first, after: $after, filter: $filter, sort: $sort) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { number learnerName courseTitle status verification supersededBy } }
  }
}`;

interface ListData {
  adminCertificates: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: Record<string, string | null> }[];
  };
}

async function list(variables: Record<string, unknown>) {
  const { body } = await admin.graphql<ListData>(LIST, variables);
  expect(body.errors).toBeUndefined();
  return body.data!.adminCertificates;
}
const numbers = (page: ListData["adminCertificates"]) => page.edges.map(e => e.node.number);

const REISSUE = `mutation($number: String!, $reason: String!) {
  reissueCertificate(number: $number, reason: $reason) {
    number learnerName courseTitle hours status verification signature
  }
}`;
const REVOKE = `mutation($number: String!) {
  revokeCertificate(number: $number, reason: "Issued in error") { number }
}`;

async function verify(number: string) {
  const response = await app.request(`/api/certificates/${number}/verify`, {
    headers: { "x-forwarded-for": `203.0.113.${Math.floor(Math.random() * 250) + 1}` },
  });
  return (await response.json()) as Record<string, unknown>;
}

describe("the admin certificates list", () => {
  const tag = unique();
  let course: Awaited<ReturnType<typeof createCourse>>;
  let made: Awaited<ReturnType<typeof certified>>[];

  beforeAll(async () => {
    course = await newCourse(tag, { certificateValidityMonths: 12 });
    made = [];
    for (const [i, last] of ["Carter", "Adams", "Baker", "Diaz"].entries()) {
      // Diaz completed two years ago: expired.
      const completedAt = new Date(Date.now() - (i === 3 ? 730 : i) * DAY);
      made.push(await certified(course, completedAt, { firstName: `Pat${tag}`, lastName: last }));
    }
  });

  it("pages by keyset with the count on every page, no row twice", async () => {
    const filter = { search: tag };
    const first = await list({ first: 3, filter });
    expect(first.totalCount).toBe(4);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await list({ first: 3, after: first.pageInfo.endCursor, filter });
    expect(second.totalCount).toBe(4);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const seen = [...numbers(first), ...numbers(second)];
    // Newest issued first by default.
    expect(seen).toEqual(made.map(m => m.certificate.number).reverse());
  });

  it("sorts by the learner's name and searches number, name, username, email and course", async () => {
    const byName = await list({ filter: { search: tag }, sort: { field: "LEARNER" } });
    expect(byName.edges.map(e => e.node.learnerName)).toEqual(
      ["Adams", "Baker", "Carter", "Diaz"].map(last => `Pat${tag} ${last}`),
    );
    const [carter] = made;
    for (const search of [
      carter.certificate.number,
      carter.user.username.toUpperCase(),
      carter.user.email,
    ]) {
      expect(numbers(await list({ filter: { search } }))).toEqual([carter.certificate.number]);
    }
    expect((await list({ filter: { search: `certified ${tag}` } })).totalCount).toBe(4);
    expect((await list({ filter: { search: `${tag} adams` } })).totalCount).toBe(1);
  });

  it("filters by status, course and completion and issue dates", async () => {
    const [carter, adams, baker, diaz] = made;
    const filter = (more: object) => ({ filter: { courseId: course.id, ...more } });
    expect((await list(filter({}))).totalCount).toBe(4);
    expect(numbers(await list(filter({ status: "EXPIRED" })))).toEqual([diaz.certificate.number]);
    await admin.graphql(REVOKE, { number: baker.certificate.number });
    expect(numbers(await list(filter({ status: "REVOKED" })))).toEqual([baker.certificate.number]);
    expect(numbers(await list(filter({ status: "VALID" }))).sort()).toEqual(
      [carter.certificate.number, adams.certificate.number].sort(),
    );
    const lastYear = new Date(Date.now() - 365 * DAY).toISOString();
    expect(numbers(await list(filter({ completedTo: lastYear })))).toEqual([
      diaz.certificate.number,
    ]);
    const completedFrom = new Date(Date.now() - 0.5 * DAY).toISOString();
    expect(numbers(await list(filter({ completedFrom })))).toEqual([carter.certificate.number]);
    expect((await list(filter({ issuedTo: lastYear }))).totalCount).toBe(0);
    expect((await list(filter({ issuedFrom: lastYear }))).totalCount).toBe(4);
    const other = await newCourse(unique());
    expect((await list({ filter: { courseId: other.id } })).totalCount).toBe(0);
  });

  it("refuses an overlong search and a foreign cursor as bad input", async () => {
    const long = await admin.graphql(LIST, { filter: { search: "x".repeat(201) } });
    expect(long.body.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const cursor = Buffer.from(JSON.stringify(["users.USERNAME.ASC", "a", 1])).toString(
      "base64url",
    );
    const foreign = await admin.graphql(LIST, { after: cursor });
    expect(foreign.body.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("is for administrators only", async () => {
    const asLearner = await learner.graphql(LIST, {});
    expect(asLearner.body.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(asLearner.body.data ?? null).toBeNull();
    const anonymous = await app.graphql(LIST, {});
    expect(anonymous.body.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("costs the same two SQL statements whatever the page size, the count included", async () => {
    const statements: string[] = [];
    const orm = await openOrm(app.databaseUrl, { pool: 1, onQuery: sql => statements.push(sql) });
    try {
      await orm.em.fork().count(Certificate, {}); // the connection's own first statements
      const counts = [];
      for (const first of [1, 3]) {
        statements.length = 0;
        const certificates = new CertificateAdminService(orm.em.fork(), app);
        const page = await certificates.listCertificates({ search: tag }, null, { first });
        expect(page.edges).toHaveLength(first);
        expect(await page.totalCount).toBe(4);
        counts.push(statements.length);
      }
      expect(counts).toEqual([2, 2]);
    } finally {
      await orm.close();
    }
  });
});

describe("re-issuing a certificate after a name correction", () => {
  async function renamed() {
    const course = await newCourse(unique(), { hours: 16 });
    const made = await certified(course);
    await app.orm.em.fork().nativeUpdate(User, made.user.id, { lastName: "Corrected" });
    return { ...made, course, newName: `${made.user.firstName} Corrected` };
  }

  it("issues a new signed number with the current name and supersedes the old one, audited", async () => {
    const { user, certificate, enrollmentId, course, newName } = await renamed();
    const { body } = await admin.graphql<{ reissueCertificate: Record<string, unknown> }>(REISSUE, {
      number: certificate.number,
      reason: "Surname misspelt",
    });
    expect(body.errors).toBeUndefined();
    const next = body.data!.reissueCertificate;
    expect(next).toMatchObject({
      learnerName: newName,
      courseTitle: course.title,
      hours: 16,
      status: "VALID",
      verification: "VALID",
    });
    expect(next.number).not.toBe(certificate.number);

    expect(await verify(certificate.number)).toEqual({
      status: "SUPERSEDED",
      number: certificate.number,
      supersededBy: next.number,
      learnerName: null,
      courseTitle: null,
      hours: null,
      completedAt: null,
      expiresAt: null,
      issuer: null,
    });
    expect(await verify(String(next.number))).toMatchObject({
      status: "VALID",
      learnerName: newName,
      supersededBy: null,
    });

    const jwks = (await (await app.request("/.well-known/certificate-keys.json")).json()) as {
      keys: JWK[];
    };
    const { payload } = await compactVerify(String(next.signature), createLocalJWKSet(jwks));
    const facts = JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
    expect(facts).toMatchObject({
      number: next.number,
      name: newName,
      completedAt: certificate.completedAt.toISOString(),
    });

    const rows = await app.orm.em.fork().find(Certificate, { enrollment: enrollmentId });
    expect(rows.map(row => row.status).sort()).toEqual([
      CertificateStatus.SUPERSEDED,
      CertificateStatus.VALID,
    ]);
    const audit = await app.orm.em
      .fork()
      .findOne(AuditEvent, { type: AuditEventType.CertificateReissued, subject: user.id });
    expect(audit?.details).toMatchObject({
      certificateNumber: certificate.number,
      newCertificateNumber: next.number,
      reason: "Surname misspelt",
    });
  });

  it("makes one new certificate when the same request arrives twice at once", async () => {
    const { certificate, enrollmentId } = await renamed();
    const vars = { number: certificate.number, reason: "Name fixed" };
    const answers = await Promise.all([
      admin.graphql<{ reissueCertificate: { number: string } }>(REISSUE, vars),
      admin.graphql<{ reissueCertificate: { number: string } }>(REISSUE, vars),
    ]);
    const issued = answers.map(a => a.body.data?.reissueCertificate.number);
    expect(issued[0]).toEqual(expect.any(String));
    expect(issued[1]).toBe(issued[0]);
    expect(await app.orm.em.fork().count(Certificate, { enrollment: enrollmentId })).toBe(2);

    const other = await admin.graphql(REISSUE, { ...vars, reason: "Another try" });
    expect(other.body.errors?.[0].extensions?.code).toBe("CONFLICT");
    expect(other.body.errors?.[0].message).toBe(
      `This certificate was already re-issued as ${issued[0]}: re-issue that one.`,
    );
  });

  it("refuses a revoked certificate, an unchanged name, a blank reason and an unknown number", async () => {
    const revoked = await renamed();
    await admin.graphql(REVOKE, { number: revoked.certificate.number });
    const refused = await admin.graphql(REISSUE, {
      number: revoked.certificate.number,
      reason: "x",
    });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: "A revoked certificate cannot be re-issued.",
      extensions: { code: "CONFLICT" },
    });

    const same = await certified(await newCourse(unique()));
    const unchanged = await admin.graphql(REISSUE, {
      number: same.certificate.number,
      reason: "x",
    });
    expect(unchanged.body.errors?.[0].extensions?.code).toBe("CONFLICT");
    expect(unchanged.body.errors?.[0].message).toContain("correct it on their account first");

    const blank = await admin.graphql(REISSUE, { number: same.certificate.number, reason: " " });
    expect(blank.body.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    for (const reason of ["Name \u202Edexif", "Name\u2028fixed"]) {
      const twoLines = await admin.graphql(REISSUE, { number: same.certificate.number, reason });
      expect(twoLines.body.errors?.[0]).toMatchObject({
        message: "Reason must be one line of plain text without < or >",
        extensions: { code: "BAD_USER_INPUT" },
      });
    }
    const unknown = await admin.graphql(REISSUE, { number: "GA-1999-000001", reason: "x" });
    expect(unknown.body.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await verify(same.certificate.number)).status).toBe("VALID");
  });

  it("refuses revoking a superseded certificate, naming the one that replaced it", async () => {
    const { certificate } = await renamed();
    const { body } = await admin.graphql<{ reissueCertificate: { number: string } }>(REISSUE, {
      number: certificate.number,
      reason: "Name fixed",
    });
    const revoke = await admin.graphql(REVOKE, { number: certificate.number });
    expect(revoke.body.errors?.[0]).toMatchObject({
      message: `This certificate was replaced by ${body.data!.reissueCertificate.number}: revoke that one instead.`,
      extensions: { code: "CONFLICT" },
    });
  });

  it("is for administrators only", async () => {
    const vars = { number: "GA-1999-000001", reason: "x" };
    const asLearner = await learner.graphql(REISSUE, vars);
    expect(asLearner.body.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const anonymous = await app.graphql(REISSUE, vars);
    expect(anonymous.body.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});
