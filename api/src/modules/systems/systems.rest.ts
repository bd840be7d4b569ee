import { badInput } from "../../errors.js";
import { type RestRoute, enumNames, field, keyedBy } from "../../rest/route.js";
import { SystemKey } from "./system.entity.js";

/** The REST paths name systems by their lower-case key; GraphQL by the enum's name. */
const SYSTEM_NAMES = enumNames(SystemKey);
const systemOf = ({ body }: { body: Record<string, unknown> }) => {
  const system = SYSTEM_NAMES.nameOf(body.system);
  if (!system) throw badInput("system must be one of main, lms, storage, video");
  return { system };
};
const listOf = (name: string) => (data: Record<string, unknown>) =>
  data[name] as Record<string, unknown>[];

/** The documented /api/system paths, each answered by an operation of systems.rest.graphql. */
export const systemsRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/system/systems",
    operation: "Systems",
    response: field("systems"),
  },
  {
    method: "GET",
    path: "/api/system/status",
    operation: "SystemStatus",
    // Keyed by system, as the spec's answer is: { "lms": { status, version, lastChecked, url } }.
    response: data => keyedBy(listOf("systemStatus")(data), item => String(item.system)),
  },
  {
    method: "GET",
    path: "/api/system/permissions",
    operation: "SystemPermissions",
    response: field("systemPermissions"),
  },
  {
    method: "GET",
    path: "/api/system/activity",
    operation: "Activity",
    response: listOf("activity"),
  },
  {
    method: "GET",
    path: "/api/system/notifications",
    operation: "Notifications",
    response: listOf("notifications"),
  },
  {
    method: "POST",
    path: "/api/system/notifications/mark-read",
    operation: "MarkNotificationsRead",
    variables: ({ body }) => ({ ids: body.notificationIds ?? null }),
    response: data => ({ success: true, updated: data.markNotificationsRead }),
    openapi: { notificationIds: "ids" },
  },
  {
    method: "GET",
    path: "/api/system/profile/sync-status",
    operation: "ProfileSyncStatus",
    // Keyed by system key, as the spec's answer is: { "lms": { status, details, lastSynced } }.
    response: data => keyedBy(listOf("profileSyncStatus")(data), item => String(item.system)),
  },
  {
    method: "POST",
    path: "/api/system/profile/sync",
    operation: "SyncProfile",
    response: listOf("syncProfile"),
  },
  {
    method: "POST",
    path: "/api/system/profile/pull",
    operation: "PullProfile",
    variables: systemOf,
    response: field("pullProfile"),
  },
  {
    method: "POST",
    path: "/api/system/profile/push",
    operation: "PushProfile",
    variables: systemOf,
    // The spec's body carries the profile too: the portal pushes its own copy.
    ignores: {
      profileData: { type: "object", description: "Ignored: the portal's profile is sent" },
    },
    response: field("pushProfile"),
  },
];
