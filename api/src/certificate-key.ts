import {
  type JsonWebKey,
  type KeyObject,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
} from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** A published Ed25519 public key (`kty` OKP, `crv` Ed25519, `x`), with `kid`, `alg` and `use`. */
export type PublicCertificateJwk = JsonWebKey & { kid: string; alg: "EdDSA"; use: "sig" };

/** The key certificates are signed with, and what is published of it. */
export interface CertificateKey {
  privateKey: KeyObject;
  publicJwk: PublicCertificateJwk;
  kid: string;
}

/** RFC 7638 thumbprint of an Ed25519 public key: the key's id, stable across restarts. */
function thumbprint(x: string): string {
  const canonical = JSON.stringify({ crv: "Ed25519", kty: "OKP", x });
  return createHash("sha256").update(canonical).digest("base64url");
}

function fromPrivateKey(privateKey: KeyObject, fail: (message: string) => Error): CertificateKey {
  if (privateKey.asymmetricKeyType !== "ed25519") {
    throw fail(`expected an Ed25519 key, got ${privateKey.asymmetricKeyType ?? "another kind"}`);
  }
  const { x } = createPublicKey(privateKey).export({ format: "jwk" });
  const publicJwk = publishedJwk(x!);
  return { privateKey, kid: publicJwk.kid, publicJwk };
}

function publishedJwk(x: string): PublicCertificateJwk {
  return { kty: "OKP", crv: "Ed25519", x, kid: thumbprint(x), alg: "EdDSA", use: "sig" };
}

/**
 * The keys of a setting that lists public keys: a JWKS (`{"keys":[…]}`) or a JSON array of JWKs;
 * none when unset.
 */
export function keySetOf(
  raw: string | undefined,
  kind: string,
  fail: (message: string) => Error,
): JsonWebKey[] {
  if (!raw?.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw fail(`expected a JSON key set ({"keys":[…]}) or array of ${kind}`);
  }
  const keys = Array.isArray(parsed) ? parsed : (parsed as { keys?: unknown })?.keys;
  if (!Array.isArray(keys)) throw fail("expected a JSON array of keys or an object with `keys`");
  return keys as JsonWebKey[];
}

/**
 * CERTIFICATE_RETIRED_KEYS: the public keys of signing keys replaced by a rotation, as a JWKS
 * (`{"keys":[…]}`) or a JSON array of Ed25519 public JWKs. They are published beside the current
 * key, so certificates signed before the rotation still verify offline.
 */
export function parseRetiredKeys(
  raw: string | undefined,
  fail: (message: string) => Error,
): PublicCertificateJwk[] {
  return keySetOf(raw, "Ed25519 public JWKs", fail).map((key, index) => {
    if (key?.kty !== "OKP" || key.crv !== "Ed25519" || typeof key.x !== "string") {
      throw fail(`key ${index + 1} is not an Ed25519 public JWK (kty OKP, crv Ed25519, x)`);
    }
    if ("d" in key)
      throw fail(`key ${index + 1} holds a private part (d): publish public keys only`);
    try {
      createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: key.x }, format: "jwk" });
    } catch {
      throw fail(`key ${index + 1} is not a valid Ed25519 public key`);
    }
    return publishedJwk(key.x);
  });
}

/** CERTIFICATE_SIGNING_KEY: an Ed25519 private key as PKCS8 PEM or as a JWK (with `d`). */
export function parseCertificateKey(raw: string, fail: (message: string) => Error): CertificateKey {
  const text = raw.trim();
  let privateKey: KeyObject;
  try {
    if (text.startsWith("{")) {
      const jwk = JSON.parse(text) as JsonWebKey;
      if (!jwk.d) throw new Error("the JWK has no private part (d)");
      privateKey = createPrivateKey({ key: jwk, format: "jwk" });
    } else {
      // Environments often keep a PEM on one line with literal \n.
      privateKey = createPrivateKey({ key: text.replace(/\\n/g, "\n"), format: "pem" });
    }
  } catch (error) {
    throw fail(`expected an Ed25519 private key as PKCS8 PEM or JWK (${(error as Error).message})`);
  }
  return fromPrivateKey(privateKey, fail);
}

/**
 * Outside production: a key kept in a file of the data dir, made by `make` (PEM text) on first
 * start. `wx`: when two processes start together, the second keeps the first one's key.
 */
export function keptKeyFile(dataDir: string, name: string, make: () => string): string {
  const file = join(dataDir, name);
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(file))
    try {
      writeFileSync(file, make(), { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  return readFileSync(file, "utf8");
}

/** Outside production: one key per data dir, made on first start and kept in a file there. */
export function devCertificateKey(dataDir: string): CertificateKey {
  const name = "certificate-signing-key.pem";
  const fail = (message: string) => new Error(`${join(dataDir, name)}: ${message}`);
  const pem = keptKeyFile(dataDir, name, () =>
    generateKeyPairSync("ed25519").privateKey.export({ format: "pem", type: "pkcs8" }).toString(),
  );
  return parseCertificateKey(pem, fail);
}
