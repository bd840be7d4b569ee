import { type TestApp, startTestApp } from "../../../test/app.js";
import {
  createCourse,
  createEnrollment,
  createUser,
  signedInAs,
  unique,
} from "../../../test/factories.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { Enrollment } from "../enrollments/enrollment.entity.js";
import { UserStatus } from "../users/user.entity.js";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ demo: false });
});
afterAll(() => app.close());

const ROWS = "line email outcome reason";
const PREVIEW = `query($input: BulkEnrollmentInput!) { previewBulkEnrollment(input: $input) { ${ROWS} } }`;
const ENROLL = `mutation($input: BulkEnrollmentInput!) { adminBulkEnroll(input: $input) { ${ROWS} } }`;
type Row = { line: number; email: string; outcome: string; reason: string | null };

describe("an administrator's bulk enrollment", () => {
  it("previews each row, then enrolls the accounts as grants, once", async () => {
    const course = await createCourse(app);
    const fresh = await createUser(app);
    const enrolled = await createUser(app);
    await createEnrollment(app, enrolled, course);
    const suspended = await createUser(app, { status: UserStatus.SUSPENDED });
    const csv = [
      "first_name,last_name,email",
      `Fresh,One,${fresh.email.toUpperCase()}`,
      `Already,In,${enrolled.email}`,
      `Nobody,Here,nobody-${unique()}@example.com`,
      `Sus,Pended,${suspended.email}`,
      `Fresh,Again,${fresh.email}`,
      "Bad,Email,not-an-email",
    ].join("\n");
    const { client: admin, user: adminUser } = await signedInAs(app, { kind: "admin" });
    const preview = await admin.graphql<{ previewBulkEnrollment: Row[] }>(PREVIEW, {
      input: { courseId: course.id, csv },
    });
    const outcomes = (rows: Row[]) => rows.map(row => [row.line, row.outcome, row.reason]);
    const expected = [
      [2, "ENROLL", null],
      [3, "ALREADY_ENROLLED", null],
      [4, "ERROR", "No account has this email"],
      [5, "ERROR", "The account is not active"],
      [6, "ERROR", "Duplicate of line 2"],
      [7, "ERROR", "Please enter a valid email"],
    ];
    expect(outcomes(preview.body.data!.previewBulkEnrollment)).toEqual(expected);
    expect(await app.orm.em.fork().count(Enrollment, { user: fresh.id })).toBe(0);

    const done = await admin.graphql<{ adminBulkEnroll: Row[] }>(ENROLL, {
      input: { courseId: course.id, csv },
    });
    expect(outcomes(done.body.data!.adminBulkEnroll)).toEqual(expected);
    const enrollment = await app.orm.em
      .fork()
      .findOneOrFail(Enrollment, { user: fresh.id, course: course.id });
    expect([enrollment.adminEnrolled, enrollment.grantedBy?.id]).toEqual([true, adminUser.id]);
    const audit = await app.orm.em
      .fork()
      .findOneOrFail(AuditEvent, { type: AuditEventType.EnrollmentCreated, subject: fresh.id });
    expect(audit.details).toMatchObject({ courseId: course.id, adminEnrolled: true, bulk: true });

    const again = await admin.graphql<{ adminBulkEnroll: Row[] }>(ENROLL, {
      input: { courseId: course.id, csv },
    });
    expect(again.body.data!.adminBulkEnroll[0]).toMatchObject({ outcome: "ALREADY_ENROLLED" });
    expect(await app.orm.em.fork().count(Enrollment, { user: fresh.id })).toBe(1);
  });

  it("refuses a list it cannot read, an unknown course, and anyone but administrators", async () => {
    const course = await createCourse(app);
    const { client: admin } = await signedInAs(app, { kind: "admin" });
    const bad = await admin.graphql(ENROLL, {
      input: { courseId: course.id, csv: "email\nx@example.com" },
    });
    expect(bad.body.errors?.[0].message).toBe(
      "The list's first line must be first_name,last_name,email",
    );
    const none = await admin.graphql(PREVIEW, {
      input: { courseId: 2_000_000_000, csv: "first_name,last_name,email\nA,B,a@example.com" },
    });
    expect(none.body.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const { client: learner } = await signedInAs(app);
    const refused = await learner.graphql(ENROLL, {
      input: { courseId: course.id, csv: "first_name,last_name,email\nA,B,a@example.com" },
    });
    expect(refused.body.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });
});
