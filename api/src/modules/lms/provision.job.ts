import type { EntityManager } from "@mikro-orm/postgresql";
import type { JobDefinition } from "../../jobs/queue.js";
import { Enrollment, EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { PROVISION_JOB, type ProvisionData } from "../enrollments/enrollment-jobs.js";
import type { JobDeps } from "../../jobs/deps.js";
import { SystemKey } from "../systems/system.entity.js";
import { recordUserEvent } from "../systems/user-event.js";
import { linkMoodleAccount } from "./moodle-account.js";
import { MoodleGateway } from "./moodle-gateway.js";

/**
 * A course's page in the demo learning system, the portal's own (`/demo-lms/courses/:id`):
 * relative, so it opens on whichever address the learner uses.
 */
export const demoCourseUrl = (courseId: number) => `/demo-lms/courses/${courseId}`;

/** The dashboard's words when provisioning has given up on an enrollment's access. */
export const ACCESS_FAILED_MESSAGE =
  "We could not open your course access yet. Our team has been told.";

/** The enrollment still waiting for access, or null (gone, refunded or provisioned already). */
async function waitingEnrollment(em: EntityManager, enrollmentId: number) {
  const enrollment = await em.findOne(Enrollment, enrollmentId, {
    populate: ["user", "course"],
  });
  const waiting =
    enrollment && !enrollment.moodleUrl && enrollment.status !== EnrollmentStatus.CANCELLED;
  return waiting ? enrollment : null;
}

/** Tells the learner their course is open in the learning system. */
function announceAccess(em: EntityManager, enrollment: Enrollment, title: string) {
  enrollment.accessFailedAt = null;
  recordUserEvent(em, {
    userId: enrollment.user.id,
    system: SystemKey.LMS,
    type: "success",
    message: `Your access to ${title} is ready in the learning system.`,
    action: "Course access ready",
    details: { courseId: enrollment.course.id, courseTitle: title },
  });
}

/**
 * Gives a learner their enrolled course in Moodle: finds or makes their Moodle user, enrols them,
 * and stores the course link. Idempotent (a provisioned enrollment is left alone; Moodle's own
 * calls are find-or-create and enrol-again-is-harmless); a Moodle error is retried with backoff,
 * and when the last retry fails, `gaveUp` marks the enrollment for the learner and the team.
 */
export const provisionJob: JobDefinition<ProvisionData, JobDeps> = {
  name: PROVISION_JOB,
  retryLimit: 10,
  retryDelay: 5,
  async run({ enrollmentId }, { orm, config }) {
    const em = orm.em.fork();
    // A cancelled (refunded) enrollment gets no access, even if it was refunded before this ran.
    const enrollment = await waitingEnrollment(em, enrollmentId);
    if (!enrollment) return;
    const { user, course } = enrollment;
    if (!config.lms) {
      // The demo learning system (no Moodle outside production): the portal's own course page.
      enrollment.moodleUrl = demoCourseUrl(course.id);
      enrollment.moodleEnrollmentComplete = true;
      announceAccess(em, enrollment, course.getEntity().title);
      await em.flush();
      return;
    }
    const moodleCourseId = Number(course.getEntity().moodleCourseId);
    if (!Number.isInteger(moodleCourseId) || moodleCourseId < 1) {
      // No Moodle course linked: the dashboard shows 'Processing Access' until an administrator
      // links one and access is requested again.
      enrollment.moodleEnrollmentComplete = true;
      await em.flush();
      return;
    }
    const moodle = new MoodleGateway(config.lms);
    const learner = user.getEntity();
    const moodleUserId =
      learner.moodleUserId ?? linkMoodleAccount(learner, await moodle.findOrCreateUser(learner));
    await moodle.enrol(moodleUserId, moodleCourseId);
    enrollment.moodleUrl = moodle.courseUrl(moodleCourseId);
    enrollment.moodleEnrollmentComplete = true;
    announceAccess(em, enrollment, course.getEntity().title);
    await em.flush();
  },
  /**
   * Every retry failed (about 85 minutes of them): the dashboard says so instead of waiting, the
   * learner gets a notification, and Event Verification lists the enrollment for an administrator,
   * whose Retry access asks again.
   */
  async gaveUp({ enrollmentId }, { orm }) {
    const em = orm.em.fork();
    const enrollment = await waitingEnrollment(em, enrollmentId);
    if (!enrollment || enrollment.accessFailedAt) return;
    enrollment.accessFailedAt = new Date();
    const title = enrollment.course.getEntity().title;
    recordUserEvent(em, {
      userId: enrollment.user.id,
      system: SystemKey.LMS,
      type: "error",
      message: `${ACCESS_FAILED_MESSAGE} (${title})`,
      action: "Course access failed",
      details: { courseId: enrollment.course.id, courseTitle: title },
    });
    await em.flush();
  },
};
