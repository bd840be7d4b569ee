import { type PermissionRows, adminsOnly, everyone } from "./matrix.js";

/** Who may call this module's root fields: its rows of the permission matrix. */
export const certificatesPermissions: PermissionRows = fixtures => ({
  "Query.verifyCertificate": {
    query: "query($number: String!) { verifyCertificate(number: $number) { status } }",
    variables: () => ({ number: "GA-1999-000000" }),
    rest: {
      method: "GET",
      path: vars => `/api/certificates/${String(vars.number)}/verify`,
    },
    expect: everyone,
  },
  "Mutation.revokeCertificate": {
    query:
      'mutation($number: String!) { revokeCertificate(number: $number, reason: "matrix") { number } }',
    // No such certificate: the role check answers first; certificates.test.ts revokes real ones.
    variables: () => ({ number: "GA-1999-000000" }),
    expect: { ...adminsOnly, default: "NOT_FOUND" },
  },
  "Mutation.markEnrollmentComplete": {
    query:
      'mutation($id: Int!) { markEnrollmentComplete(enrollmentId: $id, note: "matrix") { id } }',
    variables: () => ({ id: 2_000_000_000 }),
    expect: { ...adminsOnly, default: "NOT_FOUND" },
  },
  "Mutation.completeDemoCourse": {
    // The callers have no access to the course: certificates.test.ts completes a real one.
    query: "mutation($courseId: Int!) { completeDemoCourse(courseId: $courseId) { id } }",
    variables: () => ({ courseId: fixtures.courseId() }),
    expect: { anonymous: "UNAUTHENTICATED", default: "NOT_FOUND" },
  },
});
