import { type RestRoute, field, intParam } from "../../rest/route.js";

/** The documented /api paths of this module, each answered by an operation of courses.rest.graphql. */
export const coursesRoutes: RestRoute[] = [
  { method: "GET", path: "/api/courses", operation: "Courses", response: field("courses") },
  {
    method: "GET",
    path: "/api/courses/:id",
    operation: "Course",
    variables: req => ({ id: intParam(req, "id") }),
    response: field("course"),
  },
  {
    method: "GET",
    path: "/api/admin/courses",
    operation: "AdminCourses",
    response: field("adminCourses"),
  },
];
