import { createHash, createHmac, randomBytes, randomUUID } from "node:crypto";
import { LockMode, raw } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { SignJWT, jwtVerify } from "jose";
import type { Config } from "../../config.js";
import type { Viewer } from "../../graphql/roles.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import { PasswordResetToken } from "./password-reset-token.entity.js";
import { RefreshToken } from "./refresh-token.entity.js";
import { OidcSessionService } from "../oidc/oidc-sessions.service.js";
import { User, UserStatus } from "../users/user.entity.js";
import type { RequestMeta, Context } from "../../graphql/context.js";

export const ISSUER = "guardian-academy";
export const AUDIENCE = "guardian-academy-portal";
export const ACCESS_SECONDS = 10 * 60;
export const REFRESH_SECONDS = 30 * 24 * 60 * 60;
const REUSE_GRACE_MS = 30_000;
/** How far a rotated-out token may follow its chain to the live token (rotations in the grace). */
const MAX_SUCCESSOR_STEPS = 10;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const keyCache = new Map<string, Uint8Array>();
export const hmacKey = (secret: string) => {
  let key = keyCache.get(secret);
  if (!key) keyCache.set(secret, (key = new TextEncoder().encode(secret)));
  return key;
};

/**
 * A refresh token's successor is HMAC-SHA256(key, token), the key derived from JWT_SECRET for
 * this use only. Only hashes are stored, yet within the grace window the server can hand a
 * rotated-out token the successor it already issued (re-derived from the presented token), so
 * two tabs refreshing together share one chain instead of forking the session. Without the
 * server secret a successor cannot be guessed from its predecessor; the first token of a
 * session is random.
 */
const successorKeys = new Map<string, Buffer>();
function successorOf(secret: string, token: string): string {
  let key = successorKeys.get(secret);
  if (!key) {
    key = createHmac("sha256", secret).update("guardian-academy refresh-token successor").digest();
    successorKeys.set(secret, key);
  }
  return createHmac("sha256", key).update(token).digest("base64url");
}

/** The tokens of a session, for the HTTP side to put in cookies. */
export interface SessionTokens {
  access: string;
  refresh: string;
}

/**
 * Sessions: a short-lived signed access token and a rotating opaque refresh token (stored as a
 * hash), both in httpOnly cookies. Presenting a refresh token that was already rotated out
 * revokes its whole family; a bump of the user's token version ends every session at once.
 */
