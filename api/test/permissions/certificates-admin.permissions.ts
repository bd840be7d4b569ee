import { type PermissionRows, adminsOnly } from "./matrix.js";

/** The admin Certificates screen's rows of the permission matrix. */
export const certificatesAdminPermissions: PermissionRows = () => ({
  "Query.adminCertificates": {
    query:
      "{ adminCertificates(first: 2, filter: { status: REVOKED }) { totalCount edges { node { number } } } }",
    expect: adminsOnly,
  },
  "Mutation.reissueCertificate": {
    query:
      'mutation($number: String!) { reissueCertificate(number: $number, reason: "matrix") { number } }',
    // No such certificate: the role check answers first; certificates-admin.test.ts re-issues real ones.
    variables: () => ({ number: "GA-1999-000000" }),
    expect: { ...adminsOnly, default: "NOT_FOUND" },
  },
});
