import { LockMode, type Ref } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { JobQueue } from "../../jobs/queue.js";
import type { Context } from "../../graphql/context.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { type AuditInput, AuditService } from "../audit/audit.service.js";
import type { Course } from "../courses/course.entity.js";
import { type MailSender, enrollmentConfirmation } from "../mail/mail.messages.js";
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
  /** The licensed partner whose storefront sold it (the payment's); none for the academy's own. */
  partner?: Ref<{ id: number }> | null;
  /** The partner's sender of the learner's mails (From name, Reply-To); none: the portal's. */
  sender?: MailSender | null;
  /** Who did it and from where (the enrollment's audit row), and what else the row records. */
  audit: Omit<AuditInput, "type" | "subjectId">;
}

// The work an enrollment asks of other modules, by the queue's job names: its access in the
// learning system (done by lms/provision.job.ts) and checks of its completion there (done by
// certificates/completion.job.ts). The modules doing the work import their names from here.

export const PROVISION_JOB = "lms.provision";

export interface ProvisionData {
  enrollmentId: number;
}

export const COMPLETION_JOB = "certificates.completion-check";
/** A learner's dashboard asks Moodle about an enrollment at most this often. */
export const COMPLETION_CHECK_SECONDS = 600;

export interface CompletionData {
  enrollmentId: number;
}

/** The enrollments worth asking Moodle about: provisioned, still in progress (as a filter)... */
export const inProgressWithLink = {
  status: EnrollmentStatus.ACTIVE,
  completedAt: null,
  moodleUrl: { $ne: null },
} as const;

/** ...and the same rule read on an enrollment already loaded. */
function isInProgressWithLink(row: Enrollment): boolean {
  return row.status === inProgressWithLink.status && !row.completedAt && Boolean(row.moodleUrl);
}

type Sender = Pick<JobQueue<JobDeps>, "send">;

/** Queues a completion check, at most once per enrollment per ten minutes (in `em`'s transaction). */
export function queueCompletionCheck(jobs: Sender, enrollmentId: number, em?: EntityManager) {
  return jobs.send(COMPLETION_JOB, { enrollmentId } satisfies CompletionData, {
    em,
    singletonKey: `completion:${enrollmentId}`,
    singletonSeconds: COMPLETION_CHECK_SECONDS,
  });
}

/**
 * Learners' enrollments: started (paid or granted) with everything that goes with them, and the
 * completion checks a learner's dashboard asks for.
 */
export class EnrollmentService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<Context, "jobs">,
  ) {}

  /** The learner's enrollment in the course, unless it ended with a refund. */
  async findCurrentEnrollment(userId: number, courseId: number) {
    const enrollment = await this.em.findOne(Enrollment, { user: userId, course: courseId });
    return enrollment?.status === EnrollmentStatus.CANCELLED ? null : enrollment;
  }

  /**
   * Enrolls a learner inside the caller's transaction, paid or granted alike: the enrollment, the
   * learner's notification and activity, the audit row, the confirmation mail, and the
   * learning-system provisioning job queued with them, so all of it is written or none. An
   * enrollment that ended with a refund is started again (one enrollment per learner and course).
   */
  async enrollLearner({
    userId,
    course,
    payment = null,
    grantedBy = null,
    partner = null,
    sender = null,
    audit,
  }: NewEnrollment): Promise<Enrollment> {
    const { em } = this;
    const { jobs } = this.deps;
    const fresh = { payment, adminEnrolled: grantedBy !== null, grantedBy, partner };
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
      sender,
      key: `enrollment:${enrollment.id}${ended ? `:${enrollment.enrolledAt.toISOString()}` : ""}`,
    });
    return enrollment;
  }

  /**
   * The dashboard's completion checks: each of `enrollments` in progress with a link and not queued
   * within the window gets one. The queue would drop the repeats, but each would still cost a
   * statement per course on every load: the enrollment keeps when it was queued, stamped in the
   * job's transaction, so a load within the window sends nothing. The stamp is a conditional update,
   * so of two loads at once only one sends.
   */
  async queueDashboardChecks(enrollments: Enrollment[], now = new Date()): Promise<void> {
    const since = new Date(now.getTime() - COMPLETION_CHECK_SECONDS * 1000);
    const due = enrollments.filter(
      row =>
        isInProgressWithLink(row) && !(row.completionCheckedAt && row.completionCheckedAt > since),
    );
    if (due.length === 0) return;
    await this.em.transactional(async tx => {
      const stamped = await tx
        .createQueryBuilder(Enrollment)
        .update({ completionCheckedAt: now })
        .where({
          id: { $in: due.map(row => row.id) },
          $or: [{ completionCheckedAt: null }, { completionCheckedAt: { $lte: since } }],
        })
        .returning("id")
        .execute("all", false);
      for (const { id } of stamped as { id: number }[])
        await queueCompletionCheck(this.deps.jobs, id, tx);
    });
  }
}
