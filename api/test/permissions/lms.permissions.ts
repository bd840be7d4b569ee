import { type PermissionRows, adminsOnly } from "./matrix.js";

/** Who may call this module's root fields: its rows of the permission matrix. */
export const lmsPermissions: PermissionRows = () => ({
  "Mutation.adminRetryCourseAccess": {
    // Past the role check to NOT_FOUND: nobody has this enrollment id.
    query: "mutation { adminRetryCourseAccess(enrollmentId: 2000000000) { id } }",
    expect: { ...adminsOnly, default: "NOT_FOUND" },
  },
  "Mutation.adminRelinkMoodleAccount": {
    // Past the role check to NOT_FOUND: nobody has this user id.
    query: "mutation { adminRelinkMoodleAccount(userId: 2000000000) { id } }",
    expect: { ...adminsOnly, default: "NOT_FOUND" },
  },
});
