import { type PermissionRows, everyone, adminsOnly } from "../permissions.js";

/** Who may call this module's root fields: its rows of the permission matrix. */
export const coursesPermissions: PermissionRows = fixtures => ({
  "Query.courses": {
    query: "{ courses { id } }",
    rest: { method: "GET", path: "/api/courses" },
    expect: everyone,
  },
  "Query.course": {
    query: "query($id: Int!) { course(id: $id) { id } }",
    variables: () => ({ id: fixtures.courseId() }),
    rest: { method: "GET", path: vars => `/api/courses/${String(vars.id)}` },
    expect: everyone,
  },
  "Query.adminCourses": {
    query: "{ adminCourses { id } }",
    rest: { method: "GET", path: "/api/admin/courses" },
    expect: adminsOnly,
  },
});
