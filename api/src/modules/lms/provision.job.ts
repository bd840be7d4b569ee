import type { EntityManager } from "@mikro-orm/postgresql";
import type { JobDefinition } from "../../jobs/queue.js";
import { Enrollment, EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { PROVISION_JOB, type ProvisionData } from "../enrollments/enrollment.service.js";
import type { JobDeps } from "../../jobs/deps.js";
import { SystemKey } from "../systems/system.entity.js";
import { UserEventService } from "../systems/user-event.service.js";
import type { User } from "../users/user.entity.js";
import { refusalLine } from "./moodle-role.rules.js";
import {
  MOODLE_EMAIL_MAX,
  type MoodleAccountProblem,
  MoodleError,
  MoodleGateway,
  linkMoodleAccount,
} from "./moodle.gateway.js";

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
  enrollment.accessFailedReason = null;
  new UserEventService(em).record({
    userId: enrollment.user.id,
    system: SystemKey.LMS,
    type: "success",
    message: `Your access to ${title} is ready in the learning system.`,
    action: "Course access ready",
    details: { courseId: enrollment.course.id, courseTitle: title },
  });
}

/**
 * Marks the enrollment's access failed (the dashboard says so, the learner is told, Event
 * Verification lists it with `reason` for the administrators); flushed by the caller.
 */
function markAccessFailed(
  em: EntityManager,
  enrollment: Enrollment,
  reason: string | null,
  message = ACCESS_FAILED_MESSAGE,
) {
  enrollment.accessFailedAt = new Date();
  enrollment.accessFailedReason = reason;
  const title = enrollment.course.getEntity().title;
  new UserEventService(em).record({
    userId: enrollment.user.id,
    system: SystemKey.LMS,
    type: "error",
    message: `${message} (${title})`,
    action: "Course access failed",
    details: { courseId: enrollment.course.id, courseTitle: title },
  });
}

/** The administrators' words for a linked Moodle account that cannot be used. */
function accountProblemReason(learner: User, problem: MoodleAccountProblem) {
  const account = `The linked Moodle account #${learner.moodleUserId} (${learner.moodleUsername ?? "no username kept"})`;
  return problem === "suspended"
    ? `${account} is suspended in Moodle: unsuspend it there and Retry access, or Relink Moodle account (Admin > Users).`
    : `${account} was deleted in Moodle: Relink Moodle account (Admin > Users) to find or make one by email.`;
}

/**
 * Why Moodle could never give this learner an account or access, found before asking it, or
 * null: an email longer than Moodle holds, a linked account suspended or deleted there (kept on
 * the user for Admin > Users' Relink Moodle account).
 */
async function accountRefusal(moodle: MoodleGateway, learner: User) {
  const length = [...learner.email].length;
  if (length > MOODLE_EMAIL_MAX) {
    return {
      reason: `The learner's email has ${length} characters; Moodle keeps at most ${MOODLE_EMAIL_MAX}: once they change it (Account), Retry access.`,
      message: `${ACCESS_FAILED_MESSAGE} The learning system accepts email addresses of at most ${MOODLE_EMAIL_MAX} characters: please change yours under Account.`,
    };
  }
  let problem: MoodleAccountProblem | null;
  if (learner.moodleUserId) problem = await moodle.accountProblem(learner.moodleUserId);
  else {
    const account = await moodle.findOrCreateUser(learner);
    linkMoodleAccount(learner, account);
    problem = account.suspended ? "suspended" : null;
  }
  learner.moodleAccountProblem = problem;
  return problem ? { reason: accountProblemReason(learner, problem) } : null;
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
    try {
      const refused = await accountRefusal(moodle, learner);
      if (refused) {
        // Retrying cannot help: the learner or an administrator has to act first.
        markAccessFailed(em, enrollment, refused.reason, refused.message);
        await em.flush();
        return;
      }
      await moodle.enrol(learner.moodleUserId!, moodleCourseId);
    } catch (error) {
      // Moodle's refusal, kept for the administrators (with the capability it names) should
      // the retries be spent; retried all the same: the role may be mended meanwhile.
      if (error instanceof MoodleError && error.errorcode) {
        enrollment.accessFailedReason = `${refusalLine(error, moodleCourseId)} Mend it (docs/moodle.md), then Retry access.`;
        await em.flush();
      }
      throw error;
    }
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
    markAccessFailed(em, enrollment, enrollment.accessFailedReason ?? null);
    await em.flush();
  },
};
