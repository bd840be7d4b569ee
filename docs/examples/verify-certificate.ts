// Checks a Guardian Academy certificate offline: its signature (the JWS printed on the PDF, or the
// PDF file itself) against a saved copy of the academy's published keys
// (/.well-known/certificate-keys.json). Node 24:
//   node docs/examples/verify-certificate.ts certificate-keys.json eyJhbGciOiJFZERTQSIs...
//   node docs/examples/verify-certificate.ts certificate-keys.json certificate-GA-2026-000123.pdf
import { readFileSync } from "node:fs";
import { type JSONWebKeySet, compactVerify, createLocalJWKSet } from "jose";

/** The JWS: the argument itself (copied from the PDF, its line breaks dropped) or a PDF's. */
function jwsOf(argument: string): string {
  if (!argument.toLowerCase().endsWith(".pdf")) return argument.replace(/\s+/g, "");
  // The PDF carries the JWS in its document information as well: /CertificateJws <n> 0 R, and
  // object <n> is the JWS as a PDF string.
  const pdf = readFileSync(argument, "latin1");
  const ref = /\/CertificateJws (\d+) 0 R/.exec(pdf)?.[1];
  const found = ref && new RegExp(`\\b${ref} 0 obj\\s*\\(([A-Za-z0-9_.-]+)\\)`).exec(pdf);
  if (!found) throw new Error(`${argument} holds no certificate signature`);
  return found[1];
}

const [keysFile, given] = process.argv.slice(2);
if (!keysFile || !given) throw new Error("Usage: verify-certificate.ts <keys.json> <jws|pdf>");
const keys = createLocalJWKSet(JSON.parse(readFileSync(keysFile, "utf8")) as JSONWebKeySet);
try {
  const { payload } = await compactVerify(jwsOf(given), keys, { algorithms: ["EdDSA"] });
  const facts = JSON.parse(new TextDecoder().decode(payload)) as Record<string, string | null>;
  const expired = facts.expiresAt !== null && new Date(String(facts.expiresAt)) <= new Date();
  console.log(JSON.stringify({ genuine: true, expired, ...facts }, null, 2));
} catch (error) {
  console.log(JSON.stringify({ genuine: false, reason: (error as Error).message }));
  process.exitCode = 1;
}
