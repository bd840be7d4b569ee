import { type RestRoute, pick } from "../../rest/route.js";
import { inDollars } from "../courses/courses.rest.js";

type WithCourse = { course: { priceCents: number } & Record<string, unknown> };

/** The documented /api paths of this module, each answered by an operation of enrollments.rest.graphql. */
export const enrollmentsRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/user/enrollments",
    operation: "MyEnrollments",
    response: data =>
      (data.myEnrollments as WithCourse[]).map(enrollment => ({
        ...enrollment,
        course: inDollars(enrollment.course),
      })),
  },
  {
    method: "POST",
    path: "/api/moodle/enroll",
    operation: "RequestCourseAccess",
    variables: pick("courseId"),
    response: data => data.requestCourseAccess,
  },
];
