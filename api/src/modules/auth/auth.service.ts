import { raw } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.js";
import { appError, badInput } from "../../graphql/errors.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { recordAudit } from "../audit/audit.service.js";
import { LoginAttempt } from "../security/login-attempt.entity.js";
import { User, UserStatus } from "../users/user.entity.js";
import { UserService } from "../users/user.service.js";
import type {
  ChangePasswordInput,
  LoginInput,
  RegisterInput,
  UpdateProfileInput,
} from "./auth.inputs.js";
import { hashPassword, verifyPassword } from "./password.js";
import { passwordProblems } from "./password-rules.js";
import { type RequestMeta, SessionService, requestMeta } from "./session.service.js";

export const LOCKOUT = { failures: 10, minutes: 15 };
/** Failed attempts from one address within the lockout window before it is refused too. */
export const IP_FAILURE_LIMIT = 100;

const INVALID_LOGIN = "Invalid username or password";

// Unknown usernames are checked against this hash, so they cost what a wrong password costs.
let dummyHash: Promise<string> | undefined;
const timingHash = () => (dummyHash ??= hashPassword("not-a-real-password-0000"));

export function tooManyRequests(message: string, retryAfterSeconds: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return appError("TOO_MANY_REQUESTS", message, {
    retryAfter: seconds,
    http: { status: 429, headers: new Map([["retry-after", String(seconds)]]) },
  });
}

export interface HttpExchange {
  request: FastifyRequest;
  reply: FastifyReply;
}

export class AuthService {
  private readonly sessions: SessionService;

  constructor(
    private readonly em: EntityManager,
    private readonly config: Config,
  ) {
    this.sessions = new SessionService(em, config);
  }

  private findByUsername(username: string): Promise<User | null> {
    return this.em.findOne(
      User,
      { [raw(alias => `lower(${alias}.username)`)]: username.trim().toLowerCase() },
      { populate: ["passwordHash"] },
    );
  }

  private async refuseBusyAddress(meta: RequestMeta): Promise<void> {
    const since = new Date(Date.now() - LOCKOUT.minutes * 60_000);
    const failures = await this.em.count(LoginAttempt, {
      ipAddress: meta.ipAddress,
      success: false,
      createdAt: { $gt: since },
    });
    if (failures >= IP_FAILURE_LIMIT) {
      throw tooManyRequests(
        "Too many failed sign-in attempts from this address. Try again later.",
        LOCKOUT.minutes * 60,
      );
    }
  }

  /** One failed attempt: counted for the account (atomically) and kept in the history. */
  private async recordFailure(
    username: string,
    user: User | null,
    meta: RequestMeta,
    reason: string,
  ) {
    let lockedUntil: Date | null = null;
    await this.em.transactional(async tx => {
      tx.create(LoginAttempt, { user, username: username.slice(0, 100), success: false, ...meta });
      recordAudit(tx, {
        type: AuditEventType.LoginFailed,
        subjectId: user?.id,
        ...meta,
        details: { username: username.slice(0, 100), reason },
      });
      if (!user || reason !== "password") return;
      const [row] = await tx.execute<{ locked_until: Date | null }[]>(
        `update users set failed_login_count = failed_login_count + 1,
           locked_until = case when failed_login_count + 1 >= ? then now() + make_interval(mins => ?) else locked_until end
         where id = ? returning locked_until`,
        [LOCKOUT.failures, LOCKOUT.minutes, user.id],
      );
      const until = row.locked_until ? new Date(row.locked_until) : null;
      if (until && until > new Date()) {
        lockedUntil = until;
        recordAudit(tx, {
          type: AuditEventType.AccountLocked,
          subjectId: user.id,
          ...meta,
          details: { until },
        });
      }
    });
    return lockedUntil as Date | null;
  }

