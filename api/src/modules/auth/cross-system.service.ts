import { randomUUID } from "node:crypto";
import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { SignJWT, decodeJwt, jwtVerify } from "jose";
import { SIBLING_ISSUERS, ssoKeyOf } from "../../config.js";
import { AppError, badInput, notFound } from "../../errors.js";
import { UsedToken } from "./used-token.entity.js";
import { LinkedSystem, SystemKey } from "../systems/system.entity.js";
import { User, UserStatus } from "../users/user.entity.js";
import { LockoutService, LoginFailure } from "./lockout.service.js";
import type { RequestMeta, Context } from "../../graphql/context.js";
import { AUDIENCE, hmacKey } from "./session.service.js";

// Sibling systems sign as guardian-<key> (lms, storage, video); the portal as guardian-academy-portal.
const MAX_TOKEN_AGE_SECONDS = 5 * 60;
const DEEP_LINK_SECONDS = 60;
const INVALID = "The provided token is invalid or has expired.";
const SYSTEM_KEYS = new Map<string, SystemKey>(Object.values(SystemKey).map(key => [key, key]));
/** A user id as a sibling system writes it: no sign, spaces, zeros in front, fraction or hex. */
const USER_ID = /^[1-9][0-9]{0,9}$/;
const MAX_USER_ID = 2 ** 31 - 1;

export class CrossSystemService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<Context, "config">,
  ) {}

  private configured(): void {
    if (!this.deps.config.ssoSecret && this.deps.config.ssoKeys.size === 0) {
      throw new AppError(
        "BAD_REQUEST",
        "Cross-system sign-in is not configured (SSO_KEYS or SSO_SHARED_SECRET).",
      );
    }
  }

  /**
   * The key of one sibling system (issuer `guardian-<system>`): its own from SSO_KEYS, else the
   * shared SSO_SHARED_SECRET (the fallback for one release); null when it has neither.
   */
  private keyOf(issuer: string): Uint8Array | null {
    const secret = ssoKeyOf(this.deps.config, issuer);
    return secret ? hmacKey(secret) : null;
  }

  /**
   * Verifies a short-lived, single-use token from a sibling system and returns its user.
   * The token is checked with the key of the issuer it claims, so one system's key cannot mint
   * another's tokens. The token id is spent in the same statement that checks it, so a replay
   * always fails. Administrators are refused (and audited): they sign in with their password.
   */
  async consume(token: string, meta: RequestMeta): Promise<User> {
    this.configured();
    let claims;
    try {
      const issuer = decodeJwt(token).iss;
      const key =
        typeof issuer === "string" && (SIBLING_ISSUERS as readonly string[]).includes(issuer)
          ? this.keyOf(issuer)
          : null;
      if (!key) throw new AppError("UNAUTHENTICATED", INVALID);
      ({ payload: claims } = await jwtVerify(token, key, {
        algorithms: ["HS256"],
        audience: AUDIENCE,
        issuer,
        requiredClaims: ["sub", "jti", "iat", "exp"],
        maxTokenAge: MAX_TOKEN_AGE_SECONDS,
      }));
    } catch {
      throw new AppError("UNAUTHENTICATED", INVALID);
    }
    const userId = USER_ID.test(claims.sub ?? "") ? Number(claims.sub) : 0;
    const user = userId && userId <= MAX_USER_ID ? await this.em.findOne(User, userId) : null;
    if (!user || user.status !== UserStatus.ACTIVE) throw new AppError("UNAUTHENTICATED", INVALID);
    try {
      await this.em.insert(UsedToken, {
        jti: String(claims.jti),
        expiresAt: new Date(claims.exp! * 1000),
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new AppError("UNAUTHENTICATED", INVALID);
      throw error;
    }
    // Spent ids are only needed until their tokens expire.
    await this.em.nativeDelete(UsedToken, { expiresAt: { $lt: new Date() } });
    if (user.isAdmin || user.isSuperAdmin) {
      // Kept in the login history and audited as a failed sign-in, with the issuer.
      await new LockoutService(this.em).fail(
        user.username,
        user,
        meta,
        LoginFailure.CrossSystemAdministrator,
        { issuer: claims.iss },
      );
      throw new AppError("FORBIDDEN", "Administrators sign in with their password");
    }
    return user;
  }

  /** A sign-in address for a sibling system, carrying a 60-second single-use token. */
  async deepLink(
    user: { id: number; username: string },
    systemId: string,
    path: string,
  ): Promise<string> {
    if (!path.startsWith("/") || path.startsWith("//") || /[\s\\]/.test(path)) {
      throw badInput("Path must start with a single / and contain no spaces");
    }
    const key = SYSTEM_KEYS.get(systemId);
    const system = key ? await this.em.findOne(LinkedSystem, { id: key }) : null;
    if (!system || !system.isAvailable) throw notFound(`No available system "${systemId}"`);
    const base =
      system.id === SystemKey.MAIN ? null : (this.deps.config.systemUrls[system.id] ?? system.url);
    if (!base) return path; // the main portal is this origin
    // Signed with the key the system checks our tokens with: its own, else the shared one.
    const signingKey = this.keyOf(`guardian-${system.id}`);
    if (!signingKey) {
      throw new AppError(
        "BAD_REQUEST",
        `Cross-system sign-in to ${system.id} is not configured (SSO_KEYS or SSO_SHARED_SECRET).`,
      );
    }
    const token = await new SignJWT({ username: user.username })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(user.id))
      .setIssuer(AUDIENCE)
      .setAudience(`guardian-${system.id}`)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${DEEP_LINK_SECONDS}s`)
      .sign(signingKey);
    const url = new URL(`/token/${token}`, base);
    url.searchParams.set("redirect", path);
    return url.toString();
  }
}
