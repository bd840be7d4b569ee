import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError, notFound } from "../../errors.js";
import type { RequestMeta } from "../../graphql/context.js";
import type { JobDeps } from "../../jobs/deps.js";
import type { JobQueue } from "../../jobs/queue.js";
import { storable } from "../../util/text.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import { Enrollment, EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { ISSUE_JOB, type IssueData, MAX_TEXT, oneLine } from "./certificates.service.js";

/**
 * A course's completion: from the learning system, the demo learning system or an administrator;
 * each queues the enrollment's certificate in its transaction.
 */
export class CompletionService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: { jobs: Pick<JobQueue<JobDeps>, "send"> },
  ) {}

  /**
   * Sets an enrollment's completion in the caller's transaction and queues its certificate there.
   * Returns false when it was already completed (or ended): nothing changes.
   */
  async completeEnrollment(enrollment: Enrollment, at = new Date()): Promise<boolean> {
    if (enrollment.completedAt || enrollment.status === EnrollmentStatus.CANCELLED) return false;
    enrollment.completedAt = at;
    enrollment.status = EnrollmentStatus.COMPLETED;
    await this.em.flush();
    const data: IssueData = { enrollmentId: enrollment.id };
    await this.deps.jobs.send(ISSUE_JOB, data, { em: this.em });
    return true;
  }

  /**
   * "Complete this course" in the demo learning system (installs without Moodle): the learner's own
   * enrollment with access is completed as Moodle's completion check completes one, its
   * certificate queued. Again, it answers the completed enrollment and changes nothing.
   */
  async completeInDemoLms({
    userId,
    courseId,
  }: {
    userId: number;
    courseId: number;
  }): Promise<Enrollment> {
    return this.em.transactional(async tx => {
      const enrollment = await tx.findOne(
        Enrollment,
        {
          user: userId,
          course: courseId,
          status: { $ne: EnrollmentStatus.CANCELLED },
          moodleUrl: { $ne: null },
        },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!enrollment) throw notFound("You have no access to this course yet.");
      await new CompletionService(tx, this.deps).completeEnrollment(enrollment);
      return enrollment;
    });
  }

  /** An administrator marks an enrollment complete with a note; audited in the same transaction. */
  async markEnrollmentComplete(input: {
    enrollmentId: number;
    note: string;
    actorId: number;
    meta: RequestMeta;
  }): Promise<Enrollment> {
    const note = oneLine(input.note, "Note");
    return this.em.transactional(async tx => {
      const enrollment = await tx.findOne(
        Enrollment,
        { id: input.enrollmentId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!enrollment) throw notFound("Enrollment not found");
      if (enrollment.status === EnrollmentStatus.CANCELLED) {
        throw new AppError(
          "CONFLICT",
          "This enrollment has ended (refunded): it cannot be completed.",
        );
      }
      if (enrollment.completedAt) {
        throw new AppError("CONFLICT", "This enrollment is already complete.");
      }
      await new CompletionService(tx, this.deps).completeEnrollment(enrollment);
      new AuditService(tx).record({
        type: AuditEventType.EnrollmentMarkedComplete,
        actorId: input.actorId,
        subjectId: enrollment.user.id,
        ...input.meta,
        details: {
          enrollmentId: enrollment.id,
          courseId: enrollment.course.id,
          note: storable(note, MAX_TEXT),
        },
      });
      return enrollment;
    });
  }
}
