import { LockMode } from "@mikro-orm/core";
import { Arg, Ctx, Int, Mutation, Resolver } from "type-graphql";
import { AppError, notFound } from "../../errors.js";
import { Auth } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import { Enrollment, EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { EnrollmentObject, enrollmentObject } from "../enrollments/enrollment.types.js";
import { PROVISION_JOB, type ProvisionData } from "../enrollments/enrollment.service.js";
import { User } from "../users/user.entity.js";

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
      new AuditService(em).record({
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
      found.accessFailedReason = null;
      // Queued in the transaction: the retry is asked for exactly when it is recorded.
      await ctx.jobs.send(PROVISION_JOB, { enrollmentId: found.id } satisfies ProvisionData, {
        em,
      });
      return found;
    });
    return enrollmentObject(enrollment);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => [EnrollmentObject], {
    description:
      "Forgets a learner's linked Moodle account (suspended or deleted there, or simply wrong) and asks the learning system again for each of their active, unfinished enrollments: provisioning finds or makes their account by email. Audited; CONFLICT when no account is linked.",
  })
  async adminRelinkMoodleAccount(
    @Arg("userId", () => Int, { description: "The learner whose Moodle account to relink." })
    userId: number,
    @Ctx() ctx: Context,
  ): Promise<EnrollmentObject[]> {
    const viewer = await signedInViewer(ctx);
    const enrollments = await ctx.em.transactional(async em => {
      const user = await em.findOne(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw notFound("User not found");
      if (!user.moodleUserId) {
        throw new AppError("CONFLICT", "This learner has no Moodle account linked.");
      }
      const again = await em.find(
        Enrollment,
        { user, status: { $ne: EnrollmentStatus.CANCELLED }, completedAt: null },
        { orderBy: { id: "asc" } },
      );
      new AuditService(em).record({
        type: AuditEventType.EnrollmentAccessRetried,
        actorId: viewer.id,
        subjectId: user.id,
        ...ctx.meta,
        details: {
          relinkedFrom: {
            moodleUserId: user.moodleUserId,
            moodleUsername: user.moodleUsername ?? null,
            problem: user.moodleAccountProblem ?? null,
          },
          enrollmentIds: again.map(enrollment => enrollment.id),
        },
      });
      user.moodleUserId = null;
      user.moodleUsername = null;
      user.moodleAccountProblem = null;
      for (const enrollment of again) {
        // The course link was the old account's: the dashboard shows Processing Access until
        // provisioning has enrolled the new one.
        enrollment.moodleUrl = null;
        enrollment.moodleEnrollmentComplete = false;
        enrollment.accessFailedAt = null;
        enrollment.accessFailedReason = null;
        await ctx.jobs.send(
          PROVISION_JOB,
          { enrollmentId: enrollment.id } satisfies ProvisionData,
          {
            em,
          },
        );
      }
      return again;
    });
    return enrollments.map(enrollmentObject);
  }
}
