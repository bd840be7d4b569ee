import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { JobQueue } from "../../jobs/queue.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { type AuditInput, AuditService } from "../audit/audit.service.js";
import type { Course } from "../courses/course.entity.js";
import { PROVISION_JOB, type ProvisionData } from "./enrollment-jobs.js";
import { enrollmentConfirmation } from "../mail/mail.messages.js";
import { MailService } from "../mail/mail.service.js";
import type { JobDeps } from "../../jobs/deps.js";
import type { Payment } from "../payments/payment.entity.js";
import { UserEventService } from "../systems/user-event.service.js";
import { User } from "../users/user.entity.js";
import { Enrollment, EnrollmentStatus } from "./enrollment.entity.js";

export interface NewEnrollment {
  userId: number;
  course: Course;
  /** The payment that bought it; none for an administrator's grant. */
  payment?: Payment | null;
  /** The administrator who granted it without a payment. */
  grantedBy?: number | null;
  /** Who did it and from where (the enrollment's audit row), and what else the row records. */
  audit: Omit<AuditInput, "type" | "subjectId">;
}

/** The learner's enrollment in the course, unless it ended with a refund. */
export async function currentEnrollment(em: EntityManager, userId: number, courseId: number) {
  const enrollment = await em.findOne(Enrollment, { user: userId, course: courseId });
  return enrollment?.status === EnrollmentStatus.CANCELLED ? null : enrollment;
}

/**
 * Enrolls a learner inside the caller's transaction, paid or granted alike: the enrollment, the
 * learner's notification and activity, the audit row, the confirmation mail, and the
 * learning-system provisioning job queued with them, so all of it is written or none. An
 * enrollment that ended with a refund is started again (one enrollment per learner and course).
 */
export async function enrollLearner(
  em: EntityManager,
  jobs: JobQueue<JobDeps>,
  { userId, course, payment = null, grantedBy = null, audit }: NewEnrollment,
): Promise<Enrollment> {
  const fresh = { payment, adminEnrolled: grantedBy !== null, grantedBy };
  const ended = await em.findOne(
    Enrollment,
    { user: userId, course, status: EnrollmentStatus.CANCELLED },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  const enrollment = ended
    ? em.assign(ended, {
        ...fresh,
        status: EnrollmentStatus.ACTIVE,
        enrolledAt: new Date(),
        moodleUrl: null,
        // Studied afresh: a new completion earns a new certificate (the old one was revoked).
        completedAt: null,
      })
    : em.create(Enrollment, { user: userId, course, ...fresh });
  new UserEventService(em).record({
    userId,
    type: "success",
    message: `You are enrolled in ${course.title}.`,
    action: "Enrolled in a course",
    details: { courseId: course.id, courseTitle: course.title },
  });
  new AuditService(em).record({
    ...audit,
    type: AuditEventType.EnrollmentCreated,
    subjectId: userId,
    details: { courseId: course.id, ...audit.details },
  });
  await em.flush();
  await jobs.send(PROVISION_JOB, { enrollmentId: enrollment.id } satisfies ProvisionData, { em });
  const learner = await em.findOneOrFail(User, userId);
  await new MailService(em, { jobs }).queueMail({
    to: learner.email,
    ...enrollmentConfirmation({
      firstName: learner.firstName,
      username: learner.username,
      courseTitle: course.title,
    }),
    kind: "enrollment.confirmation",
    key: `enrollment:${enrollment.id}${ended ? `:${enrollment.enrolledAt.toISOString()}` : ""}`,
  });
  return enrollment;
}
