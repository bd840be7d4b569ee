import { readFileSync } from "node:fs";
import { type TestApp, startTestApp } from "../../../test/app.js";
import { createCourse, createEnrollment, signedInAs } from "../../../test/factories.js";
import type { Client } from "../../../test/client.js";
import { MOODLE_TOKEN, MoodleFake, ROLE_CAPABILITIES } from "../../../test/fakes/moodle.js";
import { completionJob } from "../certificates/completion.job.js";
import { Enrollment } from "../enrollments/enrollment.entity.js";
import { User } from "../users/user.entity.js";
import { MoodleError } from "./moodle.gateway.js";
import { MOODLE_CAPABILITIES } from "./moodle-role.rules.js";
import { provisionJob } from "./provision.job.js";

let moodle: MoodleFake;
let app: TestApp;
let admin: Client;

beforeAll(async () => {
  moodle = await new MoodleFake().start();
  // No workers: each test runs the jobs itself, as often as it needs.
  app = await startTestApp({
    demo: false,
    workers: false,
    env: { LMS_URL: moodle.baseUrl, LMS_TOKEN: MOODLE_TOKEN },
  });
  admin = (await signedInAs(app, { kind: "superAdmin" })).client;
});
afterAll(async () => {
  await app.close();
  await moodle.close();
});
afterEach(() => {
  // Each test takes capabilities away from the documented role: the next starts with it whole.
  ROLE_CAPABILITIES.forEach(capability => moodle.capabilities.add(capability));
});

let nextCourse = 700;

/** A learner's paid enrollment in a course linked to a Moodle course of its own, not provisioned. */
async function paidEnrollment() {
  const moodleCourseId = nextCourse++;
  const course = await createCourse(app, { moodleCourseId: String(moodleCourseId) });
  const { user } = await signedInAs(app);
  const { enrollment } = await createEnrollment(app, user, course);
  return { user, course, moodleCourseId, enrollmentId: enrollment.id };
}

const deps = () => ({ orm: app.orm, config: app.config, jobs: { send: async () => null } });
const provision = (enrollmentId: number) => provisionJob.run({ enrollmentId }, deps() as never);
const checkCompletion = (enrollmentId: number) =>
  completionJob.run({ enrollmentId }, deps() as never);
const enrollmentOf = (id: number) => app.orm.em.fork().findOneOrFail(Enrollment, id);

async function anomalies() {
  const { body } = await admin.graphql<{
    enrollmentVerification: { anomalies: { key: string; reason: string }[] };
  }>("{ enrollmentVerification(fresh: true) { anomalies { key reason } } }");
  return body.data!.enrollmentVerification.anomalies;
}

async function completionMetric(reason: string) {
  const text = await (await app.request("/metrics")).text();
  const line = text
    .split("\n")
    .find(row => row.startsWith(`lms_completion_unavailable_total{reason="${reason}"}`));
  return Number(line?.split(" ").pop());
}

