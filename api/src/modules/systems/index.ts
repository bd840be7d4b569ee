import type { AppModule } from "../../app-module.js";
import { ActivityItem } from "./activity-item.entity.js";
import { Notification } from "./notification.entity.js";
import { ProfileSyncStatus } from "./profile-sync-status.entity.js";
import { LinkedSystem } from "./system.entity.js";
import { SystemsResolver } from "./systems.resolver.js";
import { systemsRoutes } from "./systems.rest.js";

/** The linked systems: registry and health, activity, notifications and profile sync. */
export const systemsModule: AppModule = {
  name: "systems",
  entities: [LinkedSystem, ActivityItem, Notification, ProfileSyncStatus],
  resolvers: [SystemsResolver],
  rest: { routes: systemsRoutes, operations: new URL("./systems.rest.graphql", import.meta.url) },
};
