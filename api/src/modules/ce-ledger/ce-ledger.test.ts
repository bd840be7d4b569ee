import { type TestApp, startTestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import { createCourse, createEnrollment, createUser, signedInAs } from "../../../test/factories.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { CourseCategory } from "../courses/course.entity.js";
import { Enrollment, EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { OutboxMail } from "../mail/outbox-mail.entity.js";
import type { JobDeps } from "../../jobs/deps.js";
import { User, UserStatus } from "../users/user.entity.js";
import { sendRenewalReminders } from "./reminders.job.js";

let app: TestApp;
let admin: Client;
let superAdmin: Client;
let learner: Client;
beforeAll(async () => {
  app = await startTestApp({ demo: false });
  admin = (await signedInAs(app, { kind: "admin" })).client;
  superAdmin = (await signedInAs(app, { kind: "superAdmin" })).client;
  learner = (await signedInAs(app)).client;
});
afterAll(() => app.close());

const DAY = 86_400_000;
const day = (at: Date) => at.toISOString().slice(0, 10);

/**
 * A learner certified so that, with the default rule (8 hours / 24 months), the current
 * period's deadline is `daysLeft` days after `today`; `earned` CE hours completed in it.
 */
async function learnerDue(daysLeft: number, earned = 0, names: { firstName?: string } = {}) {
  const now = new Date();
  const anchor = new Date(
    Date.UTC(now.getUTCFullYear() - 2, now.getUTCMonth(), now.getUTCDate() + daysLeft + 1, 12),
  );
  const user = await createUser(app, names);
  const complete = async (category: CourseCategory, creditHours: number, at: Date) => {
    const course = await createCourse(app, { category, creditHours });
    const { enrollment } = await createEnrollment(app, user, course);
    await app.orm.em
      .fork()
      .nativeUpdate(
        Enrollment,
        { id: enrollment.id },
        { completedAt: at, status: EnrollmentStatus.COMPLETED },
      );
  };
  await complete(CourseCategory.INITIAL_CERTIFICATION, 40, anchor);
  if (earned)
    await complete(CourseCategory.CONTINUING_EDUCATION, earned, new Date(anchor.getTime() + DAY));
  return user;
}

/** A queue stand-in: queueMail's send job is recorded, the outbox row is real. */
const deps = (): JobDeps => ({
  orm: app.orm,
  config: app.config,
  jobs: { send: async () => null } as unknown as NonNullable<JobDeps["jobs"]>,
});

const remindersOf = (email: string) =>
  app.orm.em.fork().find(OutboxMail, { recipient: email, kind: "ce.renewal_reminder" });

const inDays = (n: number) => day(new Date(Date.now() + n * DAY));

describe("renewal reminders", () => {
  it("sends the passed threshold once, even when the job runs twice at once", async () => {
    const user = await learnerDue(45, 3);
    await Promise.all([sendRenewalReminders(deps()), sendRenewalReminders(deps())]);
    await sendRenewalReminders(deps());
    const mails = await remindersOf(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^5 continuing-education hours due by /);
    expect(mails[0].textBody).toContain("you need 5 more continuing-education hours by");
    expect(mails[0].textBody).toContain("{portal}/dashboard");
  });

  it("sends each threshold as it passes, and never an older one after a newer", async () => {
    const user = await learnerDue(45);
    await sendRenewalReminders(deps(), inDays(-20)); // 65 days left: nothing yet
    expect(await remindersOf(user.email)).toHaveLength(0);
    await sendRenewalReminders(deps(), inDays(0)); // 45 days left: the 60-day reminder
    await sendRenewalReminders(deps(), inDays(40)); // 5 days left: missed 30, sends 7
    await sendRenewalReminders(deps(), inDays(20)); // a late run at 25 days: no 30 after 7
    const keys = (await remindersOf(user.email)).map(mail => mail.dedupeKey.split(":").at(-1));
    expect(keys.sort()).toEqual(["60", "7"]);
  });

  it("sends nothing to a suspended learner or one who turned email notifications off", async () => {
    const suspended = await learnerDue(45);
    const quiet = await learnerDue(45);
    const em = app.orm.em.fork();
    await em.nativeUpdate(User, suspended.id, { status: UserStatus.SUSPENDED });
    await em.nativeUpdate(User, quiet.id, { emailNotifications: false });
    await sendRenewalReminders(deps());
    expect(await remindersOf(suspended.email)).toHaveLength(0);
    expect(await remindersOf(quiet.email)).toHaveLength(0);
  });

  it("sends nothing to a learner whose hours are complete", async () => {
    const user = await learnerDue(5, 8);
    await sendRenewalReminders(deps());
    expect(await remindersOf(user.email)).toHaveLength(0);
  });
});

describe("the renewal rule", () => {
  const UPDATE = `mutation($input: RenewalRuleInput!) {
    updateRenewalRule(input: $input) { requiredHours periodMonths } }`;

  it("is changed by a super administrator only, audited", async () => {
    const refused = await admin.graphql(UPDATE, { input: { requiredHours: 12, periodMonths: 36 } });
    expect(refused.body.errors?.[0].extensions?.code).toBe("FORBIDDEN");

    const done = await superAdmin.graphql(UPDATE, {
      input: { requiredHours: 12, periodMonths: 36 },
    });
    expect(done.body.data).toEqual({ updateRenewalRule: { requiredHours: 12, periodMonths: 36 } });
    const read = await admin.graphql("{ renewalRule { requiredHours periodMonths } }");
    expect(read.body.data).toEqual({ renewalRule: { requiredHours: 12, periodMonths: 36 } });
    const audit = await app.orm.em
      .fork()
      .find(AuditEvent, { type: AuditEventType.SettingsUpdated }, { orderBy: { id: "desc" } });
    expect(audit[0].details).toEqual({
      renewalRule: {
        before: { requiredHours: 8, periodMonths: 24 },
        after: { requiredHours: 12, periodMonths: 36 },
      },
    });
    await superAdmin.graphql(UPDATE, { input: { requiredHours: 8, periodMonths: 24 } });
  });

  it.each([
    [
      { requiredHours: 0, periodMonths: 24 },
      "Required hours must be a whole number from 1 to 1000",
    ],
    [
      { requiredHours: 1001, periodMonths: 24 },
      "Required hours must be a whole number from 1 to 1000",
    ],
    [
      { requiredHours: 8, periodMonths: 0 },
      "Period must be a whole number of months from 1 to 120",
    ],
    [
      { requiredHours: 8, periodMonths: 121 },
      "Period must be a whole number of months from 1 to 120",
    ],
  ])("refuses %j with a clear message", async (input, message) => {
    const { body } = await superAdmin.graphql(UPDATE, { input });
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
  });
});

describe("the renewals due report", () => {
  const REPORT = `query($filter: RenewalsDueFilter, $first: Int, $after: String) {
    renewalsDue(filter: $filter, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor }
      edges { node { userId username deadline daysLeft hoursEarned hoursMissing } } } }`;
  type Report = {
    renewalsDue: {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      edges: { node: { userId: number; daysLeft: number; hoursMissing: number } }[];
    };
  };
  const ids = (body: { data?: Report | null }) =>
    body.data!.renewalsDue.edges.map(edge => edge.node.userId);

  it("lists learners with hours missing whose deadline is within the days ahead, nearest first", async () => {
    const soon = await learnerDue(10, 2);
    const later = await learnerDue(50);
    const far = await learnerDue(90);
    const done = await learnerDue(10, 8);
    const search = (text: string, daysAhead?: number) =>
      admin.graphql<Report>(REPORT, { filter: { search: text, daysAhead } });

    const { body } = await admin.graphql<Report>(REPORT, {});
    const shown = ids(body);
    expect(shown).toEqual(expect.arrayContaining([soon.id, later.id]));
    expect(shown).not.toContain(far.id);
    expect(shown).not.toContain(done.id);
    expect(shown.indexOf(soon.id)).toBeLessThan(shown.indexOf(later.id));
    const row = body.data!.renewalsDue.edges.find(edge => edge.node.userId === soon.id)!.node;
    expect(row).toMatchObject({ daysLeft: 10, hoursMissing: 6 });

    expect(ids((await search(far.username, 100)).body)).toEqual([far.id]);
    expect(ids((await search(later.username, 30)).body)).toEqual([]);
    const bad = await admin.graphql(REPORT, { filter: { daysAhead: -1 } });
    expect(bad.body.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("pages by keyset without repeats", async () => {
    for (let i = 0; i < 3; i++) await learnerDue(20 + i);
    const first = await admin.graphql<Report>(REPORT, { first: 2 });
    const page = first.body.data!.renewalsDue;
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await admin.graphql<Report>(REPORT, {
      first: 100,
      after: page.pageInfo.endCursor,
    });
    const all = [...ids(first.body), ...ids(next.body)];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(page.totalCount);
  });

  it("exports the rows as CSV with formulas escaped, for administrators only", async () => {
    const user = await learnerDue(15, 1, { firstName: "=HYPERLINK(1)" });
    const path = `/api/admin/renewals-due/export.csv?days=30&q=${user.username}`;
    expect((await app.request(path)).status).toBe(401);
    expect((await learner.request(path)).status).toBe(403);
    const csv = await admin.request(path);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toMatch(/renewals-due-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = (await csv.text()).trim().split("\n");
    expect(lines[0]).toBe(
      "user_id,username,full_name,email,period_start,deadline,days_left,hours_earned,hours_required,hours_missing",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${user.id},${user.username},'=HYPERLINK(1) Factory,`);
    expect(lines[1]).toMatch(/,15,1,8,7$/);
    const bad = await admin.request("/api/admin/renewals-due/export.csv?days=abc");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ requestId: expect.any(String) });
  });

  it("is refused to learners", async () => {
    const { body } = await learner.graphql(REPORT, {});
    expect(body.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });
});

describe("courses' credit hours and category", () => {
  const CREATE = `mutation($input: AdminCourseInput!) {
    adminCreateCourse(input: $input) { id hours creditHours category } }`;
  const input = { title: "CE course", description: "Counts.", hours: 6 };

  it("defaults to continuing education earning the course's hours, and takes both when given", async () => {
    const plain = await admin.graphql(CREATE, { input });
    expect(plain.body.data).toMatchObject({
      adminCreateCourse: { hours: 6, creditHours: 6, category: "CONTINUING_EDUCATION" },
    });
    const given = await admin.graphql(CREATE, {
      input: { ...input, creditHours: 0, category: "INITIAL_CERTIFICATION" },
    });
    expect(given.body.data).toMatchObject({
      adminCreateCourse: { creditHours: 0, category: "INITIAL_CERTIFICATION" },
    });
  });

  it("refuses negative credit hours with the form's words", async () => {
    const { body } = await admin.graphql(CREATE, { input: { ...input, creditHours: -1 } });
    expect(body.errors?.[0]).toMatchObject({
      message: "Credit hours must be 0 or more",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });
});
