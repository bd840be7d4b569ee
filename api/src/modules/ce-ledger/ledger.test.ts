import { type TestApp, startTestApp } from "../../../test/app.js";
import { createCourse, createEnrollment, createUser, signedInAs } from "../../../test/factories.js";
import { Certificate, CertificateStatus } from "../certificates/certificate.entity.js";
import { CourseCategory } from "../courses/course.entity.js";
import { Enrollment, EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { LedgerService } from "./ledger.service.js";
import { RenewalRuleService } from "./renewal-rule.service.js";

const META = { ipAddress: "203.0.113.9", userAgent: "jest" };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ demo: false });
});
afterAll(() => app.close());

const initial = () => createCourse(app, { category: CourseCategory.INITIAL_CERTIFICATION });
const ce = (creditHours: number) =>
  createCourse(app, { category: CourseCategory.CONTINUING_EDUCATION, creditHours });

/** Completes `course` for `user` at `at` (an ISO instant); returns the enrollment id. */
async function complete(
  user: { id: number },
  course: { id: number; priceCents: number },
  at: string,
  status = EnrollmentStatus.COMPLETED,
) {
  const { enrollment } = await createEnrollment(app, user, course);
  await app.orm.em
    .fork()
    .nativeUpdate(Enrollment, { id: enrollment.id }, { completedAt: new Date(at), status });
  return enrollment.id;
}

/** A learner certified on `anchor` (an ISO instant). The rule is the default: 8 h / 24 months. */
async function certifiedLearner(anchor: string) {
  const user = await createUser(app);
  await complete(user, await initial(), anchor);
  return user;
}

const ledger = (userId: number, today: string) =>
  new LedgerService(app.orm.em.fork()).readLedger(userId, today);