describe("the documented Moodle role", () => {
  it("is one list: the code's, docs/moodle.md's and the fake Moodle's", () => {
    const docs = readFileSync(new URL("../../../../docs/moodle.md", import.meta.url), "utf8");
    const section = docs.split("## The role's capabilities")[1].split("\n## ")[0];
    const documented = [...section.matchAll(/^\| `([a-z]+\/[a-z_]+:[a-z]+)`/gm)].map(m => m[1]);
    expect(documented).toEqual(Object.keys(MOODLE_CAPABILITIES));
    expect(ROLE_CAPABILITIES).toEqual(Object.keys(MOODLE_CAPABILITIES));
  });

  it("provisions a learner and reads their completion", async () => {
    const { user, moodleCourseId, enrollmentId } = await paidEnrollment();
    await provision(enrollmentId);
    expect((await enrollmentOf(enrollmentId)).moodleUrl).toBe(
      `${moodle.baseUrl}/course/view.php?id=${moodleCourseId}`,
    );
    const finished = new Date("2026-11-21T09:00:00.000Z");
    moodle.complete(user.email, moodleCourseId, finished);
    await checkCompletion(enrollmentId);
    const enrollment = await enrollmentOf(enrollmentId);
    expect(enrollment.completedAt).toEqual(finished);
    expect(enrollment.completionUnavailable ?? null).toBeNull();
  });

  it("without moodle/course:view, provisioning fails as Moodle refuses it: requireloginerror", async () => {
    const { enrollmentId } = await paidEnrollment();
    moodle.capabilities.delete("moodle/course:view");
    const failure = await provision(enrollmentId).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MoodleError);
    expect(failure).toMatchObject({
      errorcode: "requireloginerror",
      message: "Course or activity not accessible. (Not enrolled)",
    });
    expect((await enrollmentOf(enrollmentId)).moodleUrl ?? null).toBeNull();
    // When the retries are spent, Event Verification names the capability.
    await provisionJob.gaveUp!({ enrollmentId }, deps() as never);
    const listed = (await anomalies()).find(
      anomaly => anomaly.key === `enrollment.lms-failed:${enrollmentId}`,
    );
    expect(listed?.reason).toMatch(
      /failed at .*\. The role lacks moodle\/course:view \(and moodle\/course:viewhiddencourses for a hidden course\) \(Moodle answered enrol_manual_enrol_users with requireloginerror: Course or activity not accessible\. \(Not enrolled\)\)\. Mend it \(docs\/moodle\.md\), then Retry access\.$/,
    );
  });
});

