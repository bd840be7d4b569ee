import { type PermissionRows, everyone, adminsOnly } from "../permissions.js";

/** Who may call this module's root fields: its rows of the permission matrix. */
export const coursesPermissions: PermissionRows = _fixtures => ({
  "Query.courses": {
    query: "{ courses { id } }",
    rest: { method: "GET", path: "/api/courses" },
    expect: everyone,
  },
  "Query.course": {
    query: "{ course(id: 1) { id } }",
    rest: { method: "GET", path: "/api/courses/1" },
    expect: everyone,
  },
  "Query.adminCourses": {
    query: "{ adminCourses { id } }",
    rest: { method: "GET", path: "/api/admin/courses" },
    expect: adminsOnly,
  },
});
