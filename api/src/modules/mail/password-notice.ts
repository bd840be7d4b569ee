import type { EntityManager } from "@mikro-orm/postgresql";
import type { JobQueue } from "../../jobs/queue.js";
import type { JobDeps } from "../module.js";
import { passwordChangedNotice } from "./messages.js";
import { queueMail } from "./queue-mail.js";

/**
 * Queues "Your password was changed" in the transaction of the change. One mail per change: the
 * key is the user and the change's time.
 */
export function queuePasswordNotice(
  em: EntityManager,
  jobs: JobQueue<JobDeps>,
  user: { id: number; email: string; firstName: string },
  at: Date,
  byAdministrator = false,
) {
  return queueMail(em, jobs, {
    to: user.email,
    ...passwordChangedNotice({ firstName: user.firstName, at, byAdministrator }),
    kind: "password.changed",
    key: `password-changed:${user.id}:${at.toISOString()}`,
  });
}
