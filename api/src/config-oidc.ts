import {
  type JsonWebKey,
  type KeyObject,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
} from "node:crypto";
import { join } from "node:path";
import { keptKeyFile, keySetOf } from "./certificate-key.js";
import { ConfigError, gatherProblems, parseFlag } from "./config-values.js";

/** The algorithms ID tokens may be signed with: RSA (2048 bits or more) or P-256. */
export type OidcAlg = "RS256" | "ES256";

/** A published public JWK of the provider (`kid`, `alg`, `use: sig`). */
export type OidcPublicJwk = JsonWebKey & { kid: string; alg: OidcAlg; use: "sig" };

/** The key ID tokens are signed with: its private JWK (for the provider) and what is published. */
export interface OidcSigningKey {
  alg: OidcAlg;
  kid: string;
  privateJwk: JsonWebKey & { kid: string; alg: OidcAlg; use: "sig" };
  publicJwk: OidcPublicJwk;
}

/** The first-party client the environment registers (compose: Moodle), upserted at start. */
export interface OidcEnvironmentClient {
  clientId: string;
  secret: string;
  redirectUri: string;
}

export interface OidcConfig {
  signingKey: OidcSigningKey;
  /** Public keys of rotated-out signing keys, still published at the JWKS (OIDC_RETIRED_KEYS). */
  retiredKeys: OidcPublicJwk[];
  moodleClient?: OidcEnvironmentClient;
  /**
   * OIDC_ADMINS_ALLOWED: whether administrators may sign into other systems with the portal
   * (off: they are refused with access_denied).
   */
  adminsAllowed: boolean;
}

/** RFC 7638: the key's id is the thumbprint of its required members, stable across restarts. */
function thumbprint(jwk: JsonWebKey): string {
  const members =
    jwk.kty === "RSA"
      ? { e: jwk.e, kty: "RSA", n: jwk.n }
      : { crv: jwk.crv, kty: "EC", x: jwk.x, y: jwk.y };
  return createHash("sha256").update(JSON.stringify(members)).digest("base64url");
}

/** The algorithm a public key signs with, or a problem in words. */
function algOf(key: KeyObject): OidcAlg | string {
  const details = key.asymmetricKeyDetails;
  if (key.asymmetricKeyType === "rsa") {
    return (details?.modulusLength ?? 0) >= 2048 ? "RS256" : "an RSA key shorter than 2048 bits";
  }
  if (key.asymmetricKeyType === "ec") {
    return details?.namedCurve === "prime256v1" ? "ES256" : "an EC key not on P-256";
  }
  return `a ${key.asymmetricKeyType ?? "other"} key`;
}

function published(publicKey: KeyObject, alg: OidcAlg): OidcPublicJwk {
  const { kty, n, e, crv, x, y } = publicKey.export({ format: "jwk" });
  const jwk = kty === "RSA" ? { kty, n, e } : { kty, crv, x, y };
  return { ...jwk, kid: thumbprint(jwk), alg, use: "sig" };
}

/** OIDC_SIGNING_KEY: an RSA (2048+) or P-256 private key as PKCS8 PEM or as a JWK (with `d`). */
export function parseOidcSigningKey(raw: string, fail: (m: string) => Error): OidcSigningKey {
  const text = raw.trim();
  let privateKey: KeyObject;
  try {
    privateKey = text.startsWith("{")
      ? createPrivateKey({ key: JSON.parse(text) as JsonWebKey, format: "jwk" })
      : createPrivateKey({ key: text.replace(/\\n/g, "\n"), format: "pem" });
  } catch {
    throw fail("expected an RSA or P-256 private key as PKCS8 PEM or JWK (with its private part)");
  }
  const alg = algOf(privateKey);
  if (alg !== "RS256" && alg !== "ES256") {
    throw fail(`expected an RSA key of 2048 bits or more or a P-256 key, got ${alg}`);
  }
  const publicJwk = published(createPublicKey(privateKey), alg);
  const privateJwk = { ...privateKey.export({ format: "jwk" }), ...publicJwk };
  return { alg, kid: publicJwk.kid, privateJwk, publicJwk };
}

/**
 * OIDC_RETIRED_KEYS: the public keys of signing keys a rotation replaced, as a JWKS
 * (`{"keys":[…]}`) or a JSON array of public JWKs; published beside the current key, so ID tokens
 * signed before the rotation still verify until they expire.
 */
