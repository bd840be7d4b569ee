import { LockMode } from "@mikro-orm/core";
import { Arg, Ctx, Int, Mutation, Resolver } from "type-graphql";
import { AppError, notFound } from "../../errors.js";
import { Auth } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { recordAudit } from "../audit/audit.service.js";
import { Enrollment, EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { EnrollmentObject, enrollmentObject } from "../enrollments/enrollment.types.js";
import { PROVISION_JOB, type ProvisionData } from "../enrollments/enrollment-jobs.js";

/** What administrators do about a learner's access to the learning system. */
@Resolver()
export class CourseAccessResolver {
  @Auth(Role.ADMIN)
  @Mutation(() => EnrollmentObject, {
    description:
      "Asks the learning system again for an enrollment's access (after provisioning gave up), audited; CONFLICT when the enrollment has access already or has ended.",
  })
  async adminRetryCourseAccess(
    @Arg("enrollmentId", () => Int, { description: "The enrollment without access." })
    enrollmentId: number,
    @Ctx() ctx: Context,
  ): Promise<EnrollmentObject> {
    const viewer = await signedInViewer(ctx);
    const enrollment = await ctx.em.transactional(async em => {
      const found = await em.findOne(
        Enrollment,
        { id: enrollmentId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!found) throw notFound("Enrollment not found");
      if (found.status === EnrollmentStatus.CANCELLED) {
        throw new AppError("CONFLICT", "This enrollment has ended: the course was refunded.");
      }
      if (found.moodleUrl)
        throw new AppError("CONFLICT", "This learner has course access already.");
      recordAudit(em, {
        type: AuditEventType.EnrollmentAccessRetried,
        actorId: viewer.id,
        subjectId: found.user.id,
        ...ctx.meta,
        details: {
          enrollmentId: found.id,
          courseId: found.course.id,
          failedAt: found.accessFailedAt?.toISOString() ?? null,
        },
      });
      found.accessFailedAt = null;
      // Queued in the transaction: the retry is asked for exactly when it is recorded.
      await ctx.jobs.send(PROVISION_JOB, { enrollmentId: found.id } satisfies ProvisionData, {
        em,
      });
      return found;
    });
    return enrollmentObject(enrollment);
  }
}
