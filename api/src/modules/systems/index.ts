import type { AppModule } from "../module.js";
import { ActivityItem } from "./activity-item.entity.js";
import { Notification } from "./notification.entity.js";
import { ProfileSyncStatus } from "./profile-sync-status.entity.js";
import { LinkedSystem } from "./system.entity.js";

export const systemsModule: AppModule = {
  name: "systems",
  entities: [LinkedSystem, ActivityItem, Notification, ProfileSyncStatus],
};
