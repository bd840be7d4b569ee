import { setTimeout as sleep } from "node:timers/promises";
import { type TestApp, startTestApp } from "../../../test/app.js";
import { signedInAs } from "../../../test/factories.js";
import type { Client } from "../../../test/client.js";
import type { MoodleFake } from "../../../test/fakes/moodle.js";
import { jobsSettled } from "../../../test/jobs.js";
import { certificateSteps } from "../../../test/steps/certificates.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { Enrollment } from "../enrollments/enrollment.entity.js";
import type { JobDeps } from "../../jobs/deps.js";
import { Certificate } from "./certificate.entity.js";
import { CertificateService, ISSUE_JOB } from "./certificates.service.js";
import { COMPLETION_JOB } from "../enrollments/enrollment.service.js";
import { completionJob, completionSweepJob } from "./completion.job.js";

let moodle: MoodleFake;
let app: TestApp;
let admin: Client;

beforeAll(async () => {
  app = await startTestApp({ demo: false, workers: true, lms: true });
  moodle = app.lms;
  admin = (await signedInAs(app, { kind: "admin" })).client;
});
afterAll(async () => {
  await app.close();
});

const { provisionedLearner } = certificateSteps(() => app);

async function certificateOf(enrollmentId: number, waitMs = 20_000) {
  for (let waited = 0; waited < waitMs; waited += 100) {
    const found = await app.orm.em.fork().findOne(Certificate, { enrollment: enrollmentId });
    if (found) return found;
    await sleep(100);
  }
  return null;
}

const MY_ENROLLMENTS = "{ myEnrollments { id status completedAt } }";

/** A queue stand-in that records what would be queued, for running a job by hand. */
function recordingDeps() {
  const sent: { name: string; data: object }[] = [];
  const jobs = {
    send: async (name: string, data: object) => {
      sent.push({ name, data });
      return null;
    },
  } as unknown as NonNullable<JobDeps["jobs"]>;
  return { deps: { orm: app.orm, config: app.config, jobs }, sent };
}

