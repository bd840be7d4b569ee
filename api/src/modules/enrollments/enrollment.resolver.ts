import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { AppError, notFound } from "../../errors.js";
import { Role } from "../../graphql/roles.js";
import { Course } from "../courses/course.entity.js";
import { CourseType } from "../courses/course.types.js";
import { EnrollmentService, PROVISION_JOB, type ProvisionData } from "./enrollment.service.js";
import { RateLimited } from "../rate-limits/rate-limit.service.js";
import { Enrollment, EnrollmentStatus } from "./enrollment.entity.js";
import { CourseAccessObject, EnrollmentObject, enrollmentObject } from "./enrollment.types.js";

export const ACCESS_REQUESTED =
  "Your course access is being set up. You will receive an email with your login details shortly.";

@Resolver(() => EnrollmentObject)
export class EnrollmentResolver {
  @Auth(Role.USER)
  @Query(() => [EnrollmentObject], {
    description: "The signed-in learner's enrollments, newest first, each with its course.",
  })
  async myEnrollments(@Ctx() ctx: Context): Promise<EnrollmentObject[]> {
    const { id } = await signedInViewer(ctx);
    const enrollments = await ctx.em.find(
      Enrollment,
      { user: id },
      { populate: ["course"], orderBy: { enrolledAt: "desc", id: "desc" } },
    );
    // The dashboard's visit asks the LMS whether courses in progress are complete (at most once
    // per enrollment per ten minutes).
    if (ctx.config.lms) await new EnrollmentService(ctx.em, ctx).queueDashboardChecks(enrollments);
    return enrollments.map(enrollmentObject);
  }

  @FieldResolver(() => CourseType, { description: "The course enrolled in." })
  async course(@Root() enrollment: EnrollmentObject, @Ctx() { em }: Context): Promise<Course> {
    return enrollment.loadedCourse ?? em.findOneOrFail(Course, enrollment.courseId);
  }

  @Auth(Role.USER)
  @RateLimited({ bucket: "course-access", max: 20, windowSeconds: 60 })
  @Mutation(() => CourseAccessObject, {
    description:
      "Asks for the learner's access to an enrolled course in the learning system (queued; the dashboard shows the link once it is ready).",
  })
  async requestCourseAccess(
    @Arg("courseId", () => Int, { description: "The enrolled course." }) courseId: number,
    @Ctx() ctx: Context,
  ): Promise<CourseAccessObject> {
    const { id } = await signedInViewer(ctx);
    const enrollment = await ctx.em.findOne(Enrollment, { user: id, course: courseId });
    if (!enrollment) throw notFound("You are not enrolled in this course.");
    if (enrollment.status === EnrollmentStatus.CANCELLED) {
      throw new AppError("CONFLICT", "This enrollment has ended: the course was refunded.");
    }
    if (enrollment.moodleUrl) {
      return { success: true, message: "Your course is ready.", moodleUrl: enrollment.moodleUrl };
    }
    await ctx.jobs.send(PROVISION_JOB, { enrollmentId: enrollment.id } satisfies ProvisionData);
    return { success: true, message: ACCESS_REQUESTED, moodleUrl: null };
  }
}
