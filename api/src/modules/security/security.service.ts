import type { EntityManager } from "@mikro-orm/postgresql";
import { badInput, notFound } from "../../errors.js";
import type { Viewer } from "../../graphql/roles.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import { ADDRESS_ACCOUNT_LIMIT, IP_FAILURE_LIMIT, LOCKOUT } from "../auth/lockout.service.js";
import { LoginAttempt } from "../auth/login-attempt.entity.js";
import type { RequestMeta, Context } from "../../graphql/context.js";
import { ACCESS_SECONDS, SessionService } from "../auth/session.service.js";
import { declaredRateLimits } from "../rate-limits/rate-limit.rules.js";
import { API_TOKEN_LIMITS } from "../api-tokens/api-token-limits.rules.js";
import { ApiTokenService } from "../api-tokens/api-tokens.service.js";
import { checkMayChangeAccount } from "../admin-users/admin-users.service.js";
import { LearningSystemStatusService } from "./learning-system-status.service.js";
import { OidcSessionService } from "../oidc/oidc-sessions.service.js";
import { User } from "../users/user.entity.js";
import {
  type ForceLogoutResultObject,
  type SecurityCardObject,
  type SecurityDashboardObject,
  SecurityState,
  type SecurityStatusObject,
  type UserTokenInfoObject,
} from "./security.types.js";

const HISTORY = 20;
const MAX_ID = 2_147_483_647;

/** A session that can still be renewed: its newest token, neither revoked nor expired. */
const LIVE_TOKEN = `t.revoked_at is null and t.rotated_at is null and t.expires_at > now()`;

/** A week of the cards: `p` is the period's number of weeks back (0 this week, 1 the one before). */
const IN_WEEK = (column: string, p: number) =>
  `${column} > now() - interval '${7 * (p + 1)} days' and ${column} <= now() - interval '${7 * p} days'`;

/** Addresses that reached the per-address limit within one fixed 15-minute bucket of a week. */
const blockedInWeek = (p: number) => `(select count(distinct ip_address)::int from (
    select a.ip_address from login_attempts a
    where not a.success and a.ip_address is not null and ${IN_WEEK("a.created_at", p)}
    group by a.ip_address, date_bin(interval '${LOCKOUT.minutes} minutes', a.created_at, timestamptz '2000-01-01')
    having count(*) >= ${IP_FAILURE_LIMIT}) b)`;

/** Account locks, refresh-token reuse, and (address, account) pairs the per-address limit refused. */
const incidentsInWeek = (p: number) => `(
  (select count(*)::int from audit_events e
    where e.type in ('${AuditEventType.AccountLocked}', '${AuditEventType.RefreshTokenReused}')
      and ${IN_WEEK("e.created_at", p)})
  + (select count(*)::int from (select distinct a.ip_address, a.user_id from login_attempts a
      where a.reason = 'address-limited' and ${IN_WEEK("a.created_at", p)}) r)
  + ${blockedInWeek(p)})`;

const revokedInWeek = (p: number) =>
  `(select count(distinct t.family_id)::int from refresh_tokens t where ${IN_WEEK("t.revoked_at", p)})`;

const WEEK_AGO = "now() - interval '7 days'";

/**
 * Sessions that could be renewed at `at` (an SQL time): a token made by then and not yet rotated,
 * revoked or expired then. (Which of them a later force logout ended, the past does not keep.)
 */
const liveAt = (at: string) => `(select count(*)::int from refresh_tokens t
    where t.created_at <= ${at} and t.expires_at > ${at}
      and (t.revoked_at is null or t.revoked_at > ${at})
      and (t.rotated_at is null or t.rotated_at > ${at}))`;

