import { randomBytes } from "node:crypto";
import {
  type CertificateKey,
  type PublicCertificateJwk,
  parseCertificateKey,
  parseRetiredKeys,
  devCertificateKey,
} from "./certificate-key.js";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type StripeConfig, parseStripe } from "./config-stripe.js";
import { type OidcConfig, devOidcSigningKey, parseOidc } from "./config-oidc.js";
import {
  ConfigError,
  type Env,
  type MailConfig,
  type TrustProxy,
  gatherProblems,
  parseBaseUrl,
  parseDatabaseUrl,
  parseEnv,
  parseFlag,
  parseIntrospection,
  parseMail,
  parseMetricsToken,
  parsePort,
  parsePublicUrl,
  parseIssuerId,
  parseRoleId,
  parseSeconds,
  parseSsoKeys,
  parseTrustProxy,
} from "./config-values.js";

export { ConfigError, SIBLING_ISSUERS } from "./config-values.js";

export interface Config {
  env: Env;
  isProduction: boolean;
  port: number;
  host: string;
  /**
   * The reverse proxies in front of the portal, as Fastify's trustProxy takes them: false, a hop
   * count, or their addresses. Only those hops' X-Forwarded-For entries are believed.
   */
  trustProxy: TrustProxy;
  /** Whether `npm start` also runs the background workers (`npm run worker` runs only them). */
  workers: boolean;
  /**
   * How often an idle worker looks for new jobs, in seconds (JOB_POLLING_SECONDS, 0.5 or more;
   * pg-boss's 2 by default). The browser tests shorten it: they wait for jobs to run.
   */
  jobPollingSeconds: number;
  /**
   * `/metrics` (Prometheus): off answers 404. With a token a scrape needs `Authorization: Bearer`
   * it; without one, production answers only loopback and private addresses.
   */
  metrics: { enabled: boolean; token?: string };
  /**
   * Introspection and 'Did you mean' hints: on outside production unless turned off; `tokens`:
   * introspection for API tokens acting as administrators only, no hints.
   */
  graphqlIntrospection: boolean | "tokens";
  /**
   * GRAPHQL_PERSISTED_ONLY: requests without an API token run only the web app's own documents
   * (codegen's manifests, sent by hash); off unless turned on.
   */
  graphqlPersistedOnly: boolean;
  /** External PostgreSQL; undefined means the embedded one under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** Port of the embedded PostgreSQL (used only without databaseUrl). */
  embeddedPgPort: number;
  jwtSecret: string;
  /**
   * The Ed25519 key certificates are signed with (CERTIFICATE_SIGNING_KEY, PKCS8 PEM or JWK;
   * generated once per data dir outside production) and its public JWK with its kid.
   */
  certificateKey: CertificateKey;
  /** Public keys of rotated-out signing keys, still published (CERTIFICATE_RETIRED_KEYS). */
  certificateRetiredKeys: PublicCertificateJwk[];
  /**
   * The shared key of the sibling systems without a key of their own (SSO_SHARED_SECRET; kept as
   * the fallback for one release). Unset in production without it and without SSO_KEYS.
   */
  ssoSecret?: string;
  /** Each sibling system's own key by its issuer (SSO_KEYS: `guardian-lms=...,guardian-video=...`). */
  ssoKeys: Map<string, string>;
  stripe?: StripeConfig;
  /** The OpenID Connect provider's keys and the environment's client (config-oidc.ts). */
  oidc: OidcConfig;
  /**
   * The learning system (Moodle) web service; unset (outside production only): the demo learning
   * system, the portal's own page per course with a button that completes it.
   */
  lms?: { baseUrl: string; token: string; studentRoleId: number; oauthIssuerId?: number };
  /**
   * The SMTP server mail goes out through and the sender (MAIL_FROM); unset: mail is held in the
   * outbox for administrators to read (the portal warns at start in production).
   */
  mail?: MailConfig;
  /**
   * The portal's public address, for links in mails and certificate QR codes (PUBLIC_URL, required
   * in production; elsewhere localhost and the port).
   */
  publicUrl: string;
  /** The sibling systems' base addresses (LMS_URL, STORAGE_URL, VIDEO_URL) over the stored ones. */
  systemUrls: { lms?: string; storage?: string; video?: string };
  /**
   * The demo learning system's client secret at the portal's provider (LMS_URL unset, outside
   * production): made once per data dir like the other dev secrets.
   */
  demoLmsSecret?: string;
  webDist: string;
}

export const repoRoot = resolve(fileURLToPath(new URL("../..", import.meta.url)));

/** The key one sibling system's tokens are signed with: its own (SSO_KEYS), else the shared one. */
export function ssoKeyOf(config: Pick<Config, "ssoKeys" | "ssoSecret">, issuer: string) {
  return config.ssoKeys.get(issuer) ?? config.ssoSecret;
}

