import { createPublicKey, generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PRODUCTION_SETTINGS, problemsOf } from "../test/production.js";
import { loadConfig } from "./config.js";

const base = { JWT_SECRET: "s".repeat(40), DATABASE_URL: "postgres://u:p@db:5432/app" };
const PRODUCTION = { ...PRODUCTION_SETTINGS, DATABASE_URL: "postgres://u:p@db:5432/app" };

describe("the sign-in provider's settings", () => {
  it("needs OIDC_SIGNING_KEY in production and makes one once per data dir elsewhere", () => {
    const { OIDC_SIGNING_KEY: _key, ...production } = PRODUCTION;
    expect(problemsOf(production)).toEqual([
      "Missing OIDC_SIGNING_KEY: it is required when NODE_ENV=production",
    ]);
    const dataDir = mkdtempSync(join(tmpdir(), "ga-oidc-"));
    try {
      const first = loadConfig({ ...base, DATA_DIR: dataDir }).oidc.signingKey;
      expect(first.alg).toBe("RS256");
      expect(loadConfig({ ...base, DATA_DIR: dataDir }).oidc.signingKey.kid).toBe(first.kid);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("takes an RSA or P-256 key as PEM or JWK, publishing only its public part", () => {
    const rsa = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
    const pem = rsa.export({ format: "pem", type: "pkcs8" }).toString();
    const fromPem = loadConfig({ ...base, OIDC_SIGNING_KEY: pem }).oidc.signingKey;
    const fromJwk = loadConfig({
      ...base,
      OIDC_SIGNING_KEY: JSON.stringify(rsa.export({ format: "jwk" })),
    }).oidc.signingKey;
    expect(fromJwk.kid).toBe(fromPem.kid);
    expect(fromPem.publicJwk).toEqual({
      kty: "RSA",
      n: expect.any(String),
      e: "AQAB",
      kid: fromPem.kid,
      alg: "RS256",
      use: "sig",
    });
    const ec = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey;
    const es = loadConfig({
      ...base,
      OIDC_SIGNING_KEY: JSON.stringify(ec.export({ format: "jwk" })),
    });
    expect(es.oidc.signingKey.alg).toBe("ES256");
    expect(es.oidc.signingKey.publicJwk).not.toHaveProperty("d");
  });

  it("refuses a weak, foreign or public signing key without echoing it", () => {
    const short = generateKeyPairSync("rsa", { modulusLength: 1024 }).privateKey;
    const p384 = generateKeyPairSync("ec", { namedCurve: "P-384" }).privateKey;
    const ed = generateKeyPairSync("ed25519").privateKey;
    const cases: [string, RegExp][] = [
      [short.export({ format: "pem", type: "pkcs8" }).toString(), /shorter than 2048 bits/],
      [JSON.stringify(p384.export({ format: "jwk" })), /not on P-256/],
      [JSON.stringify(ed.export({ format: "jwk" })), /a ed25519 key/],
      [JSON.stringify(createPublicKey(p384).export({ format: "jwk" })), /with its private part/],
      ["not a key at all", /expected an RSA or P-256 private key/],
    ];
    for (const [value, message] of cases) {
      const problems = problemsOf({ ...base, OIDC_SIGNING_KEY: value });
      expect(problems).toEqual([expect.stringMatching(/^Invalid OIDC_SIGNING_KEY: /)]);
      expect(problems[0]).toMatch(message);
      expect(problems[0]).not.toContain(value.slice(10, 40));
    }
  });

  it("keeps administrators out unless OIDC_ADMINS_ALLOWED lets them in", () => {
    expect(loadConfig(base).oidc.adminsAllowed).toBe(false);
    expect(loadConfig({ ...base, OIDC_ADMINS_ALLOWED: "true" }).oidc.adminsAllowed).toBe(true);
    expect(problemsOf({ ...base, OIDC_ADMINS_ALLOWED: "maybe" })).toEqual([
      'Invalid OIDC_ADMINS_ALLOWED "maybe": expected true or false',
    ]);
  });

  it("publishes retired public keys once, and refuses a private one", () => {
    const current = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey;
    const retired = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const publicOf = (key: typeof current) => createPublicKey(key).export({ format: "jwk" });
    const config = loadConfig({
      ...base,
      OIDC_SIGNING_KEY: JSON.stringify(current.export({ format: "jwk" })),
      OIDC_RETIRED_KEYS: JSON.stringify({
        keys: [retired.publicKey.export({ format: "jwk" }), publicOf(current)],
      }),
    });
    expect(config.oidc.retiredKeys).toEqual([
      expect.objectContaining({ kty: "RSA", alg: "RS256", use: "sig", kid: expect.any(String) }),
    ]);
    expect(
      problemsOf({
        ...base,
        OIDC_RETIRED_KEYS: JSON.stringify([retired.privateKey.export({ format: "jwk" })]),
      }),
    ).toEqual([expect.stringMatching(/^Invalid OIDC_RETIRED_KEYS: key 1 holds a private part/)]);
  });

  it("takes Moodle's client from the environment: all three values or none, never echoing the secret", () => {
    const secret = "c".repeat(40);
    const client = {
      MOODLE_OIDC_CLIENT_ID: "moodle",
      MOODLE_OIDC_CLIENT_SECRET: secret,
      MOODLE_OIDC_REDIRECT_URI: "https://lms.example.org/admin/oauth2callback.php",
    };
    expect(loadConfig({ ...base, ...client }).oidc.moodleClient).toEqual({
      clientId: "moodle",
      secret,
      redirectUri: "https://lms.example.org/admin/oauth2callback.php",
    });
    expect(problemsOf({ ...base, MOODLE_OIDC_CLIENT_ID: "moodle" })).toEqual([
      expect.stringMatching(/^Invalid MOODLE_OIDC_CLIENT_ID\/.*set all three/),
    ]);
    const bad = problemsOf({
      ...base,
      ...client,
      MOODLE_OIDC_CLIENT_SECRET: "short-secret",
      MOODLE_OIDC_REDIRECT_URI: "https://lms.example.org/cb#x",
    });
    expect(bad).toEqual([
      expect.stringMatching(/^Invalid MOODLE_OIDC_CLIENT_SECRET: it must be at least 32/),
      expect.stringMatching(/^Invalid MOODLE_OIDC_REDIRECT_URI/),
    ]);
    expect(bad.join()).not.toContain("short-secret");
  });
});