/** Addresses the per-address limit refused at `at`: its failures in the 15 minutes before, since any clearance. */
const blockedAt = (at: string) => `(select count(*)::int from (
    select a.ip_address from login_attempts a
    where not a.success and a.ip_address is not null
      and a.created_at > ${at} - make_interval(mins => ${LOCKOUT.minutes}) and a.created_at <= ${at}
      and a.created_at > coalesce((select max(c.created_at) from address_clearances c
                                   where c.ip_address = a.ip_address and c.created_at <= ${at}),
                                  '-infinity')
    group by a.ip_address having count(*) >= ${IP_FAILURE_LIMIT}) b)`;

interface CardRow {
  active_sessions: number;
  sessions_week_ago: number;
  blocked_now: number;
  blocked_week_ago: number;
  incidents_0: number;
  incidents_1: number;
  revoked_0: number;
  revoked_1: number;
}

export const adminStatusOf = (user: { isAdmin: boolean; isSuperAdmin: boolean }) =>
  user.isSuperAdmin ? "Super Admin" : user.isAdmin ? "Admin" : "Regular User";

/** A user id from a caller: a positive whole number, or a 400 that says so. */
export function checkUserId(userId: number): number {
  if (!Number.isInteger(userId) || userId < 1 || userId > MAX_ID) {
    throw badInput("Invalid user id: expected a positive whole number");
  }
  return userId;
}