export class SessionService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<Context, "config" | "jobs">,
  ) {}

  private async accessToken(user: User, familyId: string): Promise<string> {
    return new SignJWT({ ver: user.tokenVersion, sid: familyId })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(user.id))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_SECONDS}s`)
      .sign(hmacKey(this.deps.config.jwtSecret));
  }

  /** Adds a refresh token to the unit of work; its tokens go out with `tokens` after commit. */
  newRefreshToken(
    user: User,
    familyId: string,
    meta: RequestMeta,
    token = randomBytes(32).toString("base64url"),
  ): string {
    this.em.create(RefreshToken, {
      id: randomUUID(),
      user,
      familyId,
      tokenHash: sha256(token),
      tokenVersion: user.tokenVersion,
      expiresAt: new Date(Date.now() + REFRESH_SECONDS * 1000),
      ipAddress: meta.ipAddress,
      userAgent: meta.userAgent,
    });
    return token;
  }

  /** The access and refresh tokens of a session, once its refresh token is committed. */
  async tokens(user: User, familyId: string, refresh: string): Promise<SessionTokens> {
    return { access: await this.accessToken(user, familyId), refresh };
  }

  /** A new session (refresh family), added to the caller's unit of work. */
  begin(user: User, meta: RequestMeta): { familyId: string; refresh: string } {
    const familyId = randomUUID();
    return { familyId, refresh: this.newRefreshToken(user, familyId, meta) };
  }

  /** Rotates the presented refresh token; null when there is no valid session to renew. */
  async refresh(presented: string | undefined, meta: RequestMeta): Promise<SessionTokens | null> {
    if (!presented) return null;
    const renewed = await this.em.transactional(async tx => {
      const token = await tx.findOne(
        RefreshToken,
        { tokenHash: sha256(presented) },
        { populate: ["user"], lockMode: LockMode.PESSIMISTIC_WRITE }, // one rotation wins
      );
      if (!token) return null;
      const user = token.user.getEntity();
      if (token.revokedAt) {
        await recordRevokedUse(tx, {
          userId: user.id,
          familyId: token.familyId,
          revokedAt: token.revokedAt,
          token: "refresh",
          meta,
        });
        return null;
      }
      // Two tabs refreshing together present the same token: within a few seconds of its
      // rotation that is a race, not a theft, and the late one gets the successor already issued.
      if (token.rotatedAt && Date.now() - token.rotatedAt.getTime() >= REUSE_GRACE_MS) {
        // A rotated-out token came back: it was stolen or replayed. End the whole family.
        await tx.nativeUpdate(
          RefreshToken,
          { familyId: token.familyId, revokedAt: null },
          { revokedAt: new Date() },
        );
        new AuditService(tx).record({
          type: AuditEventType.RefreshTokenReused,
          actorId: user.id,
          subjectId: user.id,
          ...meta,
          details: { familyId: token.familyId },
        });
        return null;
      }
      if (
        token.expiresAt <= new Date() ||
        token.tokenVersion !== user.tokenVersion ||
        user.status !== UserStatus.ACTIVE
      ) {
        return null;
      }
      if (token.rotatedAt) {
        const next = await this.issuedSuccessor(tx, presented, user);
        return next ? { user, familyId: token.familyId, next } : null;
      }
      token.rotatedAt = new Date();
      const next = new SessionService(tx, this.deps).newRefreshToken(
        user,
        token.familyId,
        meta,
        successorOf(this.deps.config.jwtSecret, presented),
      );
      return { user, familyId: token.familyId, next };
    });
    return renewed && this.tokens(renewed.user, renewed.familyId, renewed.next);
  }

  /**
   * The live token a rotated-out one was succeeded by (following rotations made since), or null
   * when the chain ends in a revoked, expired or missing token.
   */
  private async issuedSuccessor(
    em: EntityManager,
    rotated: string,
    user: User,
  ): Promise<string | null> {
    let current = rotated;
    for (let step = 0; step < MAX_SUCCESSOR_STEPS; step++) {
      current = successorOf(this.deps.config.jwtSecret, current);
      const next = await em.findOne(RefreshToken, { tokenHash: sha256(current) });
      if (!next || next.revokedAt || next.expiresAt <= new Date()) return null;
      if (next.tokenVersion !== user.tokenVersion) return null;
      if (!next.rotatedAt) return current;
    }
    return null;
  }

  /**
   * Ends the session behind the presented refresh token and the one of the access token (a
   * logout with only one of the cookies still ends its session).
   */
  async end(
    presented: string | undefined,
    sessionId?: string,
    /** The browser's provider session (its `_oidc_session` cookie), ended with it if the user's. */
    providerSessionId?: string,
  ): Promise<void> {
    const token = presented
      ? await this.em.findOne(RefreshToken, { tokenHash: sha256(presented) })
      : null;
    const families = [token?.familyId, sessionId].filter(id => id !== undefined);
    if (!families.length) return;
    await this.em.transactional(async tx => {
      const ended = await tx.execute<{ userId: number }[]>(
        `update refresh_tokens set revoked_at = now()
          where family_id in (?) and revoked_at is null
          returning user_id as "userId"`,
        [families],
      );
      const userId = token?.user.id ?? ended[0]?.userId;
      if (providerSessionId && userId !== undefined) {
        await new OidcSessionService(tx, this.deps).endForUser(userId, providerSessionId);
      }
    });
  }

  /**
   * Ends every session of a user (a new token version and every refresh token revoked) and every
   * reset link mailed to them and not used yet: a password change (their own, a reset, an
   * administrator's), a force logout or a suspension leaves no way in that was made before it.
   */
  async endAll(userId: number): Promise<void> {
    const now = new Date();
    await this.em.nativeUpdate(User, { id: userId }, { tokenVersion: raw("token_version + 1") });
    await this.em.nativeUpdate(RefreshToken, { user: userId, revokedAt: null }, { revokedAt: now });
    await this.endResetLinks(userId, now);
    // The sign-in provider's sessions, grants and tokens of the account end with its own.
    await new OidcSessionService(this.em, this.deps).endForUser(userId);
  }

  /**
   * Ends the reset links of a user (or of everyone but one: `{ $ne: id }`) that are neither used
   * nor expired: they expire `at`.
   */
  async endResetLinks(user: number | { $ne: number }, at: Date): Promise<void> {
    await this.em.nativeUpdate(
      PasswordResetToken,
      { user, usedAt: null, expiresAt: { $gt: at } },
      { expiresAt: at },
    );
  }
}

/**
 * The signed-in caller of a request. The token must verify, and its user must still be active,
 * on the same token version, with the session (refresh family) not revoked: logout, force
 * logout, a password change or a detected token theft end access at once.
 */
export async function resolveViewer(
  token: string | undefined,
  em: EntityManager,
  config: Config,
  meta?: RequestMeta,
): Promise<Viewer | null> {
  if (!token) return null;
  let claims: { sub?: string; ver?: unknown; sid?: unknown };
  try {
    ({ payload: claims } = await jwtVerify(token, hmacKey(config.jwtSecret), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ["sub", "exp", "iat", "sid", "ver"],
    }));
  } catch {
    return null;
  }
  const id = Number(claims.sub);
  if (!Number.isInteger(id) || typeof claims.sid !== "string") return null;
  const [row] = await em.execute<ViewerRow[]>(
    `select u.id, u.username, u.is_admin, u.is_super_admin from users u
     where u.id = ? and u.token_version = ? and u.status = 'active'
       and exists (select 1 from refresh_tokens t
                   where t.family_id = ? and t.user_id = u.id and t.revoked_at is null)`,
    [id, Number(claims.ver), claims.sid],
  );
  if (!row && meta) await revokedAccess(em, id, Number(claims.ver), claims.sid, meta);
  return row
    ? {
        id: row.id,
        username: row.username,
        isAdmin: row.is_admin,
        isSuperAdmin: row.is_super_admin,
        sessionId: claims.sid,
      }
    : null;
}

interface ViewerRow {
  id: number;
  username: string;
  is_admin: boolean;
  is_super_admin: boolean;
}

/** Presenting a revoked session again is audited once per session per 10 minutes. */
const REVOKED_USE_EVERY_MINUTES = 10;

async function recordRevokedUse(
  em: EntityManager,
  use: {
    userId: number;
    familyId: string;
    revokedAt: Date;
    token: "refresh" | "access";
    meta: RequestMeta;
  },
): Promise<void> {
  const [recent] = await em.execute<{ n: number }[]>(
    `select count(*)::int as n from audit_events
     where type = ? and created_at > now() - make_interval(mins => ?)
       and details->>'familyId' = ?`,
    [AuditEventType.RevokedSessionUsed, REVOKED_USE_EVERY_MINUTES, use.familyId],
  );
  if (recent.n > 0) return;
  new AuditService(em).record({
    type: AuditEventType.RevokedSessionUsed,
    subjectId: use.userId,
    ...use.meta,
    details: { familyId: use.familyId, token: use.token, revokedAt: use.revokedAt.toISOString() },
  });
}

/**
 * A verified access token whose session was revoked (logout, force logout) or whose token
 * version is old (password change, force logout): audited as a revoked session used. Runs only
 * when the viewer check failed, so a valid session costs nothing more.
 */
async function revokedAccess(
  em: EntityManager,
  userId: number,
  version: number,
  familyId: string,
  meta: RequestMeta,
): Promise<void> {
  const [state] = await em.execute<{ revoked_at: Date | null; stale: boolean }[]>(
    `select (select max(t.revoked_at) from refresh_tokens t
             where t.family_id = ? and t.user_id = u.id
             having bool_and(t.revoked_at is not null)) as revoked_at,
            u.token_version <> ? as stale
     from users u where u.id = ?`,
    [familyId, version, userId],
  );
  if (!state || (!state.revoked_at && !state.stale)) return;
  const fork = em.fork();
  await recordRevokedUse(fork, {
    userId,
    familyId,
    revokedAt: state.revoked_at ? new Date(state.revoked_at) : new Date(),
    token: "access",
    meta,
  });
  await fork.flush();
}