describe("completion from the learning system", () => {
  it("completes the enrollment when the dashboard loads and Moodle says so, and issues one certificate", async () => {
    const { user, client, enrollmentId, moodleCourseId } = await provisionedLearner();
    moodle.complete(user.email, moodleCourseId);

    expect((await client.graphql(MY_ENROLLMENTS)).status).toBe(200);
    const certificate = await certificateOf(enrollmentId);
    expect(certificate).not.toBeNull();
    expect(certificate!.number).toMatch(
      new RegExp(`^GA-${new Date().getUTCFullYear()}-[0-9A-Z]{8}[0-9A-Z*~$=]$`),
    );
    expect(certificate!.learnerName).toBe(`${user.firstName} ${user.lastName}`);
    expect(certificate!.hours).toBe(12);
    expect(certificate!.expiresAt).toBeNull();

    const { body } = await client.graphql<{
      myEnrollments: { id: number; status: string; completedAt: string | null }[];
    }>(MY_ENROLLMENTS);
    expect(body.data!.myEnrollments[0]).toMatchObject({ id: enrollmentId, status: "COMPLETED" });
    expect(body.data!.myEnrollments[0].completedAt).not.toBeNull();
  }, 30_000);

  it("asks Moodle at most once per enrollment in ten minutes however often the dashboard loads", async () => {
    const { client } = await provisionedLearner();
    const count = () =>
      moodle.calls.filter(call => call === "core_completion_get_course_completion_status").length;
    const before = count();
    for (let i = 0; i < 4; i++) await client.graphql(MY_ENROLLMENTS);
    // A load queues its check before it answers: once the queue has run them all, any second
    // question would have been asked.
    await jobsSettled(app.orm, COMPLETION_JOB);
    expect(count() - before).toBe(1);
  }, 30_000);

  it("sends no completion check on a second dashboard load within ten minutes, and one after", async () => {
    const { client, enrollmentId } = await provisionedLearner();
    // What the app's queue is asked to send, passed on to it.
    const send = app.jobs.send;
    const checked: number[] = [];
    app.jobs.send = (name, data, options) => {
      if (name === COMPLETION_JOB) checked.push((data as { enrollmentId: number }).enrollmentId);
      return send.call(app.jobs, name, data, options);
    };
    const checksSent = () => checked.filter(id => id === enrollmentId).length;
    try {
      await client.graphql(MY_ENROLLMENTS);
      expect(checksSent()).toBe(1);
      await client.graphql(MY_ENROLLMENTS);
      expect(checksSent()).toBe(1);

      // Ten minutes and a second later, as far as the enrollment knows.
      const em = app.orm.em.fork();
      const { completionCheckedAt } = await em.findOneOrFail(Enrollment, enrollmentId);
      expect(completionCheckedAt).not.toBeNull();
      await em.nativeUpdate(Enrollment, enrollmentId, {
        completionCheckedAt: new Date(completionCheckedAt!.getTime() - 601_000),
      });
      await client.graphql(MY_ENROLLMENTS);
      expect(checksSent()).toBe(2);
    } finally {
      app.jobs.send = send;
    }
  }, 30_000);

  it("queues a check for every provisioned enrollment in progress on the daily sweep", async () => {
    const inProgress = await provisionedLearner();
    const done = await provisionedLearner();
    await app.orm.em
      .fork()
      .nativeUpdate(Enrollment, done.enrollmentId, { completedAt: new Date() });
    const { deps, sent } = recordingDeps();
    await completionSweepJob.run({}, deps);
    const checked = sent.map(job => (job.data as { enrollmentId: number }).enrollmentId);
    expect(sent.every(job => job.name === COMPLETION_JOB)).toBe(true);
    expect(checked).toContain(inProgress.enrollmentId);
    expect(checked).not.toContain(done.enrollmentId);
  });

  it("leaves an enrollment in progress while Moodle says it is not complete", async () => {
    const { enrollmentId } = await provisionedLearner();
    const { deps, sent } = recordingDeps();
    await completionJob.run({ enrollmentId }, deps);
    const enrollment = await app.orm.em.fork().findOneOrFail(Enrollment, enrollmentId);
    expect(enrollment.completedAt ?? null).toBeNull();
    expect(sent).toEqual([]);
  });

  it("takes Moodle's refusals about the course, the role or the enrolment as not complete, and does not fail", async () => {
    // Each reason a configuration fault keeps on the enrollment (null: simply not complete).
    const cases: [string | null, (moodleCourseId: string) => void][] = [
      ["completion_off", () => (moodle.completionTracking = false)],
      [
        null,
        id =>
          [...moodle.enrolments].forEach(k => k.endsWith(`:${id}`) && moodle.enrolments.delete(k)),
      ],
      ["role_groups", () => moodle.refuseNext("accessdenied")],
      ["no_criteria", () => moodle.refuseNext("nocriteriaset")],
    ];
    for (const [reason, arrange] of cases) {
      const { user, enrollmentId, moodleCourseId } = await provisionedLearner();
      moodle.complete(user.email, moodleCourseId);
      arrange(moodleCourseId);
      const { deps, sent } = recordingDeps();
      try {
        await expect(completionJob.run({ enrollmentId }, deps)).resolves.toBeUndefined();
      } finally {
        moodle.completionTracking = true;
      }
      const enrollment = await app.orm.em.fork().findOneOrFail(Enrollment, enrollmentId);
      expect([
        enrollment.completedAt ?? null,
        enrollment.completionUnavailable ?? null,
        sent,
      ]).toEqual([null, reason, []]);
    }
  });

  it("records the time Moodle says the course was completed, not when the portal asked", async () => {
    const { user, enrollmentId, moodleCourseId } = await provisionedLearner();
    const finished = new Date("2026-11-20T10:15:00.000Z");
    moodle.complete(user.email, moodleCourseId, finished);
    const { deps, sent } = recordingDeps();
    await completionJob.run({ enrollmentId }, deps);
    const enrollment = await app.orm.em.fork().findOneOrFail(Enrollment, enrollmentId);
    expect(enrollment.completedAt).toEqual(finished);
    expect(sent.map(job => job.name)).toEqual([ISSUE_JOB]);
  });

  it("issues exactly one certificate when the completion check and the issue run twice at once", async () => {
    const { user, enrollmentId, moodleCourseId } = await provisionedLearner();
    moodle.complete(user.email, moodleCourseId);
    const { deps, sent } = recordingDeps();
    await Promise.all([
      completionJob.run({ enrollmentId }, deps),
      completionJob.run({ enrollmentId }, deps),
    ]);
    // One run completed it; the other found it complete and queued nothing.
    expect(sent).toEqual([{ name: ISSUE_JOB, data: { enrollmentId } }]);
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        new CertificateService(app.orm.em.fork(), app).issueCertificate(enrollmentId),
      ),
    );
    expect(new Set(results.map(row => row?.number)).size).toBe(1);
    expect(await app.orm.em.fork().count(Certificate, { enrollment: enrollmentId })).toBe(1);
  }, 30_000);
});

describe("an administrator marking an enrollment complete", () => {
  const MARK = `mutation($id: Int!, $note: String!) {
    markEnrollmentComplete(enrollmentId: $id, note: $note) { id status completedAt }
  }`;

  it("completes it with a note, audited, and the queue issues its certificate", async () => {
    const { user, enrollmentId } = await provisionedLearner();
    const { body } = await admin.graphql(MARK, { id: enrollmentId, note: "Finished on paper" });
    expect(body.data).toMatchObject({
      markEnrollmentComplete: { id: enrollmentId, status: "COMPLETED" },
    });
    const audit = await app.orm.em
      .fork()
      .findOne(AuditEvent, { type: AuditEventType.EnrollmentMarkedComplete, subject: user.id });
    expect(audit?.details).toMatchObject({ enrollmentId, note: "Finished on paper" });
    expect(await certificateOf(enrollmentId)).not.toBeNull();

    const again = await admin.graphql(MARK, { id: enrollmentId, note: "again" });
    expect(again.body.errors?.[0].extensions?.code).toBe("CONFLICT");
  }, 30_000);

  it("refuses an empty note with BAD_USER_INPUT", async () => {
    const { enrollmentId } = await provisionedLearner();
    const { body } = await admin.graphql(MARK, { id: enrollmentId, note: " " });
    expect(body.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });
});
