import { createPublicKey, generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConfigError, loadConfig } from "./config.js";

const base = { JWT_SECRET: "s".repeat(40), DATABASE_URL: "postgres://u:p@db:5432/app" };
/**
 * What production needs besides the secret: card payments, the learning system, mail, and the
 * portal's address.
 */
const PRODUCTION_SERVICES = {
  STRIPE_SECRET_KEY: "sk_test_x",
  STRIPE_PUBLISHABLE_KEY: "pk_test_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
  STRIPE_CONNECT_WEBHOOK_SECRET: "whsec_connect_x",
  LMS_URL: "https://lms.example.org",
  LMS_TOKEN: "moodle-token",
  SMTP_URL: "smtp://mailer:Secret-pw@smtp.example.org:587",
  MAIL_FROM: "Guardian Academy <no-reply@example.org>",
  PUBLIC_URL: "https://academy.example.org",
  CERTIFICATE_SIGNING_KEY: JSON.stringify(
    generateKeyPairSync("ed25519").privateKey.export({ format: "jwk" }),
  ),
  OIDC_SIGNING_KEY: JSON.stringify(
    generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ format: "jwk" }),
  ),
};

describe("loadConfig", () => {
  it.each(["abc", "0", "65536", "12.5", "-1"])(
    "refuses PORT=%s with a message naming PORT",
    port => {
      expect(() => loadConfig({ ...base, PORT: port })).toThrow(
        new ConfigError(`Invalid PORT "${port}": expected a whole number from 1 to 65535`),
      );
    },
  );

  it.each(["not a url", "mysql://u@h/db", "postgres://host-only"])(
    "refuses DATABASE_URL=%s",
    url => {
      expect(() => loadConfig({ ...base, DATABASE_URL: url })).toThrow(/^Invalid DATABASE_URL/);
    },
  );

  it("polls for jobs every 2 s unless JOB_POLLING_SECONDS says otherwise (0.5 s or more)", () => {
    expect(loadConfig(base).jobPollingSeconds).toBe(2);
    expect(loadConfig({ ...base, JOB_POLLING_SECONDS: "0.5" }).jobPollingSeconds).toBe(0.5);
    for (const raw of ["0.1", "-1", "fast", "1e3"]) {
      expect(() => loadConfig({ ...base, JOB_POLLING_SECONDS: raw })).toThrow(
        new ConfigError(
          `Invalid JOB_POLLING_SECONDS "${raw}": expected a number of seconds, 0.5 or more`,
        ),
      );
    }
  });

  it("defaults to port 4000 and the embedded database", () => {
    const config = loadConfig({ JWT_SECRET: base.JWT_SECRET });
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
  });

  it("refuses production without JWT_SECRET", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATABASE_URL: base.DATABASE_URL })).toThrow(
      /^Missing JWT_SECRET/,
    );
  });

  it("refuses production in demo payment mode", () => {
    expect(() => loadConfig({ ...base, NODE_ENV: "production" })).toThrow(
      /demo payments are refused/,
    );
  });

  it("refuses production with the demo learning system, and uses the demo one elsewhere", () => {
    const { LMS_URL: _url, LMS_TOKEN: _token, ...withoutLms } = PRODUCTION_SERVICES;
    expect(() => loadConfig({ ...base, NODE_ENV: "production", ...withoutLms })).toThrow(
      new ConfigError(
        "Missing LMS_URL: the demo learning system is refused when NODE_ENV=production (set LMS_URL and LMS_TOKEN to Moodle)",
      ),
    );
    expect(loadConfig(base).lms).toBeUndefined();
    const moodle = loadConfig({ ...base, NODE_ENV: "production", ...PRODUCTION_SERVICES });
    expect(moodle.lms).toEqual({
      baseUrl: "https://lms.example.org",
      token: "moodle-token",
      studentRoleId: 5,
    });
  });

  it("takes Moodle's student role id from MOODLE_STUDENT_ROLE_ID, a positive whole number", () => {
    const moodle = { ...base, LMS_URL: "https://lms.example.org", LMS_TOKEN: "moodle-token" };
    expect(loadConfig({ ...moodle, MOODLE_STUDENT_ROLE_ID: "11" }).lms?.studentRoleId).toBe(11);
    for (const raw of ["0", "-5", "student", "5.5"]) {
      expect(() => loadConfig({ ...moodle, MOODLE_STUDENT_ROLE_ID: raw })).toThrow(
        new ConfigError(
          `Invalid MOODLE_STUDENT_ROLE_ID "${raw}": expected the id of Moodle's student role, e.g. 5`,
        ),
      );
    }
  });

  it("takes the portal's issuer id in Moodle from MOODLE_OAUTH_ISSUER_ID, a positive whole number, else none", () => {
    const moodle = { ...base, LMS_URL: "https://lms.example.org", LMS_TOKEN: "moodle-token" };
    expect(loadConfig(moodle).lms?.oauthIssuerId).toBeUndefined();
    expect(loadConfig({ ...moodle, MOODLE_OAUTH_ISSUER_ID: "3" }).lms?.oauthIssuerId).toBe(3);
    for (const raw of ["0", "x", "3&wantsurl=/"]) {
      expect(() => loadConfig({ ...moodle, MOODLE_OAUTH_ISSUER_ID: raw })).toThrow(
        new ConfigError(
          `Invalid MOODLE_OAUTH_ISSUER_ID "${raw}": expected the id of the portal's OAuth 2 issuer in Moodle, e.g. 3`,
        ),
      );
    }
  });

  it("accepts production with a secret, Stripe keys, SMTP and the public address", () => {
    const config = loadConfig({ ...base, NODE_ENV: "production", ...PRODUCTION_SERVICES });
    expect(config.isProduction).toBe(true);
    expect(config.stripe?.publishableKey).toBe("pk_test_x");
    expect(config.mail).toEqual({
      smtpUrl: PRODUCTION_SERVICES.SMTP_URL,
      from: PRODUCTION_SERVICES.MAIL_FROM,
      fromAddress: "no-reply@example.org",
      requireTLS: true,
    });
    expect(config.publicUrl).toBe("https://academy.example.org");
  });

  it("starts in production without SMTP_URL (CONTRACT.md): mail is held", () => {
    const env = { ...base, NODE_ENV: "production", ...PRODUCTION_SERVICES, PORT: "4100" };
    const config = loadConfig({ ...env, SMTP_URL: "" });
    expect(config.mail).toBeUndefined();
    expect(config.publicUrl).toBe("https://academy.example.org");
  });

  it("insists on STARTTLS for smtp:// in production unless SMTP_REQUIRE_TLS says otherwise", () => {
    const production = { ...base, NODE_ENV: "production", ...PRODUCTION_SERVICES };
    expect(loadConfig(production).mail?.requireTLS).toBe(true);
    expect(loadConfig({ ...production, SMTP_REQUIRE_TLS: "false" }).mail?.requireTLS).toBe(false);
    const smtps = "smtps://mailer:Secret-pw@smtp.example.org:465";
    expect(loadConfig({ ...production, SMTP_URL: smtps }).mail?.requireTLS).toBe(false);
    const elsewhere = { ...base, SMTP_URL: PRODUCTION_SERVICES.SMTP_URL, MAIL_FROM: "a@b.org" };
    expect(loadConfig(elsewhere).mail?.requireTLS).toBe(false);
    expect(() => loadConfig({ ...production, SMTP_REQUIRE_TLS: "maybe" })).toThrow(
      new ConfigError('Invalid SMTP_REQUIRE_TLS "maybe": expected true or false'),
    );
  });

  it("refuses production without PUBLIC_URL (CONTRACT.md): links would lead to localhost", () => {
    const env = { ...base, NODE_ENV: "production", ...PRODUCTION_SERVICES };
    expect(() => loadConfig({ ...env, PUBLIC_URL: "" })).toThrow(
      new ConfigError(
        "Missing PUBLIC_URL: it is required when NODE_ENV=production (mail links and certificate QR codes lead there)",
      ),
    );
  });

  it("holds mail outside production without SMTP_URL, and links to localhost", () => {
    const config = loadConfig({ ...base, PORT: "4100" });
    expect(config.mail).toBeUndefined();
    expect(config.publicUrl).toBe("http://localhost:4100");
  });

  it.each(["http://mailer:Secret-pw@smtp.example.org", "smtp://", "not a url Secret-pw"])(
    "refuses SMTP_URL=%s without repeating it (it holds the password)",
    url => {
      const load = () => loadConfig({ ...base, SMTP_URL: url, MAIL_FROM: "a@example.org" });
      expect(load).toThrow(/^Invalid SMTP_URL: expected smtp:\/\//);
      expect(load).not.toThrow(/Secret-pw/);
    },
  );

  it.each([undefined, "no address", "A <b@example.org>\r\nBcc: c@example.org"])(
    "refuses MAIL_FROM=%s with SMTP_URL",
    from => {
      const env = { ...base, SMTP_URL: PRODUCTION_SERVICES.SMTP_URL, MAIL_FROM: from };
      expect(() => loadConfig(env)).toThrow(/^Invalid MAIL_FROM/);
    },
  );

  it.each([
    ["1", 1],
    ["2", 2],
    ["false", false],
    ["10.0.0.5, 10.0.1.0/24", ["10.0.0.5", "10.0.1.0/24"]],
  ])("trusts exactly the proxies TRUST_PROXY=%s names", (raw, expected) => {
    expect(loadConfig({ ...base, TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it("refuses TRUST_PROXY=true, which would believe every X-Forwarded-For entry", () => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: "true" })).toThrow(
      /^Invalid TRUST_PROXY "true"/,
    );
  });

  it("turns introspection off in production unless GRAPHQL_INTROSPECTION turns it on", () => {
    const production = { ...base, NODE_ENV: "production", ...PRODUCTION_SERVICES };
    expect(loadConfig(production).graphqlIntrospection).toBe(false);
    expect(loadConfig({ ...production, GRAPHQL_INTROSPECTION: "true" }).graphqlIntrospection).toBe(
      true,
    );
    expect(loadConfig(base).graphqlIntrospection).toBe(true);
    expect(
      loadConfig({ ...production, GRAPHQL_INTROSPECTION: "tokens" }).graphqlIntrospection,
    ).toBe("tokens");
    expect(() => loadConfig({ ...production, GRAPHQL_INTROSPECTION: "yes" })).toThrow(
      'Invalid GRAPHQL_INTROSPECTION "yes": expected true, false or tokens',
    );
  });

  it("runs any document from browsers, in production too, unless GRAPHQL_PERSISTED_ONLY says otherwise", () => {
    const production = { ...base, NODE_ENV: "production", ...PRODUCTION_SERVICES };
    expect(loadConfig(production).graphqlPersistedOnly).toBe(false);
    expect(loadConfig({ ...base, GRAPHQL_PERSISTED_ONLY: "true" }).graphqlPersistedOnly).toBe(true);
    expect(() => loadConfig({ ...base, GRAPHQL_PERSISTED_ONLY: "yes" })).toThrow(
      'Invalid GRAPHQL_PERSISTED_ONLY "yes": expected true or false',
    );
  });

  it("takes a METRICS_TOKEN of 32+ visible characters and refuses a short one without echoing it", () => {
    const token = "m".repeat(40);
    expect(loadConfig({ ...base, METRICS_TOKEN: token }).metrics).toEqual({ enabled: true, token });
    expect(loadConfig({ ...base, METRICS: "false" }).metrics.enabled).toBe(false);
    const refused = () => loadConfig({ ...base, METRICS_TOKEN: "short secret" });
    expect(refused).toThrow(/^Invalid METRICS_TOKEN/);
    expect(refused).not.toThrow(/short secret/);
  });

  it("refuses production without CERTIFICATE_SIGNING_KEY", () => {
    const { CERTIFICATE_SIGNING_KEY: _key, ...services } = PRODUCTION_SERVICES;
    expect(() => loadConfig({ ...base, NODE_ENV: "production", ...services })).toThrow(
      /^Missing CERTIFICATE_SIGNING_KEY/,
    );
  });

  it("publishes retired certificate keys beside the current one and refuses private or foreign keys", () => {
    const current = generateKeyPairSync("ed25519").privateKey;
    const retired = generateKeyPairSync("ed25519").privateKey;
    const publicOf = (key: typeof retired) => createPublicKey(key).export({ format: "jwk" });
    const config = loadConfig({
      ...base,
      CERTIFICATE_SIGNING_KEY: JSON.stringify(current.export({ format: "jwk" })),
      // The current key among the retired ones is published once.
      CERTIFICATE_RETIRED_KEYS: JSON.stringify({ keys: [publicOf(retired), publicOf(current)] }),
    });
    expect(config.certificateRetiredKeys).toEqual([
      {
        kty: "OKP",
        crv: "Ed25519",
        x: publicOf(retired).x,
        kid: expect.any(String),
        alg: "EdDSA",
        use: "sig",
      },
    ]);
    expect(config.certificateRetiredKeys[0].kid).not.toBe(config.certificateKey.kid);
    const refused = (value: string) => () =>
      loadConfig({ ...base, CERTIFICATE_RETIRED_KEYS: value });
    expect(refused("not json")).toThrow(/^Invalid CERTIFICATE_RETIRED_KEYS: expected a JSON/);
    expect(refused(JSON.stringify([retired.export({ format: "jwk" })]))).toThrow(
      /key 1 holds a private part/,
    );
    const rsa = generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey;
    expect(refused(JSON.stringify([rsa.export({ format: "jwk" })]))).toThrow(
      /key 1 is not an Ed25519 public JWK/,
    );
  });

  it("takes the certificate key as PKCS8 PEM or JWK and refuses another kind of key", () => {
    const { privateKey } = generateKeyPairSync("ed25519");
    const pem = privateKey.export({ format: "pem", type: "pkcs8" }).toString();
    const fromPem = loadConfig({ ...base, CERTIFICATE_SIGNING_KEY: pem }).certificateKey;
    const jwk = JSON.stringify(privateKey.export({ format: "jwk" }));
    const fromJwk = loadConfig({ ...base, CERTIFICATE_SIGNING_KEY: jwk }).certificateKey;
    expect(fromJwk.kid).toBe(fromPem.kid);
    expect(fromPem.publicJwk).toEqual({
      kty: "OKP",
      crv: "Ed25519",
      x: expect.any(String),
      kid: fromPem.kid,
      alg: "EdDSA",
      use: "sig",
    });
    const rsa = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
    const rsaPem = rsa.export({ format: "pem", type: "pkcs8" }).toString();
    expect(() => loadConfig({ ...base, CERTIFICATE_SIGNING_KEY: rsaPem })).toThrow(
      /^Invalid CERTIFICATE_SIGNING_KEY: expected an Ed25519 key/,
    );
    expect(() => loadConfig({ ...base, CERTIFICATE_SIGNING_KEY: "not a key" })).toThrow(
      /^Invalid CERTIFICATE_SIGNING_KEY/,
    );
  });

  it("generates the certificate key once per data dir outside production", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "ga-config-"));
    try {
      const first = loadConfig({ ...base, DATA_DIR: dataDir }).certificateKey;
      const second = loadConfig({ ...base, DATA_DIR: dataDir }).certificateKey;
      expect(second.kid).toBe(first.kid);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
