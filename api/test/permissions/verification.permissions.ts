import { type PermissionRows, adminsOnly, superAdminsOnly } from "./matrix.js";

/** Who may call this module's root fields: its rows of the permission matrix. */
export const verificationPermissions: PermissionRows = () => ({
  "Query.verificationOverview": {
    query: "{ verificationOverview { verified message } }",
    rest: { method: "GET", path: "/api/admin/verification/all" },
    expect: adminsOnly,
  },
  "Query.enrollmentVerification": {
    query: "{ enrollmentVerification { verified message } }",
    rest: { method: "GET", path: "/api/admin/verification/enrollments" },
    expect: adminsOnly,
  },
  "Query.paymentVerification": {
    query: "{ paymentVerification { verified message } }",
    rest: { method: "GET", path: "/api/admin/verification/payments" },
    expect: adminsOnly,
  },
  "Query.courseVerification": {
    query: "{ courseVerification { verified message } }",
    rest: { method: "GET", path: "/api/admin/verification/courses" },
    expect: adminsOnly,
  },
  "Query.securityAudit": {
    query: "{ securityAudit { verified message } }",
    rest: { method: "GET", path: "/api/admin/verification/security-audit" },
    expect: adminsOnly,
  },
  "Mutation.flagVerificationAnomalies": {
    query: "mutation { flagVerificationAnomalies(groups: [COURSES]) { flagged } }",
    rest: {
      method: "POST",
      path: "/api/admin/verification/flags",
      body: () => ({ groups: ["courses"] }),
    },
    expect: adminsOnly,
  },
  "Mutation.resolveVerificationFlag": {
    query:
      'mutation { resolveVerificationFlag(anomalyKey: "course.incomplete:0", note: "n") { id } }',
    rest: {
      method: "POST",
      path: "/api/admin/verification/flags/resolve",
      body: () => ({ anomalyKey: "course.incomplete:0", note: "n" }),
    },
    expect: {
      anonymous: "UNAUTHENTICATED",
      learner: "FORBIDDEN",
      otherLearner: "FORBIDDEN",
      default: "NOT_FOUND",
    },
  },
  "Mutation.acknowledgeSecurityFinding": {
    query:
      'mutation { acknowledgeSecurityFinding(anomalyKey: "security.admin-new-ip:0", note: "n") { id } }',
    expect: {
      anonymous: "UNAUTHENTICATED",
      learner: "FORBIDDEN",
      otherLearner: "FORBIDDEN",
      default: "NOT_FOUND",
    },
  },
  "Query.trustedAddresses": {
    query: "{ trustedAddresses { ipAddress } }",
    expect: adminsOnly,
  },
  "Mutation.trustAddress": {
    query: 'mutation { trustAddress(ipAddress: "192.0.2.250", note: "n") { ipAddress } }',
    expect: superAdminsOnly,
  },
  "Mutation.untrustAddress": {
    query: 'mutation { untrustAddress(ipAddress: "192.0.2.251") { ipAddress } }',
    expect: { ...superAdminsOnly, default: "NOT_FOUND" },
  },
});
