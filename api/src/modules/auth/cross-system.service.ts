import { randomUUID } from "node:crypto";
import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { SignJWT, jwtVerify } from "jose";
import type { Config } from "../../config.js";
import { AppError, badInput, notFound } from "../../graphql/errors.js";
import { UsedToken } from "./used-token.entity.js";
import { LinkedSystem, SystemKey } from "../systems/system.entity.js";
import { User, UserStatus } from "../users/user.entity.js";
import { AUDIENCE, hmacKey } from "./session.service.js";

/** Sibling systems sign as guardian-<key> (lms, storage, video); the portal as guardian-academy-portal. */
const SIBLING_ISSUERS = ["guardian-lms", "guardian-storage", "guardian-video"];
const MAX_TOKEN_AGE_SECONDS = 5 * 60;
const DEEP_LINK_SECONDS = 60;
const INVALID = "The provided token is invalid or has expired.";
const SYSTEM_KEYS = new Map<string, SystemKey>(Object.values(SystemKey).map(key => [key, key]));

export class CrossSystemService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: Config,
  ) {}

  private secret(): Uint8Array {
    if (!this.config.ssoSecret) {
      throw new AppError(
        "BAD_REQUEST",
        "Cross-system sign-in is not configured (SSO_SHARED_SECRET).",
      );
    }
    return hmacKey(this.config.ssoSecret);
  }

  /**
   * Verifies a short-lived, single-use token from a sibling system and returns its user.
   * The token id is spent in the same statement that checks it, so a replay always fails.
   */
  async consume(token: string): Promise<User> {
    const key = this.secret();
    let claims;
    try {
      ({ payload: claims } = await jwtVerify(token, key, {
        algorithms: ["HS256"],
        audience: AUDIENCE,
        issuer: SIBLING_ISSUERS,
        requiredClaims: ["sub", "jti", "iat", "exp"],
        maxTokenAge: MAX_TOKEN_AGE_SECONDS,
      }));
    } catch {
      throw new AppError("UNAUTHENTICATED", INVALID);
    }
    const userId = Number(claims.sub);
    const user = Number.isInteger(userId) ? await this.em.findOne(User, userId) : null;
    if (!user || user.status !== UserStatus.Active) throw new AppError("UNAUTHENTICATED", INVALID);
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
      system.id === SystemKey.Main ? null : (this.config.systemUrls[system.id] ?? system.url);
    if (!base) return path; // the main portal is this origin
    const token = await new SignJWT({ username: user.username })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(user.id))
      .setIssuer(AUDIENCE)
      .setAudience(`guardian-${system.id}`)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${DEEP_LINK_SECONDS}s`)
      .sign(this.secret());
    const url = new URL(`/token/${token}`, base);
    url.searchParams.set("redirect", path);
    return url.toString();
  }
}
