import type { EntityManager } from "@mikro-orm/postgresql";
import type { Context } from "../../graphql/context.js";
import { ApiTokenService } from "../api-tokens/api-tokens.service.js";
import { passwordChangedNotice } from "./mail.messages.js";
import { queueMail } from "./queue-mail.js";

/** The portal's own mails, queued in the caller's transaction (its `em`). */
export class MailService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<Context, "jobs">,
  ) {}

  /**
   * Queues "Your password was changed" in the transaction of the change. One mail per change: the
   * key is the user and the change's time. A reset by an administrator names the API tokens it
   * revoked; the user's own change, the tokens still active (read here, in the same transaction).
   */
  async queuePasswordNotice(
    user: { id: number; email: string; firstName: string; isAdmin: boolean; isSuperAdmin: boolean },
    at: Date,
    { byAdministrator = false, apiTokensRevoked = 0 } = {},
  ) {
    const apiTokensActive = byAdministrator
      ? 0
      : await new ApiTokenService(this.em).countActiveTokens(user.id);
    return queueMail(this.em, this.deps.jobs, {
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
}
