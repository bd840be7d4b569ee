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

/** The key certificates are signed with, and what is published of it. */
export interface CertificateKey {
  privateKey: KeyObject;
  /** The public half as a JWK (`kty` OKP, `crv` Ed25519, `x`), with `kid`, `alg` and `use`. */
  publicJwk: JsonWebKey & { kid: string; alg: "EdDSA"; use: "sig" };
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
  const kid = thumbprint(x!);
  return {
    privateKey,
    kid,
    publicJwk: { kty: "OKP", crv: "Ed25519", x, kid, alg: "EdDSA", use: "sig" },
  };
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

/** Outside production: one key per data dir, made on first start and kept in a file there. */
export function devCertificateKey(dataDir: string): CertificateKey {
  const file = join(dataDir, "certificate-signing-key.pem");
  const fail = (message: string) => new Error(`${file}: ${message}`);
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(file))
    try {
      const { privateKey } = generateKeyPairSync("ed25519");
      // `wx`: when two processes start together, the second keeps the first one's key.
      writeFileSync(file, privateKey.export({ format: "pem", type: "pkcs8" }), {
        mode: 0o600,
        flag: "wx",
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  return parseCertificateKey(readFileSync(file, "utf8"), fail);
}
