import { type PermissionRows, adminsOnly, superAdminsOnly } from "./matrix.js";

/** Who may call this module's root fields: its rows of the permission matrix. */
export const adminPermissions: PermissionRows = _fixtures => ({
  "Query.adminDashboard": {
    query: "{ adminDashboard { totalUsers weekly { enrollments } } }",
    expect: adminsOnly,
  },
  "Query.adminRecentActivity": {
    query: "{ adminRecentActivity(first: 5) { message } }",
    expect: adminsOnly,
  },
  "Mutation.fixAdmin": {
    query: "mutation { fixAdmin { text } }",
    rest: { method: "GET", path: "/api/fix-admin" },
    expect: superAdminsOnly,
  },
});
