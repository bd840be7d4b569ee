import { type PermissionRows, adminsOnly, signedInOnly } from "./matrix.js";

const get = (path: string) => ({ method: "GET" as const, path });

/** Who may call this module's root fields: its rows of the permission matrix. */
export const systemsPermissions: PermissionRows = () => ({
  "Query.systems": {
    query: "{ systems { id } }",
    rest: get("/api/system/systems"),
    expect: signedInOnly,
  },
  "Query.systemStatus": {
    query: "{ systemStatus { system status } }",
    rest: get("/api/system/status"),
    expect: adminsOnly,
  },
  "Query.systemPermissions": {
    query: "{ systemPermissions { roles } }",
    rest: get("/api/system/permissions"),
    expect: signedInOnly,
  },
  "Query.activity": {
    query: "{ activity { id } }",
    rest: get("/api/system/activity"),
    expect: signedInOnly,
  },
  "Query.notifications": {
    query: "{ notifications { id } }",
    rest: get("/api/system/notifications"),
    expect: signedInOnly,
  },
  "Mutation.markNotificationsRead": {
    query: "mutation { markNotificationsRead }",
    rest: { method: "POST", path: "/api/system/notifications/mark-read", body: () => ({}) },
    expect: signedInOnly,
  },
  "Query.profileSyncStatus": {
    query: "{ profileSyncStatus { system status } }",
    rest: get("/api/system/profile/sync-status"),
    expect: signedInOnly,
  },
  "Mutation.syncProfile": {
    query: "mutation { syncProfile { system status } }",
    rest: { method: "POST", path: "/api/system/profile/sync" },
    expect: signedInOnly,
  },
  "Mutation.pullProfile": {
    query: "mutation { pullProfile(system: STORAGE) { status } }",
    rest: { method: "POST", path: "/api/system/profile/pull", body: () => ({ system: "storage" }) },
    // The matrix's install gives no sibling an address: past the role check, refused as not
    // connected (systems.test.ts exchanges profiles with a connected one).
    expect: { anonymous: "UNAUTHENTICATED", default: "BAD_USER_INPUT" },
  },
  "Mutation.pushProfile": {
    query: "mutation { pushProfile(system: VIDEO) { status } }",
    rest: { method: "POST", path: "/api/system/profile/push", body: () => ({ system: "video" }) },
    // The matrix's install gives no sibling an address: past the role check, refused as not
    // connected (systems.test.ts exchanges profiles with a connected one).
    expect: { anonymous: "UNAUTHENTICATED", default: "BAD_USER_INPUT" },
  },
});