/** The Security Dashboard: its cards and status from real data, and the token management. */
export class SecurityService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<Context, "config" | "jobs">,
  ) {}

  async dashboard(): Promise<SecurityDashboardObject> {
    const learningSystem = await new LearningSystemStatusService(this.em, this.deps).readStatus();
    return { cards: await this.cards(), status: [...this.status(), learningSystem] };
  }

  /** The four cards in one statement. */
  async cards(): Promise<SecurityCardObject[]> {
    const [row] = await this.em.execute<CardRow[]>(
      `select
        (select count(*)::int from refresh_tokens t join users u on u.id = t.user_id
          where ${LIVE_TOKEN} and t.token_version = u.token_version and u.status = 'active')
          as active_sessions,
        ${liveAt(WEEK_AGO)} as sessions_week_ago,
        ${blockedAt("now()")} as blocked_now, ${blockedAt(WEEK_AGO)} as blocked_week_ago,
        ${incidentsInWeek(0)} as incidents_0, ${incidentsInWeek(1)} as incidents_1,
        ${revokedInWeek(0)} as revoked_0, ${revokedInWeek(1)} as revoked_1`,
    );
    return [
      {
        key: "activeSessions",
        title: "Active Sessions",
        value: row.active_sessions,
        thisWeek: row.active_sessions,
        previousWeek: row.sessions_week_ago,
        description:
          "Sessions that can still be renewed, now and against the same moment a week ago.",
      },
      {
        key: "securityIncidents",
        title: "Security Incidents",
        value: row.incidents_0,
        thisWeek: row.incidents_0,
        previousWeek: row.incidents_1,
        description:
          "Account lockouts, reused refresh tokens and addresses refused by the lockout, last 7 days.",
      },
      {
        key: "blockedIps",
        title: "Blocked IPs",
        value: row.blocked_now,
        thisWeek: row.blocked_now,
        previousWeek: row.blocked_week_ago,
        description: `Addresses refused now (${IP_FAILURE_LIMIT} failed sign-ins in ${LOCKOUT.minutes} minutes), against the same moment a week ago.`,
      },
      {
        key: "tokenRevocations",
        title: "Token Revocations",
        value: row.revoked_0,
        thisWeek: row.revoked_0,
        previousWeek: row.revoked_1,
        description: "Sessions ended by logout, force logout, password change or token reuse.",
      },
    ];
  }

  /** The protections of this install, read from its loaded configuration. */
  status(): SecurityStatusObject[] {
    const { config } = this.deps;
    const active = (name: string, detail: string, label = "Active") => ({
      name,
      state: SecurityState.ACTIVE,
      label,
      detail,
    });
    const limits = [
      ...new Set(
        declaredRateLimits.map(
          rule => `${rule.bucket} ${rule.max} per ${rule.windowSeconds / 60} min`,
        ),
      ),
    ].join(", ");
    return [
      active(
        "Token validation",
        `HS256 access tokens of ${ACCESS_SECONDS / 60} minutes, issuer and audience checked; every request checks the token version and the session`,
      ),
      active(
        "Session revocation",
        "Logout, force logout and password changes end sessions at once; a reused refresh token ends its session",
      ),
      active(
        "Login lockout",
        `${LOCKOUT.failures} failed sign-ins lock an account for ${LOCKOUT.minutes} minutes; one address gets ${ADDRESS_ACCOUNT_LIMIT} per account; ${IP_FAILURE_LIMIT} failures block an address`,
      ),
      active(
        "Rate limiting",
        `Per client address, in the database: ${limits}; API tokens ${API_TOKEN_LIMITS.perToken.max} a minute per token and ${API_TOKEN_LIMITS.perAddress.max} a minute per address`,
      ),
      config.stripe?.webhookSecret
        ? active("Stripe webhooks", "Signatures verified on the raw body", "Verified")
        : {
            name: "Stripe webhooks",
            state: config.stripe ? SecurityState.PARTIAL : SecurityState.INACTIVE,
            label: config.stripe ? "Not verified" : "Demo payments",
            detail: config.stripe
              ? "STRIPE_WEBHOOK_SECRET is not set: webhooks are refused"
              : "No Stripe keys: the demo processor takes payments",
          },
      config.mail
        ? active("Mail", `Sent through SMTP from ${config.mail.fromAddress}`, "Configured")
        : {
            name: "Mail",
            state: SecurityState.PARTIAL,
            label: "Held",
            detail: "SMTP_URL is not set: mail is held in the outbox",
          },
      config.isProduction
        ? active("Session cookies", "httpOnly, SameSite=Lax, Secure", "Secure")
        : {
            name: "Session cookies",
            state: SecurityState.PARTIAL,
            label: "Not secure",
            detail: "httpOnly and SameSite=Lax; Secure only in production",
          },
      config.ssoSecret || config.ssoKeys.size > 0
        ? active("Cross-system sign-in", "Single-use tokens from the sibling systems accepted")
        : {
            name: "Cross-system sign-in",
            state: SecurityState.INACTIVE,
            label: "Off",
            detail: "Neither SSO_KEYS nor SSO_SHARED_SECRET is set",
          },
      config.graphqlIntrospection === "tokens"
        ? {
            name: "Schema introspection",
            state: SecurityState.ACTIVE,
            label: "Admin tokens",
            detail: "Introspection only for API tokens acting as administrators; no hints",
          }
        : {
            name: "Schema introspection",
            state: config.graphqlIntrospection ? SecurityState.PARTIAL : SecurityState.ACTIVE,
            label: config.graphqlIntrospection ? "Open" : "Closed",
            detail: config.graphqlIntrospection
              ? "Introspection and 'Did you mean' hints are on"
              : "Introspection and 'Did you mean' hints are off",
          },
    ];
  }

  /** Who a user is, their sessions and their latest sign-in attempts (no secrets). */
  async tokenInfo(userId: number): Promise<UserTokenInfoObject> {
    const user = await this.em.findOne(User, { id: checkUserId(userId) });
    if (!user) throw notFound("User not found");
    const [[sessions], history] = await Promise.all([
      this.em.execute<{ n: number }[]>(
        `select count(*)::int as n from refresh_tokens t
         where t.user_id = ? and t.token_version = ? and ${LIVE_TOKEN}`,
        [user.id, user.tokenVersion],
      ),
      this.em.find(
        LoginAttempt,
        { user: user.id },
        { orderBy: { createdAt: "desc", id: "desc" }, limit: HISTORY },
      ),
    ]);
    return {
      success: true,
      user: {
        id: user.id,
        username: user.username,
        email: user.email,
        tokenVersion: user.tokenVersion,
        lastCredentialChange: user.lastPasswordChanged ?? null,
        isAdmin: user.isAdmin,
        isSuperAdmin: user.isSuperAdmin,
        adminStatus: adminStatusOf(user),
      },
      securityInfo: {
        activeSessions: sessions.n,
        lastLogin: user.lastLogin ?? null,
        lockedUntil: user.lockedUntil && user.lockedUntil > new Date() ? user.lockedUntil : null,
        failedLoginCount: user.failedLoginCount,
        loginHistory: history.map(attempt => ({
          id: String(attempt.id),
          createdAt: attempt.createdAt,
          success: attempt.success,
          reason: attempt.reason ?? null,
          ipAddress: attempt.ipAddress ?? null,
          userAgent: attempt.userAgent ?? null,
        })),
      },
    };
  }

  /** Ends every session and API token of one user (not the caller's own), with its audit row. */
  async forceLogout(
    userId: number,
    actor: Viewer,
    meta: RequestMeta,
  ): Promise<ForceLogoutResultObject> {
    checkUserId(userId);
    if (userId === actor.id) {
      throw badInput("You cannot force yourself to log out; use Logout instead");
    }
    return this.em.transactional(async tx => {
      const [user] = await tx.execute<{ id: number; isAdmin: boolean; isSuperAdmin: boolean }[]>(
        `select id, is_admin as "isAdmin", is_super_admin as "isSuperAdmin" from users
          where id = ? for update`,
        [userId],
      );
      if (!user) throw notFound("User not found");
      checkMayChangeAccount(actor, user);
      const [ended] = await tx.execute<{ n: number }[]>(
        `select count(distinct family_id)::int as n from refresh_tokens t
         where t.user_id = ? and ${LIVE_TOKEN}`,
        [userId],
      );
      await new SessionService(tx, this.deps).endAll(userId);
      const apiTokensRevoked = await new ApiTokenService(tx).revokeUserTokens(userId);
      new AuditService(tx).record({
        type: AuditEventType.ForceLogout,
        actorId: actor.id,
        subjectId: userId,
        ...meta,
        details: { sessions: ended.n, ...(apiTokensRevoked ? { apiTokensRevoked } : {}) },
      });
      return {
        success: true,
        message: "User has been successfully forced to log out.",
        userId,
        affectedCount: 1,
      };
    });
  }

  /**
   * Ends every session of every user but the caller: each user with a session has it revoked
   * and their token version bumped; every outstanding reset link but the caller's ends too. `affectedCount` is how many users had a session to end.
   */
  async forceLogoutAll(actor: Viewer, meta: RequestMeta): Promise<ForceLogoutResultObject> {
    return this.em.transactional(async tx => {
      const [bumped] = await tx.execute<{ n: number }[]>(
        `with bumped as (update users u set token_version = u.token_version + 1
           where u.id <> ? and exists (select 1 from refresh_tokens t
             where t.user_id = u.id and ${LIVE_TOKEN})
           returning 1)
         select count(*)::int as n from bumped`,
        [actor.id],
      );
      await tx.execute(
        `update refresh_tokens set revoked_at = now() where revoked_at is null and user_id <> ?`,
        [actor.id],
      );
      await new SessionService(tx, this.deps).endResetLinks({ $ne: actor.id }, new Date());
      // The sign-in provider's sessions end too: no relying party keeps a way in made before.
      await new OidcSessionService(tx, this.deps).endForEveryoneBut(actor.id);
      new AuditService(tx).record({
        type: AuditEventType.ForceLogoutAll,
        actorId: actor.id,
        ...meta,
        details: { affectedCount: bumped.n },
      });
      return {
        success: true,
        message: `Successfully forced logout for ${bumped.n} users.`,
        userId: null,
        affectedCount: bumped.n,
      };
    });
  }
}