describe("the continuing-education ledger", () => {
  it("says there is no initial certification yet, with the rule, when none was completed", async () => {
    const user = await createUser(app);
    await complete(user, await ce(4), "2026-01-10T12:00:00Z");
    expect(await ledger(user.id, "2026-06-01")).toMatchObject({
      hasInitialCertification: false,
      periodStart: null,
      deadline: null,
      hoursEarned: 0,
      hoursRequired: 8,
      hoursMissing: 8,
      periodMonths: 24,
      courses: [],
      beforeCertification: [{ creditHours: 4 }],
    });
  });

  it("names the hours completed before the initial certification, which count in no period", async () => {
    const user = await createUser(app);
    const early = await ce(4);
    const earlyId = await complete(user, early, "2026-01-10T12:00:00Z");
    // Without a certification yet, every completion waits for one.
    expect(await ledger(user.id, "2026-02-01")).toMatchObject({
      hasInitialCertification: false,
      hoursEarned: 0,
      beforeCertification: [{ enrollmentId: earlyId, title: early.title, creditHours: 4 }],
    });

    await complete(user, await initial(), "2026-03-01T09:00:00Z");
    const sameDay = await complete(user, await ce(2), "2026-03-01T18:00:00Z");
    const certified = await ledger(user.id, "2026-06-01");
    expect(certified).toMatchObject({ periodStart: "2026-03-01", hoursEarned: 2 });
    expect(certified.courses.map(c => c.enrollmentId)).toEqual([sameDay]);
    expect(certified.beforeCertification).toEqual([
      {
        enrollmentId: earlyId,
        title: early.title,
        creditHours: 4,
        completedAt: new Date("2026-01-10T12:00:00Z"),
      },
    ]);
  });

  it("counts a completion on the boundary day in the new period and the day before in the old", async () => {
    const user = await certifiedLearner("2024-03-15T09:00:00Z");
    await complete(user, await ce(3), "2026-03-14T23:59:59Z");
    await complete(user, await ce(5), "2026-03-15T00:00:00Z");

    const before = await ledger(user.id, "2026-03-14");
    expect(before).toMatchObject({
      anchorDate: "2024-03-15",
      periodStart: "2024-03-15",
      deadline: "2026-03-14",
      daysLeft: 0,
      hoursEarned: 3,
      hoursMissing: 5,
    });
    expect(before.courses.map(c => c.creditHours)).toEqual([3]);

    const after = await ledger(user.id, "2026-03-15");
    expect(after).toMatchObject({
      periodStart: "2026-03-15",
      deadline: "2028-03-14",
      daysLeft: 730,
      hoursEarned: 5,
      hoursMissing: 3,
    });
  });

  it("clamps a month-end anchor to the end of shorter months without drifting", async () => {
    const user = await certifiedLearner("2023-08-31T15:00:00Z");
    const admin = await createUser(app, { kind: "superAdmin" });
    const setRule = (periodMonths: number) =>
      new RenewalRuleService(app.orm.em.fork()).update(
        { requiredHours: 8, periodMonths },
        admin,
        META,
      );
    await setRule(6);
    try {
      // Aug 31 + 6 months = Feb 29 (2024 is a leap year); + 12 = Aug 31 again, not Aug 29.
      expect(await ledger(user.id, "2024-02-28")).toMatchObject({
        periodStart: "2023-08-31",
        deadline: "2024-02-28",
      });
      expect(await ledger(user.id, "2024-02-29")).toMatchObject({
        periodStart: "2024-02-29",
        deadline: "2024-08-30",
      });
      expect(await ledger(user.id, "2025-03-01")).toMatchObject({
        periodStart: "2025-02-28",
        deadline: "2025-08-30",
      });
    } finally {
      await setRule(24);
    }
  });

  it("anchors on the earliest initial certification and never counts one toward the hours", async () => {
    const user = await certifiedLearner("2025-05-20T10:00:00Z");
    await complete(user, await initial(), "2024-05-20T10:00:00Z");
    const result = await ledger(user.id, "2026-06-01");
    expect(result).toMatchObject({ periodStart: "2026-05-20", hoursEarned: 0 });
  });

  it("leaves out refunded enrollments and revoked certificates, and an unfinished course", async () => {
    const user = await certifiedLearner("2025-01-10T10:00:00Z");
    const counted = await complete(user, await ce(2), "2025-02-01T10:00:00Z");
    await complete(user, await ce(4), "2025-03-01T10:00:00Z", EnrollmentStatus.CANCELLED);
    const revoked = await complete(user, await ce(6), "2025-04-01T10:00:00Z");
    await createEnrollment(app, user, await ce(7));
    const em = app.orm.em.fork();
    em.create(Certificate, {
      number: `GA-2025-9${String(revoked).padStart(5, "0")}`,
      enrollment: revoked,
      user: user.id,
      learnerName: "Fay Factory",
      courseTitle: "Revoked",
      hours: 6,
      completedAt: new Date("2025-04-01T10:00:00Z"),
      issuedAt: new Date(),
      signature: "x",
      status: CertificateStatus.REVOKED,
    });
    await em.flush();

    const result = await ledger(user.id, "2025-06-01");
    expect(result.hoursEarned).toBe(2);
    expect(result.courses.map(c => c.enrollmentId)).toEqual([counted]);
  });

  it("answers the signed-in learner's own ledger over GraphQL", async () => {
    const { user, client } = await signedInAs(app);
    await complete(user, await initial(), new Date(Date.now() - 86_400_000).toISOString());
    const course = await ce(3);
    await complete(user, course, new Date().toISOString());
    const { body } = await client.graphql<{
      myContinuingEducation: { hoursEarned: number; courses: { title: string }[] };
    }>(
      "{ myContinuingEducation { hoursEarned hoursMissing courses { title creditHours } beforeCertification { title } } }",
    );
    expect(body.data!.myContinuingEducation).toMatchObject({
      hoursEarned: 3,
      hoursMissing: 5,
      courses: [{ title: course.title, creditHours: 3 }],
      beforeCertification: [],
    });
  });
});
