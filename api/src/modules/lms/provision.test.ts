import { setTimeout as sleep } from "node:timers/promises";
import { type TestApp, startTestApp } from "../../../test/app.js";
import { createCourse, createLegalDocument, signedInAs } from "../../../test/factories.js";
import { MOODLE_TOKEN, MoodleFake } from "../../../test/fakes/moodle.js";
import { enroll, payDemo, signTyped, startPayment } from "../../../test/steps/checkout.js";
import { startJobs } from "../../../test/composed.js";
import { Enrollment } from "../enrollments/enrollment.entity.js";
import { LegalDocumentType } from "../legal/legal-document.entity.js";
import { Notification } from "../systems/notification.entity.js";

let moodle: MoodleFake;
let app: TestApp;
let agreementId: number;

beforeAll(async () => {
  moodle = await new MoodleFake().start();
  app = await startTestApp({
    demo: false,
    workers: true,
    env: { LMS_URL: moodle.baseUrl, LMS_TOKEN: MOODLE_TOKEN },
  });
  agreementId = (await createLegalDocument(app, LegalDocumentType.EnrollmentAgreement)).id;
});
afterAll(async () => {
  await app.close();
  await moodle.close();
});

/** A learner who has just paid for a course linked to Moodle course `moodleCourseId`. */
async function buy(moodleCourseId: string) {
  const course = await createCourse(app, { moodleCourseId });
  const { user, client } = await signedInAs(app);
  await signTyped(client, agreementId, course.id);
  const intent = await startPayment(client, course.id);
  await payDemo(client, intent);
  const { body } = await enroll(client, course.id, intent.id);
  return { user, enrollmentId: body.data!.enroll.id };
}

/** The enrollment once the background job has given it a link (or after ~30 s without). */
async function provisioned(enrollmentId: number) {
  for (let i = 0; i < 300; i++) {
    const enrollment = await app.orm.em.fork().findOneOrFail(Enrollment, enrollmentId);
    if (enrollment.moodleUrl) return enrollment;
    await sleep(100);
  }
  return app.orm.em.fork().findOneOrFail(Enrollment, enrollmentId);
}

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
    expect(moodle.enrolments.has(`${moodleUser!.id}:42`)).toBe(true);
    const notes = await app.orm.em.fork().find(Notification, { user: user.id });
    expect(notes.map(note => note.message)).toContainEqual(
      expect.stringContaining("is ready in the learning system"),
    );
  });

  it("retries after Moodle refuses or is down, until the learner has access", async () => {
    moodle.refuseNext("dmlwriteexception");
    const first = await buy("43");
    moodle.down = true;
    const second = await buy("44");
    await sleep(2500);
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
    const agreement = await createLegalDocument(idle, LegalDocumentType.EnrollmentAgreement);
    const course = await createCourse(idle, { moodleCourseId: "45" });
    const { client } = await signedInAs(idle);
    await signTyped(client, agreement.id, course.id);
    const intent = await startPayment(client, course.id);
    await payDemo(client, intent);
    const { body } = await enroll(client, course.id, intent.id);
    const enrollmentId = body.data!.enroll.id;

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
