import { type PermissionRows, signedInOnly } from "./matrix.js";

/** Who may call this module's root fields: its rows of the permission matrix. */
export const enrollmentsPermissions: PermissionRows = fixtures => ({
  "Query.myEnrollments": {
    query: "{ myEnrollments { id course { id } } }",
    rest: { method: "GET", path: "/api/user/enrollments" },
    expect: signedInOnly,
  },
  "Mutation.requestCourseAccess": {
    // Past the role check: the test's callers are enrolled in nothing.
    query: "mutation($courseId: Int!) { requestCourseAccess(courseId: $courseId) { success } }",
    variables: () => ({ courseId: fixtures.courseId() }),
    rest: { method: "POST", path: "/api/moodle/enroll", body: vars => vars },
    expect: { anonymous: "UNAUTHENTICATED", default: "NOT_FOUND" },
  },
});
