import { type PermissionRows, adminsOnly } from "./matrix.js";

/** Who may call this module's root fields: its rows of the permission matrix. */
export const mailPermissions: PermissionRows = () => ({
  "Query.outbox": {
    query: "{ outbox(first: 5, filter: { status: HELD }) { totalCount edges { node { id } } } }",
    rest: { method: "GET", path: "/api/admin/outbox?status=held&q=enrolled" },
    expect: adminsOnly,
  },
  "Mutation.adminResendMail": {
    // Past the role check to NOT_FOUND: nobody has this mail id.
    query: "mutation { adminResendMail(id: 2000000000) { id } }",
    expect: { ...adminsOnly, default: "NOT_FOUND" },
  },
});
