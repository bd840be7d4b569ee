import type { EntityManager } from "@mikro-orm/postgresql";
import { ActivityItem } from "./activity-item.entity.js";
import { Notification } from "./notification.entity.js";
import { LinkedSystem, SystemKey } from "./system.entity.js";
import { User } from "../users/user.entity.js";

/** Something that happened to a learner: a notification for them and an item of their activity. */
export interface UserEvent {
  userId: number;
  system?: SystemKey;
  /** info, success, warning or error */
  type: string;
  message: string;
  action: string;
  details: Record<string, unknown>;
}

/** Records the event in `em` (flushed by the caller, with the writes it belongs to). */
export function recordUserEvent(em: EntityManager, event: UserEvent): void {
  const system = em.getReference(LinkedSystem, event.system ?? SystemKey.MAIN);
  const user = event.userId;
  em.create(Notification, { user, system, type: event.type, message: event.message });
  // The activity keeps the notice's sentence: what the learner reads ('You are enrolled in ...').
  em.create(ActivityItem, {
    user,
    system,
    action: event.action,
    details: { ...event.details, summary: event.message },
  });
}

/** Records the event for every administrator (what the team must know: a dispute, a refund failed). */
export async function recordAdminEvent(
  em: EntityManager,
  event: Omit<UserEvent, "userId">,
): Promise<void> {
  const admins = await em.find(User, { isAdmin: true }, { fields: ["id"] });
  for (const admin of admins) recordUserEvent(em, { ...event, userId: admin.id });
}
