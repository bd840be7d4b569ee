import { CompactSign } from "jose";
import type { CertificateKey } from "../../certificate-key.js";

/** The facts a certificate's signature covers, exactly these. */
export interface CertificateFacts {
  number: string;
  name: string;
  course: string;
  hours: number;
  /** ISO 8601 UTC timestamps; `expiresAt` null when the certificate never expires. */
  completedAt: string;
  expiresAt: string | null;
  issuedAt: string;
  /**
   * The partner that delivered the course ("Guardian Academy, delivered by ..."). Present only
   * when there is one: an academy certificate's payload stays what it always was.
   */
  deliveredBy?: string;
}

/**
 * The signed bytes: the facts as JSON with their keys in code-point order and no whitespace (for
 * these strings, numbers and nulls that is RFC 8785's canonical form), so anyone can rebuild them.
 */
export function canonicalPayload(facts: CertificateFacts): string {
  const ordered: Record<string, unknown> = {};
  for (const key of Object.keys(facts).sort()) {
    ordered[key] = facts[key as keyof CertificateFacts];
  }
  return JSON.stringify(ordered);
}

export const CERTIFICATE_JWS_TYPE = "ga-certificate+jws";

/** A compact JWS (EdDSA over Ed25519, `kid` of the published key) over the canonical payload. */
export function signCertificate(facts: CertificateFacts, key: CertificateKey): Promise<string> {
  return new CompactSign(new TextEncoder().encode(canonicalPayload(facts)))
    .setProtectedHeader({ alg: "EdDSA", kid: key.kid, typ: CERTIFICATE_JWS_TYPE })
    .sign(key.privateKey);
}
