import { type PermissionRows, signedInOnly } from "./matrix.js";

/** The learner's own certificates: their rows of the permission matrix. */
export const myCertificatesPermissions: PermissionRows = () => ({
  "Query.myCertificates": {
    query: "{ myCertificates { number downloadUrl } }",
    expect: signedInOnly,
  },
});