  private lockedError(until: Date) {
    const minutes = Math.ceil((until.getTime() - Date.now()) / 60_000);
    return tooManyRequests(
      `This account is locked after too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      (until.getTime() - Date.now()) / 1000,
    );
  }

  /** Password sign-in: exactly one password hash per attempt, whatever the outcome. */
  async login(
    input: LoginInput,
    { request, reply }: HttpExchange,
    options: { requireAdmin?: boolean } = {},
  ) {
    const meta = requestMeta(request);
    await this.refuseBusyAddress(meta);
    const user = await this.findByUsername(input.username);
    if (user?.lockedUntil && user.lockedUntil > new Date()) {
      await this.recordFailure(input.username, user, meta, "locked");
      throw this.lockedError(user.lockedUntil);
    }
    const valid = await verifyPassword(user?.passwordHash ?? (await timingHash()), input.password);
    if (!user || !valid) {
      const lockedUntil = await this.recordFailure(input.username, user, meta, "password");
      if (lockedUntil) throw this.lockedError(lockedUntil);
      throw appError("UNAUTHENTICATED", INVALID_LOGIN);
    }
    if (user.status !== UserStatus.Active) {
      await this.recordFailure(input.username, user, meta, `status ${user.status}`);
      throw appError("FORBIDDEN", "This account is not active. Please contact support.");
    }
    if (options.requireAdmin && !user.isAdmin && !user.isSuperAdmin) {
      await this.recordFailure(input.username, user, meta, "not an administrator");
      throw appError("FORBIDDEN", "Administrator access is required.");
    }
    return this.signIn(
      user,
      { request, reply },
      options.requireAdmin ? "admin-password" : "password",
    );
  }

  /** Records a successful sign-in and starts a session; cookies go out after the commit. */
  async signIn(user: User, { request, reply }: HttpExchange, method: string): Promise<User> {
    const meta = requestMeta(request);
    const session = await this.em.transactional(async tx => {
      const fresh = await tx.findOneOrFail(User, user.id);
      fresh.failedLoginCount = 0;
      fresh.lockedUntil = null;
      fresh.lastLogin = new Date();
      tx.create(LoginAttempt, { user: fresh, username: fresh.username, success: true, ...meta });
      recordAudit(tx, {
        type: AuditEventType.LoginSucceeded,
        actorId: fresh.id,
        subjectId: fresh.id,
        ...meta,
        details: { method },
      });
      return { user: fresh, ...new SessionService(tx, this.config).begin(fresh, meta) };
    });
    await this.sessions.sendCookies(reply, session.user, session.familyId, session.refresh);
    return session.user;
  }

  async register(input: RegisterInput, { request }: HttpExchange): Promise<User> {
    if (input.password !== input.confirmPassword) throw badInput("Passwords don't match");
    const meta = requestMeta(request);
    return new UserService(this.em).create(input, { type: AuditEventType.UserRegistered, ...meta });
  }

  async refresh({ request, reply }: HttpExchange): Promise<void> {
    if (!(await this.sessions.refresh(request, reply))) {
      throw appError("UNAUTHENTICATED", "Your session has expired. Please log in again.");
    }
  }

  async logout({ request, reply }: HttpExchange, viewerId: number | null): Promise<void> {
    await this.sessions.end(request, reply);
    if (viewerId) {
      recordAudit(this.em, {
        type: AuditEventType.Logout,
        actorId: viewerId,
        subjectId: viewerId,
        ...requestMeta(request),
      });
      await this.em.flush();
    }
  }

  async updateProfile(userId: number, input: UpdateProfileInput): Promise<User> {
    const user = await this.em.findOneOrFail(User, userId);
    if (input.phone !== undefined) user.phone = input.phone?.trim() || null;
    if (input.emailNotifications !== undefined && input.emailNotifications !== null) {
      user.emailNotifications = input.emailNotifications;
    }
    await this.em.flush();
    return user;
  }

  /** Checks the current password, applies the rules, and ends every session of the user. */
  async changePassword(
    userId: number,
    input: ChangePasswordInput,
    { request, reply }: HttpExchange,
  ) {
    const user = await this.em.findOneOrFail(User, userId, { populate: ["passwordHash"] });
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw badInput("Current password is incorrect");
    }
    const problem = passwordProblems(input.newPassword)[0];
    if (problem) throw badInput(problem);
    if (input.newPassword !== input.confirmPassword) throw badInput("Passwords don't match");
    const passwordHash = await hashPassword(input.newPassword);
    await this.em.transactional(async tx => {
      await tx.nativeUpdate(
        User,
        { id: userId },
        { passwordHash, lastPasswordChanged: new Date() },
      );
      await new SessionService(tx, this.config).endAll(userId);
      recordAudit(tx, {
        type: AuditEventType.PasswordChanged,
        actorId: userId,
        subjectId: userId,
        ...requestMeta(request),
      });
    });
    this.sessions.clearCookies(reply);
    return {
      success: true,
      requireRelogin: true,
      message: "Your password has been changed. Please log in again.",
    };
  }
}
