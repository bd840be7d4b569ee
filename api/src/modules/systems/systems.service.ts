import type { EntityManager } from "@mikro-orm/postgresql";
import type { Context } from "../../graphql/context.js";
import { type Viewer, Role, viewerHasRole } from "../../graphql/roles.js";
import { ActivityItem } from "./activity-item.entity.js";
import { Notification } from "./notification.entity.js";
import { healthOf } from "./system-health.gateway.js";
import { LinkedSystem, SystemHealth, SystemKey } from "./system.entity.js";
import type {
  ActivityItemObject,
  LinkedSystemObject,
  NotificationObject,
  SystemPermissionsObject,
  SystemStatusObject,
} from "./systems.types.js";

/** How many activity items and notifications a learner sees. */
const RECENT = 50;

/**
 * The item's sentence: the one kept with it, or (items kept before sentences were) its action
 * with what it concerns by name ('Enrolled in a course: Skip Tracing').
 */
function summaryOf(item: ActivityItem): string {
  const details = (item.details ?? {}) as Record<string, unknown>;
  if (typeof details.summary === "string") return details.summary;
  const named = details.courseTitle ?? details.businessName ?? details.details;
  return typeof named === "string" ? `${item.action}: ${named}.` : `${item.action}.`;
}

export class SystemsService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<Context, "config">,
  ) {}

  /** The registry: the stored systems, each with the address the environment gives it. */
  async list(): Promise<LinkedSystemObject[]> {
    const rows = await this.em.find(LinkedSystem, {}, { orderBy: { id: "asc" } });
    const order = Object.values(SystemKey);
    return rows
      .sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id))
      .map(row => ({
        id: row.id,
        name: row.name,
        description: row.description,
        url:
          row.id === SystemKey.MAIN
            ? null
            : (this.deps.config.systemUrls[row.id] ?? row.url ?? null),
        isAvailable: row.isAvailable,
      }));
  }

  /** Each sibling system's health, checked over HTTP (cached briefly); the portal is up. */
  async status(): Promise<SystemStatusObject[]> {
    return Promise.all(
      (await this.list()).map(async system => {
        if (!system.url) {
          return {
            system: system.id,
            name: system.name,
            status: system.id === SystemKey.MAIN ? SystemHealth.HEALTHY : SystemHealth.UNKNOWN,
            version:
              system.id === SystemKey.MAIN ? (process.env.npm_package_version ?? null) : null,
            lastChecked: new Date(),
            url: system.url,
          };
        }
        return {
          system: system.id,
          name: system.name,
          url: system.url,
          ...(await healthOf(system.url)),
        };
      }),
    );
  }

  async activity(userId: number): Promise<ActivityItemObject[]> {
    const items = await this.em.find(
      ActivityItem,
      { user: userId },
      { orderBy: { timestamp: "desc", id: "desc" }, limit: RECENT },
    );
    return items.map(item => ({
      id: item.id,
      system: item.system.id,
      action: item.action,
      timestamp: item.timestamp,
      summary: summaryOf(item),
      details: Object.entries(item.details ?? {}).map(([key, value]) => ({
        key,
        value: typeof value === "string" ? value : JSON.stringify(value),
      })),
    }));
  }

  async notifications(userId: number): Promise<NotificationObject[]> {
    const notes = await this.em.find(
      Notification,
      { user: userId },
      { orderBy: { timestamp: "desc", id: "desc" }, limit: RECENT },
    );
    return notes.map(note => ({
      id: note.id,
      system: note.system.id,
      type: note.type,
      message: note.message,
      timestamp: note.timestamp,
      read: note.read,
    }));
  }

  /** Marks the caller's notifications read (the given ones, or all); answers how many changed. */
  markRead(userId: number, ids: number[] | null): Promise<number> {
    const which = ids === null ? {} : { id: { $in: ids } };
    return this.em.nativeUpdate(
      Notification,
      { user: userId, read: false, ...which },
      { read: true },
    );
  }

  permissions(viewer: Viewer): SystemPermissionsObject {
    const admin = viewerHasRole(viewer, Role.ADMIN);
    const roles = [Role.USER, ...(admin ? [Role.ADMIN] : [])];
    if (viewer.isSuperAdmin) roles.push(Role.SUPER_ADMIN);
    const permissions = [
      "courses:read",
      "enrollments:read:own",
      "profile:write:own",
      "systems:read",
      ...(admin ? ["systems:status", "admin:access"] : []),
      ...(viewer.isSuperAdmin ? ["security:manage"] : []),
    ];
    return { roles, permissions };
  }
}
