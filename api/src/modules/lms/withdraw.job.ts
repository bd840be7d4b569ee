import { LockMode } from "@mikro-orm/core";
import type { JobDefinition } from "../../jobs/queue.js";
import { Enrollment, EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import type { JobDeps } from "../../jobs/deps.js";
import { SystemKey } from "../systems/system.entity.js";
import { recordUserEvent } from "../systems/user-event.js";
import { MoodleGateway } from "./moodle.gateway.js";

export const WITHDRAW_JOB = "lms.withdraw";

export interface WithdrawData {
  enrollmentId: number;
}

/**
 * Takes a cancelled enrollment's course away in Moodle (a refund): unenrols the learner and
 * forgets the course link. Idempotent (a withdrawn enrollment has no link; unenrolling again is
 * harmless); a Moodle error is retried with backoff.
 */
export const withdrawJob: JobDefinition<WithdrawData, JobDeps> = {
  name: WITHDRAW_JOB,
  retryLimit: 10,
  retryDelay: 5,
  // Under a row lock: a new purchase of the course waits until the withdrawal is done.
  run: ({ enrollmentId }, { orm, config }) =>
    orm.em.fork().transactional(async em => {
      const enrollment = await em.findOne(Enrollment, enrollmentId, {
        populate: ["user", "course"],
        lockMode: LockMode.PESSIMISTIC_WRITE,
      });
      if (!enrollment || enrollment.status !== EnrollmentStatus.CANCELLED) return;
      if (!enrollment.moodleUrl) return;
      const course = enrollment.course.getEntity();
      const moodleCourseId = Number(course.moodleCourseId);
      if (config.lms && Number.isInteger(moodleCourseId) && moodleCourseId > 0) {
        const moodle = new MoodleGateway(config.lms);
        const moodleUserId = await moodle.knownUserId(enrollment.user.getEntity());
        if (moodleUserId !== null) await moodle.unenrol(moodleUserId, moodleCourseId);
      }
      enrollment.moodleUrl = null;
      recordUserEvent(em, {
        userId: enrollment.user.id,
        system: SystemKey.LMS,
        type: "warning",
        message: `Your access to ${course.title} in the learning system has ended.`,
        action: "Course access withdrawn",
        details: { courseId: course.id, courseTitle: course.title },
      });
    }),
};
