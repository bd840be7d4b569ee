import { type PermissionRows, adminsOnly, signedInOnly } from "./matrix.js";

/** Who may call this module's root fields: its rows of the permission matrix. */
export const ceLedgerPermissions: PermissionRows = () => ({
  "Query.myContinuingEducation": {
    query: "{ myContinuingEducation { hasInitialCertification hoursRequired } }",
    expect: signedInOnly,
  },
  "Query.renewalRule": {
    query: "{ renewalRule { requiredHours periodMonths } }",
    expect: adminsOnly,
  },
  "Query.renewalsDue": {
    query: "{ renewalsDue(first: 5) { totalCount edges { node { userId } } } }",
    expect: adminsOnly,
  },
  "Mutation.updateRenewalRule": {
    // The defaults again, so the matrix leaves the rule as it found it.
    query:
      "mutation { updateRenewalRule(input: { requiredHours: 8, periodMonths: 24 }) { requiredHours } }",
    expect: {
      anonymous: "UNAUTHENTICATED",
      learner: "FORBIDDEN",
      otherLearner: "FORBIDDEN",
      admin: "FORBIDDEN",
      default: "OK",
    },
  },
});
