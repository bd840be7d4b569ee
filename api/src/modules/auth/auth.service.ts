import { raw } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.js";
import { appError, badInput } from "../../graphql/errors.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { recordAudit } from "../audit/audit.service.js";
import { LoginAttempt } from "../security/login-attempt.entity.js";
import { normalizeUsername, phoneProblem } from "../users/user-rules.js";
import type { Viewer } from "../../graphql/roles.js";
import { User, UserStatus } from "../users/user.entity.js";
import { UserService } from "../users/user.service.js";
import type {
  ChangePasswordInput,
  LoginInput,
  RegisterInput,
  UpdateProfileInput,
} from "./auth.inputs.js";
import { hashPassword, verifyPassword } from "./password.js";
import { passwordProblems, registrationPasswordProblem } from "./password-rules.js";
import { Lockout, LoginFailure } from "./lockout.js";
import { SessionService, requestMeta } from "./session.service.js";

const INVALID_LOGIN = "Invalid username or password";

// Unknown usernames are checked against this hash, so they cost what a wrong password costs.
let dummyHash: Promise<string> | undefined;
const timingHash = () => (dummyHash ??= hashPassword("not-a-real-password-0000"));

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
      { [raw(alias => `lower(${alias}.username)`)]: normalizeUsername(username).toLowerCase() },
      { populate: ["passwordHash"] },
    );
  }

  /** Password sign-in: exactly one password hash per attempt, whatever the outcome. */
  async login(
    input: LoginInput,
    { request, reply }: HttpExchange,
    options: { requireAdmin?: boolean } = {},
  ) {
    const meta = requestMeta(request);
    const lockout = new Lockout(this.em);
    const user = await this.findByUsername(input.username);
    await lockout.check(input.username, user, meta);
    const valid = await verifyPassword(user?.passwordHash ?? (await timingHash()), input.password);
    if (!user || !valid) {
      await lockout.fail(input.username, user, meta, LoginFailure.Password);
      throw appError("UNAUTHENTICATED", INVALID_LOGIN);
    }
    if (user.status !== UserStatus.Active) {
      await lockout.fail(input.username, user, meta, LoginFailure.Inactive);
      throw appError("FORBIDDEN", "This account is not active. Please contact support.");
    }
    if (options.requireAdmin && !user.isAdmin && !user.isSuperAdmin) {
      await lockout.fail(input.username, user, meta, LoginFailure.NotAdministrator);
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
    const problem = registrationPasswordProblem(input.password);
    if (problem) throw badInput(problem);
    if (input.password !== input.confirmPassword) throw badInput("Passwords don't match");
    const meta = requestMeta(request);
    return new UserService(this.em).create(input, { type: AuditEventType.UserRegistered, ...meta });
  }

  async refresh({ request, reply }: HttpExchange): Promise<void> {
    if (!(await this.sessions.refresh(request, reply))) {
      throw appError("UNAUTHENTICATED", "Your session has expired. Please log in again.");
    }
  }

  /** Ends the session of the refresh cookie and the one the access token belongs to. */
  async logout({ request, reply }: HttpExchange, viewer: Viewer | null): Promise<void> {
    await this.sessions.end(request, reply, viewer?.sessionId);
    if (viewer) {
      recordAudit(this.em, {
        type: AuditEventType.Logout,
        actorId: viewer.id,
        subjectId: viewer.id,
        ...requestMeta(request),
      });
      await this.em.flush();
    }
  }

  async updateProfile(userId: number, input: UpdateProfileInput): Promise<User> {
    const user = await this.em.findOneOrFail(User, userId);
    if (input.phone !== undefined) {
      const phone = input.phone?.trim() || null;
      const problem = phone && phoneProblem(phone);
      if (problem) throw badInput(problem);
      user.phone = phone;
    }
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
    // A wrong current password counts like a failed sign-in: a stolen session cannot guess.
    const meta = requestMeta(request);
    const lockout = new Lockout(this.em);
    await lockout.check(user.username, user, meta);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      await lockout.fail(user.username, user, meta, LoginFailure.Password);
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
