import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { TEST_SECRETS } from "./app.js";

const key = (secret: string) => new TextEncoder().encode(secret);

/** A cross-system sign-in token as a sibling system would mint it (`userId` a string as written). */
export function siblingToken(
  userId: number | string,
  overrides: {
    secret?: string;
    audience?: string;
    issuer?: string;
    expiresIn?: string;
    jti?: string;
    iat?: number;
  } = {},
) {
  const jwt = new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(userId))
    .setIssuer(overrides.issuer ?? "guardian-lms")
    .setAudience(overrides.audience ?? "guardian-academy-portal")
    .setJti(overrides.jti ?? randomUUID())
    .setIssuedAt(overrides.iat)
    .setExpirationTime(overrides.expiresIn ?? "2m");
  return jwt.sign(key(overrides.secret ?? TEST_SECRETS.sso));
}
