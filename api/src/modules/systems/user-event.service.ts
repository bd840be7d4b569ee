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

/** Events added to the caller's unit of work (its `em`): flushed with the writes they tell of. */
export class UserEventService {
  constructor(private readonly em: EntityManager) {}

  /** Records the event for its user: a notification and an item of their activity. */
  record(event: UserEvent): void {
    const system = this.em.getReference(LinkedSystem, event.system ?? SystemKey.MAIN);
    const user = event.userId;
    this.em.create(Notification, { user, system, type: event.type, message: event.message });
    // The activity keeps the notice's sentence: what the learner reads ('You are enrolled in ...').
    this.em.create(ActivityItem, {
      user,
      system,
      action: event.action,
      details: { ...event.details, summary: event.message },
    });
  }

  /** Records the event for every administrator: what the team must know (a dispute, a refund). */
  async recordForAdmins(event: Omit<UserEvent, "userId">): Promise<void> {
    const admins = await this.em.find(User, { isAdmin: true }, { fields: ["id"] });
    for (const admin of admins) this.record({ ...event, userId: admin.id });
  }
}
