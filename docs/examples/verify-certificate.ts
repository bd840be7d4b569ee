// Checks a Guardian Academy certificate offline: its signature (the JWS printed on the PDF) against
// a saved copy of the academy's published keys (/.well-known/certificate-keys.json). Node 24:
//   node docs/examples/verify-certificate.ts certificate-keys.json eyJhbGciOiJFZERTQSIs...
import { readFileSync } from "node:fs";
import { type JSONWebKeySet, compactVerify, createLocalJWKSet } from "jose";

const [keysFile, jws] = process.argv.slice(2);
if (!keysFile || !jws) throw new Error("Usage: verify-certificate.ts <keys.json> <jws>");
const keys = createLocalJWKSet(JSON.parse(readFileSync(keysFile, "utf8")) as JSONWebKeySet);
try {
  const { payload } = await compactVerify(jws, keys, { algorithms: ["EdDSA"] });
  const facts = JSON.parse(new TextDecoder().decode(payload)) as Record<string, string | null>;
  const expired = facts.expiresAt !== null && new Date(String(facts.expiresAt)) <= new Date();
  console.log(JSON.stringify({ genuine: true, expired, ...facts }, null, 2));
  console.log();
} catch (error) {
  console.log(JSON.stringify({ genuine: false, reason: (error as Error).message }));
  process.exitCode = 1;
}