describe("a configuration fault is not 'not complete'", () => {
  it("without report/completion:view: counted, listed in Event Verification and on the security screen", async () => {
    const { user, course, moodleCourseId, enrollmentId } = await paidEnrollment();
    await provision(enrollmentId);
    moodle.complete(user.email, moodleCourseId);
    const before = await completionMetric("role_cannot_view");
    moodle.capabilities.delete("report/completion:view");
    await checkCompletion(enrollmentId);

    const enrollment = await enrollmentOf(enrollmentId);
    expect(enrollment.completedAt ?? null).toBeNull();
    expect(enrollment.completionUnavailable).toBe("role_cannot_view");
    expect(await completionMetric("role_cannot_view")).toBe(before + 1);
    const listed = (await anomalies()).find(
      anomaly => anomaly.key === `enrollment.lms-completion-unavailable:${enrollmentId}`,
    );
    expect(listed?.reason).toBe(
      `Moodle cannot tell whether ${user.username} completed ${course.title} (enrollment #${enrollmentId}): the portal's Moodle role lacks report/completion:view (docs/moodle.md), so Moodle will not show it (role_cannot_view).`,
    );
    const { body } = await admin.graphql<{
      securityDashboard: { status: { name: string; label: string; detail: string }[] };
    }>("{ securityDashboard { status { name label detail } } }");
    const line = body.data!.securityDashboard.status.find(s => s.name === "Learning system");
    expect(line?.label).toBe("Configuration fault");
    expect(line?.detail).toMatch(
      /completion unavailable for \d+ enrollment\(s\) \(.*role_cannot_view/,
    );

    // Once the role may see it again, the next check completes it and the fault is gone.
    moodle.capabilities.add("report/completion:view");
    await checkCompletion(enrollmentId);
    expect(await enrollmentOf(enrollmentId)).toMatchObject({ completionUnavailable: null });
    expect((await enrollmentOf(enrollmentId)).completedAt).not.toBeNull();
  });

  it("tells completion off for the course, separate groups and no criteria apart from the role", async () => {
    const cases = [
      ["completion_off", { completion: false }],
      ["role_groups", { separateGroups: true }],
      ["no_criteria", { criteria: false }],
    ] as const;
    for (const [reason, settings] of cases) {
      const { moodleCourseId, enrollmentId } = await paidEnrollment();
      await provision(enrollmentId);
      moodle.setCourse(moodleCourseId, settings);
      if (reason === "role_groups") moodle.capabilities.delete("moodle/site:accessallgroups");
      await checkCompletion(enrollmentId);
      const enrollment = await enrollmentOf(enrollmentId);
      expect([reason, enrollment.completionUnavailable]).toEqual([reason, reason]);
    }
  });

  it("a learner no longer enrolled in Moodle is simply not complete", async () => {
    const { user, moodleCourseId, enrollmentId } = await paidEnrollment();
    await provision(enrollmentId);
    const moodleUser = moodle.users.find(candidate => candidate.email === user.email)!;
    moodle.enrolments.delete(`${moodleUser.id}:${moodleCourseId}`);
    await checkCompletion(enrollmentId);
    expect(await enrollmentOf(enrollmentId)).toMatchObject({
      completedAt: null,
      completionUnavailable: null,
    });
  });
});

describe("Moodle's limits and states", () => {
  it("refuses an email over Moodle's 100 characters at once, without asking Moodle", async () => {
    const { user, enrollmentId } = await paidEnrollment();
    const long = `${"a".repeat(90)}@example.org`;
    await app.orm.em.fork().nativeUpdate(User, user.id, { email: long });
    const calls = moodle.calls.length;
    await provision(enrollmentId);
    expect(moodle.calls.length).toBe(calls);
    const enrollment = await enrollmentOf(enrollmentId);
    expect(enrollment.accessFailedAt).toBeInstanceOf(Date);
    const listed = (await anomalies()).find(
      anomaly => anomaly.key === `enrollment.lms-failed:${enrollmentId}`,
    );
    expect(listed?.reason).toContain(
      "The learner's email has 102 characters; Moodle keeps at most 100: once they change it (Account), Retry access.",
    );
  });

  it("detects a suspended or deleted linked account, and Relink Moodle account gives the courses to a new one", async () => {
    const first = await paidEnrollment();
    await provision(first.enrollmentId);
    const account = moodle.users.find(candidate => candidate.email === first.user.email)!;
    account.suspended = true;
    const second = await paidEnrollment();
    await app.orm.em.fork().nativeUpdate(Enrollment, second.enrollmentId, { user: first.user.id });
    await provision(second.enrollmentId);
    expect((await enrollmentOf(second.enrollmentId)).accessFailedAt).toBeInstanceOf(Date);
    let learner = await app.orm.em.fork().findOneOrFail(User, first.user.id);
    expect(learner.moodleAccountProblem).toBe("suspended");

    // Deleted in Moodle (its email freed, as Moodle does): the row says so and offers Relink.
    moodle.deleteUser(account.id);
    await provision(second.enrollmentId);
    learner = await app.orm.em.fork().findOneOrFail(User, first.user.id);
    expect(learner.moodleAccountProblem).toBe("deleted");
    const rows = await admin.graphql<{
      adminUsers: { edges: { node: { moodleAccountProblem: string | null } }[] };
    }>(
      `{ adminUsers(filter: { search: "${first.user.username}" }) { edges { node { moodleAccountProblem } } } }`,
    );
    expect(rows.body.data!.adminUsers.edges).toEqual([
      { node: { moodleAccountProblem: "deleted" } },
    ]);

    const relinked = await admin.graphql<{ adminRelinkMoodleAccount: { id: number }[] }>(
      "mutation($id: Int!) { adminRelinkMoodleAccount(userId: $id) { id } }",
      { id: first.user.id },
    );
    expect(relinked.body.data!.adminRelinkMoodleAccount.map(e => e.id)).toEqual([
      first.enrollmentId,
      second.enrollmentId,
    ]);
    await provision(first.enrollmentId);
    await provision(second.enrollmentId);
    learner = await app.orm.em.fork().findOneOrFail(User, first.user.id);
    expect(learner.moodleUserId).not.toBe(account.id);
    expect(learner.moodleAccountProblem ?? null).toBeNull();
    expect(moodle.enrolments.has(`${learner.moodleUserId}:${second.moodleCourseId}`)).toBe(true);
    expect((await enrollmentOf(second.enrollmentId)).moodleUrl).not.toBeNull();
  });
});