export function parseOidcRetiredKeys(
  raw: string | undefined,
  fail: (m: string) => Error,
): OidcPublicJwk[] {
  return keySetOf(raw, "public JWKs", fail).map((key, index) => {
    if (key && typeof key === "object" && "d" in key) {
      throw fail(`key ${index + 1} holds a private part (d): publish public keys only`);
    }
    let publicKey: KeyObject;
    try {
      publicKey = createPublicKey({ key, format: "jwk" });
    } catch {
      throw fail(`key ${index + 1} is not a public JWK`);
    }
    const alg = algOf(publicKey);
    if (alg !== "RS256" && alg !== "ES256") throw fail(`key ${index + 1} is ${alg}`);
    return published(publicKey, alg);
  });
}

/** Outside production: an RSA key per data dir, made on first start and kept in a file there. */
export function devOidcSigningKey(dataDir: string): OidcSigningKey {
  const name = "oidc-signing-key.pem";
  const pem = keptKeyFile(dataDir, name, () =>
    generateKeyPairSync("rsa", { modulusLength: 2048 })
      .privateKey.export({ format: "pem", type: "pkcs8" })
      .toString(),
  );
  return parseOidcSigningKey(pem, message => new Error(`${join(dataDir, name)}: ${message}`));
}

/**
 * MOODLE_OIDC_CLIENT_ID, MOODLE_OIDC_CLIENT_SECRET, MOODLE_OIDC_REDIRECT_URI: the learning
 * system's client for compose, all three or none; the secret is never echoed.
 */
function parseEnvironmentClient(source: NodeJS.ProcessEnv): OidcEnvironmentClient | undefined {
  const {
    MOODLE_OIDC_CLIENT_ID: clientId,
    MOODLE_OIDC_CLIENT_SECRET: secret,
    MOODLE_OIDC_REDIRECT_URI: redirectUri,
  } = source;
  if (!clientId && !secret && !redirectUri) return undefined;
  if (!clientId || !secret || !redirectUri) {
    throw new ConfigError(
      "Invalid MOODLE_OIDC_CLIENT_ID/MOODLE_OIDC_CLIENT_SECRET/MOODLE_OIDC_REDIRECT_URI: set all three to register Moodle's sign-in client, or none",
    );
  }
  const problems: string[] = [];
  if (!/^[A-Za-z0-9._-]{1,100}$/.test(clientId)) {
    problems.push(
      "Invalid MOODLE_OIDC_CLIENT_ID: use 1-100 letters, digits, dots, dashes or underscores",
    );
  }
  if (secret.length < 32) {
    problems.push("Invalid MOODLE_OIDC_CLIENT_SECRET: it must be at least 32 characters long");
  }
  if (!/^https?:\/\/[^\s/]+\/\S*$/.test(redirectUri) || redirectUri.includes("#")) {
    problems.push(
      `Invalid MOODLE_OIDC_REDIRECT_URI "${redirectUri}": expected Moodle's callback, e.g. https://lms.example.org/admin/oauth2callback.php`,
    );
  }
  if (problems.length) throw new ConfigError(problems);
  return { clientId, secret, redirectUri };
}

/**
 * The provider's settings (docs/oidc.md): its signing key (OIDC_SIGNING_KEY, required in
 * production; made once per data dir elsewhere, by `devOidcSigningKey` once the environment is
 * sound), the retired public keys and the environment's client. Every problem at once.
 */
export function parseOidc(source: NodeJS.ProcessEnv, isProduction: boolean) {
  const { problems, read } = gatherProblems();
  const raw = source.OIDC_SIGNING_KEY;
  if (isProduction && !raw) {
    problems.push("Missing OIDC_SIGNING_KEY: it is required when NODE_ENV=production");
  }
  const fail = (name: string) => (message: string) =>
    new ConfigError(`Invalid ${name}: ${message}`);
  const signingKey = raw
    ? read(() => parseOidcSigningKey(raw, fail("OIDC_SIGNING_KEY")))
    : undefined;
  const retiredKeys = read(() =>
    parseOidcRetiredKeys(source.OIDC_RETIRED_KEYS, fail("OIDC_RETIRED_KEYS")),
  );
  const moodleClient = read(() => parseEnvironmentClient(source));
  const adminsAllowed = read(() =>
    parseFlag("OIDC_ADMINS_ALLOWED", source.OIDC_ADMINS_ALLOWED, false),
  );
  if (problems.length) throw new ConfigError(problems);
  return { signingKey, retiredKeys: retiredKeys!, moodleClient, adminsAllowed: adminsAllowed! };
}
