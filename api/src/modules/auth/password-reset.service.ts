import { randomBytes, randomUUID } from "node:crypto";
import { raw } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { EMAIL_PATTERN } from "@guardian/rules";
import { invalidFields, refuseInvalidFields } from "../../errors.js";
import type { RequestMeta, Context } from "../../graphql/context.js";
import { hashToken, revokeUserTokens } from "../api-tokens/api-tokens.service.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { recordAudit } from "../audit/audit.service.js";
import { passwordResetLink } from "../mail/messages.js";
import { OutboxMail } from "../mail/outbox-mail.entity.js";
import { queuePasswordNotice } from "../mail/password-notice.js";
import { queueMail } from "../mail/queue-mail.js";
import type { RateLimitRule } from "../rate-limits/rate-limit.rules.js";
import { RateLimitService } from "../rate-limits/rate-limit.service.js";
import { recordUserEvent } from "../systems/user-event.js";
import { hashPassword } from "../users/password-hash.rules.js";
import { registrationPasswordProblem } from "../users/password.rules.js";
import { User, UserStatus } from "../users/user.entity.js";
import type { ResetPasswordInput } from "./auth.inputs.js";
import { PasswordResetToken } from "./password-reset-token.entity.js";
import { SessionService, endResetLinks } from "./session.service.js";

export const RESET_LINK_MINUTES = 30;
export const PASSWORD_RESET_JOB = "auth.password-reset";

/** Links mailed to one account, whoever asks and from wherever: the rest are dropped unsaid. */
export const RESET_ACCOUNT_LIMIT: RateLimitRule = {
  bucket: "password-reset-account",
  max: 3,
  windowSeconds: 3600,
};

export const RESET_REQUESTED =
  "If an account exists for that email, we have sent a link to reset its password. The link works for 30 minutes.";
export const RESET_LINK_INVALID = "This reset link is invalid or has expired. Request a new one.";
const PASSWORD_RESET = "Your password has been changed. Please log in with your new password.";

/** A used, expired or unknown link: one message, under the `token` field. */
const invalidLink = () => invalidFields({ token: RESET_LINK_INVALID });

export interface PasswordResetData {
  email: string;
  /** Names the request: its mail's key, so a job run twice mails once. */
  requestId: string;
}

/** "Forgot password?": a single-use link by mail, and the new password it lets the user set. */
export class PasswordResetService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<Context, "config" | "jobs">,
  ) {}

  /**
   * Queues the link and its mail for an address that has an active account, and nothing for one
   * that has none (a flood of unknown addresses cannot delay a real user's link); the answer is
   * the same either way. Both do one indexed lookup; the account's also queues a job.
   */
  async request(email: string) {
    const address = email.trim();
    refuseInvalidFields({
      email:
        ([...address].length > 254 || !EMAIL_PATTERN.test(address)) && "Please enter a valid email",
    });
    if (await this.activeAccount(address)) {
      const data: PasswordResetData = { email: address, requestId: randomUUID() };
      await this.deps.jobs.send(PASSWORD_RESET_JOB, data);
    }
    return { success: true, message: RESET_REQUESTED };
  }

  /** The active account with this address, in any letter case; null when there is none. */
  private async activeAccount(email: string): Promise<User | null> {
    const user = await this.em.findOne(User, {
      [raw(alias => `lower(${alias}.email)`)]: email.toLowerCase(),
    });
    return user?.status === UserStatus.ACTIVE ? user : null;
  }

  /**
   * The queued half of a request: an active account with that address (any letter case) gets a
   * new link, which ends its earlier ones, unless it has had RESET_ACCOUNT_LIMIT links this hour.
   * The count is its own statement, keyed by the account: it stays whatever happens after.
   */
  async issue({ email, requestId }: PasswordResetData): Promise<void> {
    const key = `password-reset:${requestId}`;
    if (await this.em.count(OutboxMail, { dedupeKey: key })) return;
    const user = await this.activeAccount(email);
    if (!user) return;
    const { hits } = await new RateLimitService(this.em).hitRequest(
      RESET_ACCOUNT_LIMIT,
      String(user.id),
    );
    if (hits > RESET_ACCOUNT_LIMIT.max) return;
    const token = randomBytes(32).toString("base64url");
    await this.em.transactional(async tx => {
      // One account's requests one after the other (a batch may hold two): the later ends the
      // earlier's link, as it would have one poll apart.
      await tx.execute(`select 1 from users where id = ? for update`, [user.id]);
      const now = new Date();
      await endResetLinks(tx, user.id, now);
      tx.create(PasswordResetToken, {
        user: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
      });
      await tx.flush();
      await queueMail(tx, this.deps.jobs, {
        to: user.email,
        ...passwordResetLink({
          firstName: user.firstName,
          username: user.username,
          token,
          minutes: RESET_LINK_MINUTES,
        }),
        kind: "password.reset",
        key,
      });
    });
  }

  /**
   * Sets the new password (the registration rules) with a live link: in one transaction the link
   * is spent, and every other link, session and API token of the account ends (`endAll`),
   * and the notification, the audit row and the "password changed" mail are written.
   */
  async reset(input: ResetPasswordInput, meta: RequestMeta) {
    const live = (at: Date) => ({
      tokenHash: hashToken(input.token),
      usedAt: null,
      expiresAt: { $gt: at },
    });
    const link = await this.em.findOne(PasswordResetToken, live(new Date()), {
      populate: ["user"],
    });
    const user = link?.user.getEntity();
    if (!user || user.status !== UserStatus.ACTIVE) throw invalidLink();
    refuseInvalidFields({
      newPassword: registrationPasswordProblem(input.newPassword),
      confirmPassword: input.newPassword !== input.confirmPassword && "Passwords don't match",
    });
    const passwordHash = await hashPassword(input.newPassword);
    const changedAt = new Date();
    await this.em.transactional(async tx => {
      // Spent here, under the row's lock: of two resets with one link, the second finds it used.
      const spent = await tx.nativeUpdate(PasswordResetToken, live(changedAt), {
        usedAt: changedAt,
      });
      if (!spent) throw invalidLink();
      const userId = user.id;
      await tx.nativeUpdate(User, { id: userId }, { passwordHash, lastPasswordChanged: changedAt });
      await new SessionService(tx, this.deps).endAll(userId);
      const revoked = await revokeUserTokens(tx, userId);
      recordUserEvent(tx, {
        userId,
        type: "warning",
        message:
          "Your password was reset with a link sent to your email. If this was not you, contact us at once.",
        action: "Password reset by email",
        details: {},
      });
      recordAudit(tx, {
        type: AuditEventType.PasswordResetByEmail,
        actorId: userId,
        subjectId: userId,
        ...meta,
        ...(revoked ? { details: { apiTokensRevoked: revoked } } : {}),
      });
      await queuePasswordNotice(tx, this.deps.jobs, user, changedAt, { apiTokensRevoked: revoked });
    });
    return { success: true, message: PASSWORD_RESET };
  }
}