/** Dev installs keep each generated key once per data dir, so sessions survive restarts. */
function devSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The settings from the environment. Every problem is gathered and reported at once (a
 * ConfigError listing them all), so an operator mends the whole environment in one round.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const { problems, read } = gatherProblems();
  const required = (name: string, why: string) =>
    problems.push(`Missing ${name}: ${why} when NODE_ENV=production`);
  const env = read(() => parseEnv(source.NODE_ENV)) ?? "development";
  const isProduction = env === "production";
  const port = read(() => parsePort(source.PORT)) ?? 4000;
  const databaseUrl = read(() => parseDatabaseUrl(source.DATABASE_URL));
  const dataDir = resolve(source.DATA_DIR || join(repoRoot, ".data"));

  const rawSecret = source.JWT_SECRET;
  if (rawSecret && rawSecret.length < 32) {
    problems.push("Invalid JWT_SECRET: it must be at least 32 characters long");
  }
  if (isProduction && !rawSecret) required("JWT_SECRET", "it is required");

  // Shared with the sibling systems (LMS, storage, video) for cross-system sign-in.
  const rawSso = source.SSO_SHARED_SECRET;
  if (rawSso && rawSso.length < 32) {
    problems.push("Invalid SSO_SHARED_SECRET: it must be at least 32 characters long");
  }
  const ssoKeys = read(() => parseSsoKeys(source.SSO_KEYS));
  const stripe = read(() => parseStripe(source, isProduction));

  const rawCertificateKey = source.CERTIFICATE_SIGNING_KEY;
  if (isProduction && !rawCertificateKey) required("CERTIFICATE_SIGNING_KEY", "it is required");
  const certificateKey = rawCertificateKey
    ? read(() =>
        parseCertificateKey(
          rawCertificateKey,
          message => new ConfigError(`Invalid CERTIFICATE_SIGNING_KEY: ${message}`),
        ),
      )
    : undefined;
  const retiredKeys = read(() =>
    parseRetiredKeys(
      source.CERTIFICATE_RETIRED_KEYS,
      message => new ConfigError(`Invalid CERTIFICATE_RETIRED_KEYS: ${message}`),
    ),
  );

  const oidc = read(() => parseOidc(source, isProduction));

  const { LMS_URL, LMS_TOKEN } = source;
  if (Boolean(LMS_URL) !== Boolean(LMS_TOKEN)) {
    problems.push(
      "Invalid LMS_URL/LMS_TOKEN: set both to provision learners in Moodle, or neither",
    );
  } else if (isProduction && !LMS_URL) {
    problems.push(
      "Missing LMS_URL: the demo learning system is refused when NODE_ENV=production (set LMS_URL and LMS_TOKEN to Moodle)",
    );
  }
  const systemUrls = {
    lms: read(() => parseBaseUrl("LMS_URL", LMS_URL)),
    storage: read(() => parseBaseUrl("STORAGE_URL", source.STORAGE_URL)),
    video: read(() => parseBaseUrl("VIDEO_URL", source.VIDEO_URL)),
  };
  const studentRoleId = read(() => parseRoleId(source.MOODLE_STUDENT_ROLE_ID)) ?? 5;
  const oauthIssuerId = read(() => parseIssuerId(source.MOODLE_OAUTH_ISSUER_ID));
  const mail = read(() => parseMail(source, isProduction));
  const publicUrl = read(() => parsePublicUrl(source.PUBLIC_URL, isProduction));
  const trustProxy = read(() => parseTrustProxy(source.TRUST_PROXY));
  const workers = read(() => parseFlag("WORKERS", source.WORKERS, true));
  const polling = read(() =>
    parseSeconds("JOB_POLLING_SECONDS", source.JOB_POLLING_SECONDS, 2, 0.5),
  );
  const metricsOn = read(() => parseFlag("METRICS", source.METRICS, true));
  const metricsToken = read(() => parseMetricsToken(source.METRICS_TOKEN));
  const introspection = read(() => parseIntrospection(source.GRAPHQL_INTROSPECTION, !isProduction));
  const persistedOnly = read(() =>
    parseFlag("GRAPHQL_PERSISTED_ONLY", source.GRAPHQL_PERSISTED_ONLY, false),
  );
  const pgPort = read(() => parsePort(source.EMBEDDED_PG_PORT, "EMBEDDED_PG_PORT", 54329));
  if (problems.length) throw new ConfigError(problems);

  // Only a sound environment writes the development keys into the data dir.
  const key = certificateKey ?? devCertificateKey(dataDir);
  const oidcKey = oidc!.signingKey ?? devOidcSigningKey(dataDir);
  return {
    env,
    isProduction,
    port,
    host: source.HOST || "0.0.0.0",
    trustProxy: trustProxy!,
    workers: workers!,
    jobPollingSeconds: polling!,
    metrics: { enabled: metricsOn!, token: metricsToken },
    graphqlIntrospection: introspection!,
    graphqlPersistedOnly: persistedOnly!,
    databaseUrl,
    dataDir,
    embeddedPgPort: pgPort!,
    jwtSecret: rawSecret || devSecret(dataDir, "jwt-secret"),
    certificateKey: key,
    certificateRetiredKeys: retiredKeys!.filter(retired => retired.kid !== key.kid),
    ssoSecret: rawSso || (isProduction ? undefined : devSecret(dataDir, "sso-secret")),
    ssoKeys: ssoKeys!,
    stripe,
    oidc: {
      ...oidc!,
      signingKey: oidcKey,
      retiredKeys: oidc!.retiredKeys.filter(retired => retired.kid !== oidcKey.kid),
    },
    lms: systemUrls.lms
      ? { baseUrl: systemUrls.lms, token: LMS_TOKEN!, studentRoleId, oauthIssuerId }
      : undefined,
    mail,
    publicUrl: publicUrl ?? `http://localhost:${port}`,
    systemUrls,
    demoLmsSecret:
      systemUrls.lms || isProduction ? undefined : devSecret(dataDir, "demo-lms-client-secret"),
    webDist: resolve(source.WEB_DIST || join(repoRoot, "web", "dist")),
  };
}

/** The password `npm run create-admin` takes without asking (ADMIN_PASSWORD), if set. */
export const adminPasswordFromEnv = (source: NodeJS.ProcessEnv = process.env) =>
  source.ADMIN_PASSWORD || undefined;
