import type { TestApp } from "../../../test/app.js";
import { type Client } from "../../../test/client.js";
import {
  type FactoryUser,
  createCourse,
  createEnrollment,
  createPayment,
  createUser,
  signIn,
} from "../../../test/factories.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { sentenceOf } from "./activity.service.js";
import { LoginAttempt } from "../auth/login-attempt.entity.js";
import { Enrollment, EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { Payment, PaymentStatus } from "../payments/payment.entity.js";
import { type User } from "../users/user.entity.js";
import { adminWorld } from "../../../test/steps/admin.js";

let app: TestApp;
let admin: Client;
let adminUser: FactoryUser;
let learner: Client;

beforeAll(async () => {
  ({ app, admin, adminUser, learner } = await adminWorld());
});
afterAll(() => app.close());

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

interface Dashboard {
  totalUsers: number;
  totalEnrollments: number;
  totalRevenueCents: number;
  activeCourses: number;
  activeUsers: number;
  newEnrollmentsThisMonth: number;
  revenueThisMonthCents: number;
  completionRate: number;
  weekly: {
    weekStart: string;
    revenueCents: number;
    licenceRevenueCents: number;
    enrollments: number;
  }[];
}

async function dashboard(): Promise<Dashboard> {
  const { body } = await admin.graphql<{ adminDashboard: Dashboard }>(`{
    adminDashboard {
      totalUsers totalEnrollments totalRevenueCents activeCourses activeUsers
      newEnrollmentsThisMonth revenueThisMonthCents completionRate
      weekly { weekStart revenueCents licenceRevenueCents enrollments }
    }
  }`);
  expect(body.errors).toBeUndefined();
  return body.data!.adminDashboard;
}

function startOfMonth(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

describe("the admin dashboard", () => {
  it("counts active courses as Active Courses, whatever the enrollments (DECISIONS 8), and enrollments but the cancelled ones", async () => {
    const before = await dashboard();
    const active = [await createCourse(app), await createCourse(app)];
    await createCourse(app, { isActive: false });
    for (let i = 0; i < 3; i++) {
      const user = await createUser(app);
      await createEnrollment(app, user, active[0], { adminEnrolled: true });
    }
    // A cancelled enrollment is not one.
    await createEnrollment(app, await createUser(app), active[1], {
      adminEnrolled: true,
      status: EnrollmentStatus.CANCELLED,
    });
    const after = await dashboard();
    expect(after.activeCourses).toBe(before.activeCourses + 2);
    expect(after.totalEnrollments).toBe(before.totalEnrollments + 3);
    expect(after.totalUsers).toBe(before.totalUsers + 4);
    expect(after.activeCourses).toBe(
      await app.orm.em.fork().count((await import("../courses/course.entity.js")).Course, {
        isActive: true,
      }),
    );
  });

  it("sums payments less refunds into revenue and the weekly series, empty weeks as 0", async () => {
    const before = await dashboard();
    const course = await createCourse(app, { priceCents: 10_000 });
    const buyer = await createUser(app);
    const paid = async (
      cents: number,
      at: Date,
      status = PaymentStatus.SUCCESSFUL,
      refundedCents = 0,
    ) => {
      const { payment } = await createPayment(app, buyer, course, { amountCents: cents, status });
      await app.orm.em
        .fork()
        .nativeUpdate(Payment, { id: payment.id }, { createdAt: at, refundedCents });
    };
    await paid(12_345, new Date());
    await paid(20_000, daysAgo(21));
    await paid(30_000, daysAgo(42));
    await paid(999_999, daysAgo(140));
    await paid(50_000, new Date(), PaymentStatus.FAILED);
    await paid(70_000, new Date(), PaymentStatus.REFUNDED, 70_000);
    // A partial refund: what stays is revenue.
    await paid(10_000, daysAgo(21), PaymentStatus.SUCCESSFUL, 2_500);
    const after = await dashboard();

    expect(after.totalRevenueCents - before.totalRevenueCents).toBe(
      12_345 + 20_000 + 7_500 + 30_000 + 999_999,
    );
    // 42 days ago is always before the 1st of this month; now is always in it.
    const inMonth = daysAgo(21) >= startOfMonth() ? 20_000 + 7_500 : 0;
    expect(after.revenueThisMonthCents - before.revenueThisMonthCents).toBe(12_345 + inMonth);

    expect(after.weekly).toHaveLength(12);
    const mondays = after.weekly.map(week => new Date(week.weekStart));
    expect(mondays.every(day => day.getUTCDay() === 1 && day.getUTCHours() === 0)).toBe(true);
    mondays
      .slice(1)
      .forEach((day, i) => expect(day.getTime() - mondays[i].getTime()).toBe(7 * DAY));
    expect(mondays[11].getTime()).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - mondays[11].getTime()).toBeLessThan(7 * DAY);
    const added = after.weekly.map((week, i) => week.revenueCents - before.weekly[i].revenueCents);
    // This week, 3 weeks back and 6 weeks back; 140 days is outside the 12 weeks.
    expect(added).toEqual([0, 0, 0, 0, 0, 30_000, 0, 0, 27_500, 0, 0, 12_345]);
    // Course sales are not licence fees.
    expect(
      after.weekly.map(
        (week, i) => week.licenceRevenueCents - before.weekly[i].licenceRevenueCents,
      ),
    ).toEqual(Array(12).fill(0));
  });

  it("counts enrollments per week and this month, and the completion rate", async () => {
    const before = await dashboard();
    const course = await createCourse(app);
    const enrolled = async (at: Date, status = EnrollmentStatus.ACTIVE) => {
      const { enrollment } = await createEnrollment(app, await createUser(app), course, {
        adminEnrolled: true,
        status,
      });
      await app.orm.em.fork().nativeUpdate(Enrollment, { id: enrollment.id }, { enrolledAt: at });
    };
    await enrolled(new Date(), EnrollmentStatus.COMPLETED);
    await enrolled(new Date());
    await enrolled(daysAgo(35), EnrollmentStatus.COMPLETED);
    const after = await dashboard();
    const added = after.weekly.map((week, i) => week.enrollments - before.weekly[i].enrollments);
    expect(added).toEqual([0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 2]);
    expect(after.newEnrollmentsThisMonth - before.newEnrollmentsThisMonth).toBe(2);

    const em = app.orm.em.fork();
    const total = await em.count(Enrollment, { status: { $ne: EnrollmentStatus.CANCELLED } });
    const completed = await em.count(Enrollment, { status: EnrollmentStatus.COMPLETED });
    expect(completed).toBeGreaterThan(0);
    expect(after.completionRate).toBe(Math.round((1000 * completed) / total) / 10);
  });

  it("counts as active the users with a successful sign-in in the last 30 days", async () => {
    const before = await dashboard();
    const em = app.orm.em.fork();
    const attempt = (user: User, success: boolean, at: Date) =>
      em.create(LoginAttempt, { user, username: user.username, success, createdAt: at });
    const recent = await createUser(app);
    const stale = await createUser(app);
    const failing = await createUser(app);
    attempt(recent, true, daysAgo(10));
    attempt(recent, true, daysAgo(2));
    attempt(stale, true, daysAgo(31));
    attempt(failing, false, daysAgo(1));
    await em.flush();
    const after = await dashboard();
    expect(after.activeUsers - before.activeUsers).toBe(1);
    // A real sign-in counts too.
    await signIn(app, stale);
    expect((await dashboard()).activeUsers - before.activeUsers).toBe(2);
  });

  it("tells the audit log newest first as sentences, without routine sign-ins", async () => {
    await admin.request("/api/admin/settings/banners", { json: { showDisclaimerBanner: true } });
    const { body } = await admin.graphql<{
      adminRecentActivity: { type: string; message: string; actorUsername: string | null }[];
    }>("{ adminRecentActivity(first: 5) { type message actorUsername createdAt } }");
    const [newest, ...rest] = body.data!.adminRecentActivity;
    expect(newest).toEqual({
      type: "settings.updated",
      message: `${adminUser.username} updated the site banners`,
      actorUsername: adminUser.username,
      createdAt: expect.any(String),
    });
    expect(rest.length).toBeGreaterThan(0);
    expect(body.data!.adminRecentActivity.map(item => item.type)).not.toContain("login.succeeded");
    const bad = await admin.graphql("{ adminRecentActivity(first: 500) { id } }");
    expect(bad.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("gives each event the record it concerns, by its current name, while it exists", async () => {
    const someone = await createUser(app);
    const course = await createCourse(app);
    const { payment } = await createPayment(app, someone, course);
    const record = (type: AuditEventType, details: object, subjectId: number | null = null) =>
      app.orm.em
        .getConnection()
        .execute(
          "insert into audit_events (type, actor_id, subject_id, details) values (?, ?, ?, ?::jsonb)",
          [type, adminUser.id, subjectId, JSON.stringify(details)],
        );
    await record(AuditEventType.UserUpdated, { changes: { firstName: "Bo" } }, someone.id);
    await record(AuditEventType.PaymentRefunded, {
      paymentId: payment.providerPaymentId,
      amountCents: 4999,
    });
    await record(AuditEventType.CourseUpdated, { courseId: course.id, title: "Its old title" });
    await record(AuditEventType.CourseDeleted, { courseId: 999_999_999, title: "Gone" });
    const { body } = await admin.graphql<{
      adminRecentActivity: { type: string; message: string; target: unknown }[];
    }>("{ adminRecentActivity(first: 5) { type message target { kind id label } } }");
    const who = adminUser.username;
    expect(body.data!.adminRecentActivity.slice(0, 4)).toEqual([
      { type: "course.deleted", message: `${who} deleted the course 'Gone'`, target: null },
      {
        type: "course.updated",
        message: `${who} updated the course 'Its old title'`,
        target: { kind: "COURSE", id: course.id, label: course.title },
      },
      {
        type: "payment.refunded",
        message: `${who} refunded $49.99`,
        target: { kind: "PAYMENT", id: payment.id, label: payment.providerPaymentId },
      },
      {
        type: "user.updated",
        message: `${who} updated ${someone.username}'s account`,
        target: { kind: "USER", id: someone.id, label: someone.username },
      },
    ]);
  });

  it("refuses learners the dashboard and the activity", async () => {
    const { body } = await learner.graphql("{ adminDashboard { totalUsers } }");
    expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const activity = await learner.graphql("{ adminRecentActivity { id } }");
    expect(activity.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("the activity sentences", () => {
  it("tell every audit event type in words, never by its key", () => {
    const said = { actor: "amy", subject: "bo", details: {}, courseTitle: "Skip Tracing" };
    const told = Object.values(AuditEventType).map(type => [type, sentenceOf(type, said)]);
    expect(told.filter(([type, sentence]) => sentence.includes(type))).toEqual([]);
  });

  it("name the course and the document an event concerns", () => {
    const said = (details: Record<string, unknown>) => ({
      actor: "amy",
      subject: "bo",
      details,
      courseTitle: "Skip Tracing",
    });
    expect(sentenceOf(AuditEventType.EnrollmentMarkedComplete, said({}))).toBe(
      "amy marked bo's Skip Tracing complete",
    );
    expect(sentenceOf(AuditEventType.LegalDocumentCreated, said({ title: "Terms" }))).toBe(
      "amy published the document 'Terms'",
    );
    expect(sentenceOf(AuditEventType.PaymentRefunded, said({ amountCents: 4999 }))).toBe(
      "amy refunded $49.99",
    );
  });
});
