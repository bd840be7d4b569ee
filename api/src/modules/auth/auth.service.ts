import { raw } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError, refuseInvalidFields } from "../../errors.js";
import type { Viewer } from "../../graphql/roles.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import { hashPassword, verifyPassword } from "../users/password-hash.rules.js";
import { registrationPasswordProblem } from "../users/password.rules.js";
import { normalizeUsername } from "../users/user.rules.js";
import { User, UserStatus } from "../users/user.entity.js";
import { StorefrontSaleService } from "../partners/storefront-sale.service.js";
import { UserService, newUserProblems } from "./user.service.js";
import type { LoginInput, RegisterInput } from "./auth.inputs.js";
import { LockoutService, LoginFailure } from "./lockout.service.js";
import { LoginAttempt } from "./login-attempt.entity.js";
import type { RequestMeta, Context } from "../../graphql/context.js";
import { SessionService, type SessionTokens } from "./session.service.js";

const INVALID_LOGIN = "Invalid username or password";

// Unknown usernames are checked against this hash, so they cost what a wrong password costs.
let dummyHash: Promise<string> | undefined;
const timingHash = () => (dummyHash ??= hashPassword("not-a-real-password-0000"));

/** A started session: the user and the tokens the HTTP side puts in cookies. */
export interface SignedIn {
  user: User;
  tokens: SessionTokens;
}

export class AuthService {
  private readonly sessions: SessionService;

  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<Context, "config" | "jobs">,
  ) {
    this.sessions = new SessionService(em, deps);
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
    meta: RequestMeta,
    options: { requireAdmin?: boolean } = {},
  ): Promise<SignedIn> {
    const lockout = new LockoutService(this.em);
    const user = await this.findByUsername(input.username);
    await lockout.check(input.username, user, meta);
    const valid = await verifyPassword(user?.passwordHash ?? (await timingHash()), input.password);
    if (!user || !valid) {
      await lockout.fail(input.username, user, meta, LoginFailure.Password);
      throw new AppError("UNAUTHENTICATED", INVALID_LOGIN);
    }
    if (user.status !== UserStatus.ACTIVE) {
      await lockout.fail(input.username, user, meta, LoginFailure.Inactive);
      throw new AppError("FORBIDDEN", "This account is not active. Please contact support.");
    }
    if (options.requireAdmin && !user.isAdmin && !user.isSuperAdmin) {
      await lockout.fail(input.username, user, meta, LoginFailure.NotAdministrator);
      throw new AppError("FORBIDDEN", "Administrator access is required.");
    }
    return this.signIn(user, meta, options.requireAdmin ? "admin-password" : "password");
  }

  /** Records a successful sign-in and starts a session; its tokens are signed after the commit. */
  async signIn(user: User, meta: RequestMeta, method: string): Promise<SignedIn> {
    const session = await this.em.transactional(async tx => {
      const fresh = await tx.findOneOrFail(User, user.id);
      fresh.failedLoginCount = 0;
      fresh.lockedUntil = null;
      fresh.lastLogin = new Date();
      tx.create(LoginAttempt, { user: fresh, username: fresh.username, success: true, ...meta });
      const begun = new SessionService(tx, this.deps).begin(fresh, meta);
      // The audit row goes last, right before the commit: its insert takes the hash chain's lock
      // (one for all audited writes) and holds it until the commit, so nothing else waits behind
      // this sign-in's other statements. Under 20 concurrent sign-ins the waits on that lock were
      // most of PostgreSQL's sampled time.
      await tx.flush();
      new AuditService(tx).record({
        type: AuditEventType.LoginSucceeded,
        actorId: fresh.id,
        subjectId: fresh.id,
        ...meta,
        details: { method },
      });
      return { user: fresh, ...begun };
    });
    const tokens = await this.sessions.tokens(session.user, session.familyId, session.refresh);
    return { user: session.user, tokens };
  }

  async register(input: RegisterInput, meta: RequestMeta): Promise<User> {
    refuseInvalidFields({
      ...newUserProblems(input),
      password: registrationPasswordProblem(input.password),
      confirmPassword: input.password !== input.confirmPassword && "Passwords don't match",
    });
    // Started at a partner's storefront: the account remembers which (docs/partners.md).
    const registeredViaPartner = input.storefront
      ? await new StorefrontSaleService(this.em).partnerAt(input.storefront)
      : null;
    return new UserService(this.em).create(
      { ...input, registeredViaPartner },
      { type: AuditEventType.UserRegistered, ...meta },
    );
  }

  /** Renews the session of a refresh token; UNAUTHENTICATED when there is none to renew. */
  async refresh(presented: string | undefined, meta: RequestMeta): Promise<SessionTokens> {
    const tokens = await this.sessions.refresh(presented, meta);
    if (!tokens) {
      throw new AppError("UNAUTHENTICATED", "Your session has expired. Please log in again.");
    }
    return tokens;
  }

  /**
   * Ends the session of the refresh token and the one the access token belongs to, and the
   * browser's sign-in provider session (its clients are sent a logout token).
   */
  async logout(
    presented: string | undefined,
    viewer: Viewer | null,
    meta: RequestMeta,
    providerSessionId?: string,
  ) {
    await this.sessions.end(presented, viewer?.sessionId, providerSessionId);
    if (!viewer) return;
    new AuditService(this.em).record({
      type: AuditEventType.Logout,
      actorId: viewer.id,
      subjectId: viewer.id,
      ...meta,
    });
    await this.em.flush();
  }
}
