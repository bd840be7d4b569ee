import type { EntityManager } from "@mikro-orm/postgresql";
import { badInput, refuseInvalidFields } from "../../errors.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { recordAudit } from "../audit/audit.service.js";
import { LockoutService, LoginFailure } from "../auth/lockout.service.js";
import type { RequestMeta, Context } from "../../graphql/context.js";
import { SessionService } from "../auth/session.service.js";
import { queuePasswordNotice } from "../mail/password-notice.js";
import { recordUserEvent } from "../systems/user-event.js";
import type { ChangePasswordInput, UpdateProfileInput } from "./account.inputs.js";
import { hashPassword, verifyPassword } from "../users/password-hash.rules.js";
import { passwordProblems } from "../users/password.rules.js";
import { phoneProblem } from "../users/user.rules.js";
import { User } from "../users/user.entity.js";

/** The signed-in user's own account: profile and password. */
export class AccountService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<Context, "config" | "jobs">,
  ) {}

  async updateProfile(userId: number, input: UpdateProfileInput): Promise<User> {
    const user = await this.em.findOneOrFail(User, userId);
    if (input.phone !== undefined) {
      const phone = input.phone?.trim() || null;
      refuseInvalidFields({ phone: phone && phoneProblem(phone) });
      user.phone = phone;
    }
    if (input.emailNotifications !== undefined && input.emailNotifications !== null) {
      user.emailNotifications = input.emailNotifications;
    }
    await this.em.flush();
    return user;
  }

  /**
   * Checks the current password, applies the rules, ends every session of the user, and tells
   * them by mail (in the same transaction), so a change they did not make does not go unnoticed.
   */
  async changePassword(userId: number, input: ChangePasswordInput, meta: RequestMeta) {
    const user = await this.em.findOneOrFail(User, userId, { populate: ["passwordHash"] });
    // A wrong current password counts like a failed sign-in: a stolen session cannot guess.
    const lockout = new LockoutService(this.em);
    await lockout.check(user.username, user, meta);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      await lockout.fail(user.username, user, meta, LoginFailure.Password);
      throw badInput("Current password is incorrect");
    }
    const problem = passwordProblems(input.newPassword)[0];
    if (problem) throw badInput(problem);
    if (input.newPassword !== input.confirmPassword) throw badInput("Passwords don't match");
    const passwordHash = await hashPassword(input.newPassword);
    const changedAt = new Date();
    await this.em.transactional(async tx => {
      await tx.nativeUpdate(User, { id: userId }, { passwordHash, lastPasswordChanged: changedAt });
      await new SessionService(tx, this.deps).endAll(userId);
      recordUserEvent(tx, {
        userId,
        type: "warning",
        message: "Your password was changed. If this was not you, contact us at once.",
        action: "Password changed",
        details: {},
      });
      recordAudit(tx, {
        type: AuditEventType.PasswordChanged,
        actorId: userId,
        subjectId: userId,
        ...meta,
      });
      await queuePasswordNotice(tx, this.deps.jobs, user, changedAt);
    });
    return {
      success: true,
      requireRelogin: true,
      message: "Your password has been changed. Please log in again.",
    };
  }
}
