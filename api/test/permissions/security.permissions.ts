import { type PermissionRows, superAdminsOnly } from "./matrix.js";
import { AUDIT_CSV_PATH } from "../../src/modules/security/security.http.js";

/** No such user: past the role check the service answers 404. */
const NO_USER = 999_999_999;
const superAdminsThenNotFound = { ...superAdminsOnly, default: "NOT_FOUND" } as const;

/** Who may call this module's root fields: its rows of the permission matrix. */
export const securityPermissions: PermissionRows = fixtures => ({
  "Query.securityDashboard": {
    query: "{ securityDashboard { cards { key value } status { name state } } }",
    expect: superAdminsOnly,
  },
  "Query.userTokenInfo": {
    query: "query($userId: Int!) { userTokenInfo(userId: $userId) { success user { id } } }",
    variables: () => ({ userId: NO_USER }),
    rest: {
      method: "GET",
      path: vars => `/api/admin/security-management/user-token-info?userId=${String(vars.userId)}`,
    },
    expect: superAdminsThenNotFound,
  },
  "Mutation.forceLogoutUser": {
    query: "mutation($userId: Int!) { forceLogoutUser(userId: $userId) { success } }",
    variables: () => ({ userId: NO_USER }),
    rest: {
      method: "POST",
      path: vars => `/api/admin/security-management/force-logout/${String(vars.userId)}`,
      body: () => ({}),
    },
    expect: superAdminsThenNotFound,
  },
  "Mutation.forceLogoutUser (an administrator)": {
    query: "mutation($userId: Int!) { forceLogoutUser(userId: $userId) { success } }",
    variables: async () => ({ userId: await fixtures.newAdmin() }),
    rest: {
      method: "POST",
      path: vars => `/api/admin/security-management/force-logout/${String(vars.userId)}`,
      body: () => ({}),
    },
    expect: superAdminsOnly,
  },
  "Query.intrusionReport": {
    query: "{ intrusionReport { lockedAccounts { userId } blockedAddresses { ipAddress } } }",
    expect: superAdminsOnly,
  },
  "Mutation.unlockAccount": {
    query: "mutation($userId: Int!) { unlockAccount(userId: $userId) { success } }",
    variables: () => ({ userId: NO_USER }),
    expect: superAdminsThenNotFound,
  },
  "Mutation.unblockAddress": {
    query: 'mutation { unblockAddress(ipAddress: "203.0.113.77") { success } }',
    expect: superAdminsOnly,
  },
  "Query.auditLog": {
    query: "{ auditLog(first: 5) { edges { node { id message } } totalCount } }",
    expect: superAdminsOnly,
  },
  // The same list as a CSV download (a plain route, security.http.ts): the same rule decides.
  "Query.auditLog (the CSV export)": {
    query: '{ auditLog(first: 1, filter: { type: "logout" }) { totalCount } }',
    rest: { method: "GET", path: `${AUDIT_CSV_PATH}?type=logout&from=2026-01-01` },
    expect: superAdminsOnly,
  },
  "Mutation.forceLogoutAllUsers": {
    query: "mutation { forceLogoutAllUsers { affectedCount } }",
    rest: {
      method: "POST",
      path: "/api/admin/security-management/force-logout-all",
      body: () => ({}),
    },
    expect: superAdminsOnly,
    endsOtherSessions: true,
  },
});
