import type { EntityManager } from "@mikro-orm/postgresql";
import type { JobQueue } from "../../jobs/queue.js";
import { ApiTokenService } from "../api-tokens/api-tokens.service.js";
import type { JobDeps } from "../../jobs/deps.js";
import { passwordChangedNotice } from "./messages.js";
import { queueMail } from "./queue-mail.js";

/**
 * Queues "Your password was changed" in the transaction of the change. One mail per change: the
 * key is the user and the change's time. A reset by an administrator names the API tokens it
 * revoked; the user's own change, the tokens still active (read here, in the same transaction).
 */
export async function queuePasswordNotice(
  em: EntityManager,
  jobs: JobQueue<JobDeps>,
  user: { id: number; email: string; firstName: string; isAdmin: boolean; isSuperAdmin: boolean },
  at: Date,
  { byAdministrator = false, apiTokensRevoked = 0 } = {},
) {
  const apiTokensActive = byAdministrator
    ? 0
    : await new ApiTokenService(em).countActiveTokens(user.id);
  return queueMail(em, jobs, {
    to: user.email,
    ...passwordChangedNotice({
      firstName: user.firstName,
      at,
      byAdministrator,
      apiTokensRevoked,
      apiTokensActive,
      managesApiTokens: user.isAdmin || user.isSuperAdmin,
    }),
    kind: "password.changed",
    key: `password-changed:${user.id}:${at.toISOString()}`,
  });
}
