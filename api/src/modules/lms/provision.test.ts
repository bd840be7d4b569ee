import { setTimeout as sleep } from "node:timers/promises";
import { type TestApp, startTestApp } from "../../../test/app.js";
import {
  type UserFields,
  createCourse,
  createLegalDocument,
  signIn,
  signedInAs,
} from "../../../test/factories.js";
import { MOODLE_TOKEN, type MoodleFake } from "../../../test/fakes/moodle.js";
import {
  buyCourse,
  enroll,
  payDemo,
  signTyped,
  startPayment,
} from "../../../test/steps/checkout.js";
import { provisioned as provisionedOn } from "../../../test/steps/lms.js";
import { startJobs } from "../../../test/composed.js";
import { startJobs as startKernelJobs } from "../../jobs/start.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { Certificate } from "../certificates/certificate.entity.js";
import { Enrollment, EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { LegalDocumentType } from "../legal/legal-document.entity.js";
import { Notification } from "../systems/notification.entity.js";
import { User } from "../users/user.entity.js";
import { provisionJob } from "./provision.job.js";

let moodle: MoodleFake;
let app: TestApp;
let agreementId: number;

beforeAll(async () => {
  app = await startTestApp({ demo: false, workers: true, lms: true });
  moodle = app.lms;
  agreementId = (await createLegalDocument(app, LegalDocumentType.ENROLLMENT_AGREEMENT)).id;
});
afterAll(async () => {
  await app.close();
});

/**
 * A learner who has just paid for a course linked to Moodle course `moodleCourseId` (on `app`
 * unless another install and its enrollment agreement are given).
 */
async function buy(moodleCourseId: string, fields: UserFields = {}, on = { app, agreementId }) {
  const course = await createCourse(on.app, { moodleCourseId });
  const { user, client } = await signedInAs(on.app, fields);
  const enrollmentId = await buyCourse(client, on.agreementId, course.id);
  return { user, client, course, enrollmentId };
}

/** The enrollment once the background job has given it a link (or after ~30 s without). */
const provisioned = (enrollmentId: number) => provisionedOn(app, enrollmentId);

describe("provisioning a paid enrollment in Moodle", () => {
  it("makes the Moodle user, enrols them and stores the course link, with no other action", async () => {
    const { user, enrollmentId } = await buy("42");
    const enrollment = await provisioned(enrollmentId);
    expect(enrollment).toMatchObject({
      moodleUrl: `${moodle.baseUrl}/course/view.php?id=42`,
      moodleEnrollmentComplete: true,
    });
    const moodleUser = moodle.users.find(candidate => candidate.email === user.email);
    expect(moodleUser).toBeDefined();
    // Without MOODLE_OAUTH_ISSUER_ID: a manual account whose password Moodle makes and mails.
    expect(moodle.createRequests.filter(asked => asked.email === user.email)).toEqual([
      expect.objectContaining({ auth: "manual", createpassword: "1" }),
    ]);
    expect(moodle.enrolments.has(`${moodleUser!.id}:42`)).toBe(true);
    // As a student: the role id MOODLE_STUDENT_ROLE_ID names (5 on a standard site).
    expect(moodle.enrolmentRoles.get(`${moodleUser!.id}:42`)).toBe("5");
    const notes = await app.orm.em.fork().find(Notification, { user: user.id });
    expect(notes.map(note => note.message)).toContainEqual(
      expect.stringContaining("is ready in the learning system"),
    );
  });

  it("gives a learner whose username Moodle would refuse an ASCII one of their own, kept on the user", async () => {
    for (const [username, expected] of [
      [`Müller${Date.now() % 100000}`, /^ga-\d+-muller\d+$/],
      ["Андрей", /^ga-\d+-andrey$/],
    ] as const) {
      const { user, enrollmentId } = await buy("46", { username });
      expect((await provisioned(enrollmentId)).moodleUrl).toContain("id=46");
      const moodleUser = moodle.users.find(candidate => candidate.email === user.email)!;
      expect(moodleUser.username).toMatch(expected);
      expect(moodleUser.username).toBe(`ga-${user.id}-${moodleUser.username.split("-").pop()}`);
      const stored = await app.orm.em.fork().findOneOrFail(User, user.id);
      expect(stored).toMatchObject({
        moodleUserId: moodleUser.id,
        moodleUsername: moodleUser.username,
      });
    }
  });

  it("takes the next free Moodle username when its ga-<id>-<name> ones are held by others", async () => {
    const username = `Jürgen${Date.now() % 100000}`;
    const { user, client } = await signedInAs(app, { username });
    const suffixed = `ga-${user.id}-${username.toLowerCase().replace("ü", "u")}`;
    // Held before the learner needed them: say, accounts registered under those names.
    for (const [i, held] of [suffixed, `${suffixed}-2`].entries()) {
      moodle.users.push({
        id: 9100 + user.id * 10 + i,
        username: held,
        email: `squatter${i}-${user.id}@example.org`,
        firstname: "Squat",
        lastname: "Ter",
      });
    }
    const course = await createCourse(app, { moodleCourseId: "61" });
    await signTyped(client, agreementId, course.id);
    const intent = await startPayment(client, course.id);
    await payDemo(client, intent);
    const { body } = await enroll(client, course.id, intent.id);
    expect((await provisioned(body.data!.enroll.id)).moodleUrl).toContain("id=61");
    const made = moodle.users.find(candidate => candidate.email === user.email)!;
    expect(made.username).toBe(`${suffixed}-3`);
    const stored = await app.orm.em.fork().findOneOrFail(User, user.id);
    expect(stored.moodleUsername).toBe(`${suffixed}-3`);
  });

  it("takes another username when Moodle's plain one is someone else's, and links an account found by email in another case", async () => {
    const taken = `pat${Date.now() % 100000}`;
    moodle.users.push({
      id: 9000,
      username: taken,
      email: "someone-else@example.org",
      firstname: "Other",
      lastname: "Person",
    });
    const first = await buy("47", { username: taken });
    expect((await provisioned(first.enrollmentId)).moodleUrl).toContain("id=47");
    const made = moodle.users.find(candidate => candidate.email === first.user.email)!;
    expect(made.username).toBe(`ga-${first.user.id}-${taken}`);

    // The portal keeps the address as typed; Moodle has it in lower case.
    const email = `Case.${taken}@Example.com`;
    moodle.users.push({
      id: 9001,
      username: `case${taken}`,
      email: email.toLowerCase(),
      firstname: "Case",
      lastname: "Learner",
    });
    const second = await buy("48", { username: `case_${taken}`, email });
    expect((await provisioned(second.enrollmentId)).moodleUrl).toContain("id=48");
    expect(moodle.enrolments.has("9001:48")).toBe(true);
    expect(
      moodle.users.filter(user => user.email.toLowerCase() === email.toLowerCase()),
    ).toHaveLength(1);

    // A changed email here does not lose the Moodle account: the stored id is used.
    await app.orm.em.fork().nativeUpdate(User, second.user.id, { email: `new.${email}` });
    const course = await createCourse(app, { moodleCourseId: "49" });
    const client = await signIn(app, second.user);
    await signTyped(client, agreementId, course.id);
    await payDemo(client, await startPayment(client, course.id));
    const third = await app.orm.em
      .fork()
      .findOneOrFail(Enrollment, { user: second.user.id, course: course.id });
    expect((await provisioned(third.id)).moodleUrl).toContain("id=49");
    expect(moodle.enrolments.has("9001:49")).toBe(true);
  });

  it("retries after Moodle refuses or is down, until the learner has access", async () => {
    moodle.refuseNext("dmlwriteexception");
    const first = await buy("43");
    moodle.down = true;
    const callsBefore = moodle.calls.length;
    const second = await buy("44");
    // Down until a job has met the outage (it is retried after).
    while (moodle.calls.length === callsBefore) await sleep(50);
    moodle.down = false;
    const [one, two] = await Promise.all([
      provisioned(first.enrollmentId),
      provisioned(second.enrollmentId),
    ]);
    expect(one.moodleUrl).toBe(`${moodle.baseUrl}/course/view.php?id=43`);
    expect(two.moodleUrl).toBe(`${moodle.baseUrl}/course/view.php?id=44`);
  }, 60_000);
});

describe("a restart in the middle of provisioning", () => {
  let idle: TestApp;
  beforeAll(async () => {
    // This app only queues jobs; the workers below stand for two runs of the product.
    idle = await startTestApp({
      demo: false,
      workers: false,
      env: { LMS_URL: moodle.baseUrl, LMS_TOKEN: MOODLE_TOKEN },
    });
  });
  afterAll(() => idle.close());

  it("hands the running job back when the workers stop, and the next run finishes it", async () => {
    const deps = { orm: idle.orm, config: idle.config };
    const run = (onError: (error: Error) => void) =>
      startJobs(idle.databaseUrl, deps, { workers: true, onError, stopTimeoutMs: 500 });
    const agreement = await createLegalDocument(idle, LegalDocumentType.ENROLLMENT_AGREEMENT);
    const { enrollmentId } = await buy("45", {}, { app: idle, agreementId: agreement.id });

    // The first run's worker is inside its Moodle call when the product stops.
    moodle.hang = true;
    const callsBefore = moodle.calls.length;
    const first = await run(() => undefined);
    while (moodle.calls.length === callsBefore) await sleep(50);
    await first.stop();
    moodle.hang = false;

    const second = await run(error => console.error("background job error", error));
    try {
      for (let i = 0; i < 300; i++) {
        const enrollment = await idle.orm.em.fork().findOneOrFail(Enrollment, enrollmentId);
        if (enrollment.moodleUrl) break;
        await sleep(100);
      }
      const enrollment = await idle.orm.em.fork().findOneOrFail(Enrollment, enrollmentId);
      expect(enrollment.moodleUrl).toBe(`${moodle.baseUrl}/course/view.php?id=45`);
    } finally {
      await second.stop();
    }
  }, 60_000);
});

describe("when every retry fails", () => {
  let quiet: TestApp;
  beforeAll(async () => {
    // Its own workers below run the provision job with one quick retry instead of ten.
    quiet = await startTestApp({
      demo: false,
      workers: false,
      env: { LMS_URL: moodle.baseUrl, LMS_TOKEN: MOODLE_TOKEN },
    });
  });
  afterAll(() => quiet.close());

  const MY_COURSES = "{ myEnrollments { id moodleUrl accessFailedAt } }";
  const RETRY = "mutation($id: Int!) { adminRetryCourseAccess(enrollmentId: $id) { id } }";

  it("tells the learner and the team, and an administrator's Retry access opens it (audited)", async () => {
    const quick = { ...provisionJob, retryLimit: 1, retryDelay: 1 };
    const workers = await startKernelJobs(
      quiet.databaseUrl,
      [quick],
      { orm: quiet.orm, config: quiet.config },
      { workers: true, onError: () => undefined },
    );
    try {
      moodle.down = true;
      const agreement = await createLegalDocument(quiet, LegalDocumentType.ENROLLMENT_AGREEMENT);
      const on = { app: quiet, agreementId: agreement.id };
      const { user, client, course, enrollmentId } = await buy("49", {}, on);

      const failed = await waitFor(quiet, async em => {
        const row = await em.findOneOrFail(Enrollment, enrollmentId);
        return row.accessFailedAt ? row : null;
      });
      expect(failed.moodleUrl).toBeNull();
      const mine = await client.graphql<{ myEnrollments: { accessFailedAt: string }[] }>(
        MY_COURSES,
      );
      expect(mine.body.data!.myEnrollments).toEqual([
        { id: enrollmentId, moodleUrl: null, accessFailedAt: failed.accessFailedAt!.toISOString() },
      ]);
      const notices = await quiet.orm.em.fork().find(Notification, { user: user.id });
      expect(notices.map(notice => notice.message)).toContain(
        `We could not open your course access yet. Our team has been told. (${course.title})`,
      );

      // The team: Event Verification lists it, the user's row offers Retry access.
      const { client: admin, user: adminUser } = await signedInAs(quiet, { kind: "admin" });
      const checks = await admin.graphql<{
        enrollmentVerification: { anomalies: { key: string; reason: string }[] };
      }>("{ enrollmentVerification(fresh: true) { anomalies { key reason } } }");
      const listed = checks.body.data!.enrollmentVerification.anomalies.find(
        anomaly => anomaly.key === `enrollment.lms-failed:${enrollmentId}`,
      );
      expect(listed?.reason).toMatch(/failed at every retry; provisioning gave up at /);
      const rows = await admin.graphql<{
        adminUsers: { edges: { node: { accessFailedEnrollmentIds: number[] } }[] };
      }>(
        `{ adminUsers(filter: { search: "${user.username}" }) { edges { node { accessFailedEnrollmentIds } } } }`,
      );
      expect(rows.body.data!.adminUsers.edges).toEqual([
        { node: { accessFailedEnrollmentIds: [enrollmentId] } },
      ]);

      // A learner may not ask for it; an administrator may, once Moodle is back.
      const refused = await client.graphql(RETRY, { id: enrollmentId });
      expect(refused.body.errors?.[0].extensions?.code).toBe("FORBIDDEN");
      moodle.down = false;
      const retried = await admin.graphql(RETRY, { id: enrollmentId });
      expect(retried.body).toEqual({ data: { adminRetryCourseAccess: { id: enrollmentId } } });
      const opened = await waitFor(quiet, async em => {
        const row = await em.findOneOrFail(Enrollment, enrollmentId);
        return row.moodleUrl ? row : null;
      });
      expect(opened.moodleUrl).toBe(`${moodle.baseUrl}/course/view.php?id=49`);
      expect(opened.accessFailedAt).toBeNull();
      const audited = await quiet.orm.em.fork().find(AuditEvent, {
        type: AuditEventType.EnrollmentAccessRetried,
      });
      expect(audited).toMatchObject([
        {
          actor: { id: adminUser.id },
          subject: { id: user.id },
          details: {
            enrollmentId,
            courseId: course.id,
            failedAt: failed.accessFailedAt!.toISOString(),
          },
        },
      ]);
      const again = await admin.graphql(RETRY, { id: enrollmentId });
      expect(again.body.errors?.[0]).toMatchObject({
        message: "This learner has course access already.",
        extensions: { code: "CONFLICT" },
      });
    } finally {
      moodle.down = false;
      await workers.stop();
    }
  }, 60_000);
});

describe("the demo learning system (no LMS_URL, outside production)", () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await startTestApp({ demo: false, workers: true });
  });
  afterAll(() => demo.close());

  const COMPLETE = "mutation($courseId: Int!) { completeDemoCourse(courseId: $courseId) { id } }";

  it("opens the course on the portal's demo page, and Complete this course earns the certificate", async () => {
    const agreement = await createLegalDocument(demo, LegalDocumentType.ENROLLMENT_AGREEMENT);
    const course = await createCourse(demo);
    const { user, client } = await signedInAs(demo);
    const { client: stranger } = await signedInAs(demo);
    await signTyped(client, agreement.id, course.id);
    const intent = await startPayment(client, course.id);
    await payDemo(client, intent);
    const enrollment = await waitFor(demo, async em => {
      const row = await em.findOne(Enrollment, { user: user.id, course: course.id });
      return row?.moodleUrl ? row : null;
    });
    expect(enrollment.moodleUrl).toBe(`/demo-lms/courses/${course.id}`);
    expect(await (await demo.request("/healthz")).json()).toEqual({
      status: "ok",
      learningSystem: "demo",
    });

    // Only the learner with access completes it.
    const refused = await stranger.graphql(COMPLETE, { courseId: course.id });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: "You have no access to this course yet.",
      extensions: { code: "NOT_FOUND" },
    });
    const done = await client.graphql(COMPLETE, { courseId: course.id });
    expect(done.body.data).toEqual({ completeDemoCourse: { id: enrollment.id } });
    const again = await client.graphql(COMPLETE, { courseId: course.id });
    expect(again.body.data).toEqual({ completeDemoCourse: { id: enrollment.id } });

    const certificate = await waitFor(demo, em =>
      em.findOne(Certificate, { enrollment: enrollment.id }),
    );
    expect(certificate.number).toMatch(/^GA-\d{4}-/);
    const completed = await demo.orm.em.fork().findOneOrFail(Enrollment, enrollment.id);
    expect(completed.status).toBe(EnrollmentStatus.COMPLETED);
    expect(await demo.orm.em.fork().count(Certificate, { enrollment: enrollment.id })).toBe(1);
  }, 60_000);

  it("is off where Moodle is the learning system", async () => {
    expect(await (await app.request("/healthz")).json()).toEqual({
      status: "ok",
      learningSystem: "moodle",
    });
    const { client } = await signedInAs(app);
    const { body } = await client.graphql(COMPLETE, { courseId: 1 });
    expect(body.errors?.[0]).toMatchObject({
      message: "The demo learning system is off: this install uses Moodle.",
      extensions: { code: "BAD_REQUEST" },
    });
  });
});

/** What `find` answers once it answers something (polled every 100 ms, for up to 30 s). */
async function waitFor<T>(
  on: TestApp,
  find: (em: TestApp["orm"]["em"]) => Promise<T | null>,
): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const found = await find(on.orm.em.fork());
    if (found) return found;
    await sleep(100);
  }
  throw new Error("nothing turned up in 30 s");
}
