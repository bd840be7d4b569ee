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
import { EMAIL_PATTERN } from "@guardian/rules";

/** A bad environment value: boot stops with this one line. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

export interface Config {
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  /**
   * The reverse proxies in front of the portal, as Fastify's trustProxy takes them: false, a hop
   * count, or their addresses. Only those hops' X-Forwarded-For entries are believed.
   */
  trustProxy: false | number | string[];
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
  stripe?: { secretKey: string; publishableKey: string; webhookSecret?: string; apiBase?: string };
  /**
   * The learning system (Moodle) web service; unset (outside production only): the demo learning
   * system, the portal's own page per course with a button that completes it.
   */
  lms?: { baseUrl: string; token: string; studentRoleId: number };
  /**
   * The SMTP server mail goes out through and the sender (MAIL_FROM); unset: mail is held in the
   * outbox for administrators to read (the portal warns at start in production).
   */
  mail?: { smtpUrl: string; from: string; fromAddress: string; requireTLS: boolean };
  /**
   * The portal's public address, for links in mails and certificate QR codes (PUBLIC_URL, required
   * in production; elsewhere localhost and the port).
   */
  publicUrl: string;
  /** The sibling systems' base addresses (LMS_URL, STORAGE_URL, VIDEO_URL) over the stored ones. */
  systemUrls: { lms?: string; storage?: string; video?: string };
  webDist: string;
}

export const repoRoot = resolve(fileURLToPath(new URL("../..", import.meta.url)));

function parsePort(raw: string | undefined, name = "PORT", fallback = 4000): number {
  if (raw === undefined || raw === "") return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    throw new ConfigError(`Invalid ${name} "${raw}": expected a whole number from 1 to 65535`);
  }
  return port;
}

function parseDatabaseUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === "") return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(
      "Invalid DATABASE_URL: expected postgres://user:password@host:port/database",
    );
  }
  if (
    !["postgres:", "postgresql:"].includes(url.protocol) ||
    !url.hostname ||
    url.pathname.length < 2
  ) {
    throw new ConfigError(
      "Invalid DATABASE_URL: expected postgres://user:password@host:port/database",
    );
  }
  return raw;
}

const ADDRESS = /^[0-9a-f.:]+(\/\d{1,3})?$/i;

/** How many proxy hops to trust (1 behind one nginx), or their addresses; never "everyone". */
function parseTrustProxy(raw: string | undefined): Config["trustProxy"] {
  if (raw === undefined || raw === "" || raw === "false" || raw === "0") return false;
  if (/^\d{1,2}$/.test(raw)) return Number(raw);
  const addresses = raw.split(",").map(part => part.trim());
  if (addresses.every(address => ADDRESS.test(address))) return addresses;
  throw new ConfigError(
    `Invalid TRUST_PROXY "${raw}": give the number of proxy hops in front of the portal (1 behind one nginx) or the proxies' addresses`,
  );
}

/** A sibling system's base address: http(s), without a trailing slash. */
function parseBaseUrl(name: string, raw: string | undefined): string | undefined {
  if (raw === undefined || raw === "") return undefined;
  if (!/^https?:\/\/[^\s/]+(\/\S*)?$/.test(raw)) {
    throw new ConfigError(
      `Invalid ${name} "${raw}": expected a base address such as https://lms.example.org`,
    );
  }
  return raw.replace(/\/+$/, "");
}

/**
 * SMTP_URL carries the SMTP password: its errors name the variable and never echo the value.
 * smtps:// is TLS from the first byte (port 465); smtp:// upgrades with STARTTLS, which production
 * insists on (SMTP_REQUIRE_TLS, default true there): the password never crosses in clear.
 */
function parseMail(source: NodeJS.ProcessEnv, isProduction: boolean): Config["mail"] {
  const { SMTP_URL, MAIL_FROM } = source;
  // Without it (production too: CONTRACT.md lists what production refuses) mail is held.
  if (!SMTP_URL) return undefined;
  let url: URL | null = null;
  try {
    url = new URL(SMTP_URL);
  } catch {
    // Reported below without the value.
  }
  if (!url || !["smtp:", "smtps:"].includes(url.protocol) || !url.hostname) {
    throw new ConfigError(
      "Invalid SMTP_URL: expected smtp://user:password@host:port or smtps://user:password@host:465",
    );
  }
  const fromAddress = /<([^<>]+)>\s*$/.exec(MAIL_FROM ?? "")?.[1] ?? MAIL_FROM?.trim() ?? "";
  if (!MAIL_FROM || !EMAIL_PATTERN.test(fromAddress) || /[\r\n]/.test(MAIL_FROM)) {
    throw new ConfigError(
      'Invalid MAIL_FROM: with SMTP_URL, give the sender as no-reply@example.org or "Guardian Academy <no-reply@example.org>"',
    );
  }
  const requireTLS = parseFlag(
    "SMTP_REQUIRE_TLS",
    source.SMTP_REQUIRE_TLS,
    isProduction && url.protocol === "smtp:",
  );
  return { smtpUrl: SMTP_URL, from: MAIL_FROM.trim(), fromAddress, requireTLS };
}

function parseSeconds(name: string, raw: string | undefined, fallback: number, min: number) {
  if (raw === undefined || raw === "") return fallback;
  const seconds = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || seconds < min) {
    throw new ConfigError(`Invalid ${name} "${raw}": expected a number of seconds, ${min} or more`);
  }
  return seconds;
}

/** MOODLE_STUDENT_ROLE_ID: the id of Moodle's student role on that site (5 on a standard one). */
function parseRoleId(raw: string | undefined): number {
  if (raw === undefined || raw === "") return 5;
  if (!/^[1-9]\d{0,8}$/.test(raw)) {
    throw new ConfigError(
      `Invalid MOODLE_STUDENT_ROLE_ID "${raw}": expected the id of Moodle's student role, e.g. 5`,
    );
  }
  return Number(raw);
}

function parseFlag(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === "") return fallback;
  if (raw === "true" || raw === "1") return true;
  if (raw === "false" || raw === "0") return false;
  throw new ConfigError(`Invalid ${name} "${raw}": expected true or false`);
}

/** GRAPHQL_INTROSPECTION: true, false or tokens (API tokens acting as administrators only). */
function parseIntrospection(raw: string | undefined, fallback: boolean): boolean | "tokens" {
  if (raw === "tokens") return "tokens";
  if (raw === undefined || raw === "" || ["true", "1", "false", "0"].includes(raw))
    return parseFlag("GRAPHQL_INTROSPECTION", raw, fallback);
  throw new ConfigError(`Invalid GRAPHQL_INTROSPECTION "${raw}": expected true, false or tokens`);
}

/** METRICS_TOKEN: a secret, so its error never echoes the value. */
function parseMetricsToken(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === "") return undefined;
  if (!/^[\x21-\x7e]{32,256}$/.test(raw)) {
    throw new ConfigError(
      "Invalid METRICS_TOKEN: use 32 to 256 visible ASCII characters without spaces",
    );
  }
  return raw;
}

/** The issuers sibling systems sign cross-system tokens as; SSO_KEYS names them. */
export const SIBLING_ISSUERS = ["guardian-lms", "guardian-storage", "guardian-video"] as const;

/**
 * SSO_KEYS: `issuer=key` pairs separated by commas, one per sibling system with a key of its
 * own. Keys are secrets: errors name the issuer, never the value.
 */
/** The key one sibling system's tokens are signed with: its own (SSO_KEYS), else the shared one. */
export function ssoKeyOf(config: Pick<Config, "ssoKeys" | "ssoSecret">, issuer: string) {
  return config.ssoKeys.get(issuer) ?? config.ssoSecret;
}

function parseSsoKeys(raw: string | undefined): Map<string, string> {
  const keys = new Map<string, string>();
  if (raw === undefined || raw.trim() === "") return keys;
  for (const pair of raw.split(",")) {
    const at = pair.indexOf("=");
    const issuer = (at < 0 ? pair : pair.slice(0, at)).trim();
    const key = at < 0 ? "" : pair.slice(at + 1).trim();
    if (!(SIBLING_ISSUERS as readonly string[]).includes(issuer)) {
      throw new ConfigError(
        `Invalid SSO_KEYS: expected issuer=key pairs separated by commas, issuers among ${SIBLING_ISSUERS.join(", ")}`,
      );
    }
    if (key.length < 32) {
      throw new ConfigError(
        `Invalid SSO_KEYS: the key of ${issuer} must be at least 32 characters long`,
      );
    }
    if (keys.has(issuer)) throw new ConfigError(`Invalid SSO_KEYS: ${issuer} is named twice`);
    keys.set(issuer, key);
  }
  return keys;
}

function parseEnv(raw: string | undefined): Config["env"] {
  const env = raw || "development";
  if (env !== "development" && env !== "production" && env !== "test") {
    throw new ConfigError(`Invalid NODE_ENV "${raw}": expected development, production or test`);
  }
  return env;
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

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnv(source.NODE_ENV);
  const isProduction = env === "production";
  const port = parsePort(source.PORT);
  const databaseUrl = parseDatabaseUrl(source.DATABASE_URL);
  const dataDir = resolve(source.DATA_DIR || join(repoRoot, ".data"));

  const rawSecret = source.JWT_SECRET;
  if (rawSecret !== undefined && rawSecret !== "" && rawSecret.length < 32) {
    throw new ConfigError("Invalid JWT_SECRET: it must be at least 32 characters long");
  }
  if (isProduction && !rawSecret) {
    throw new ConfigError("Missing JWT_SECRET: it is required when NODE_ENV=production");
  }
  const jwtSecret = rawSecret || devSecret(dataDir, "jwt-secret");

  // Shared with the sibling systems (LMS, storage, video) for cross-system sign-in.
  const rawSso = source.SSO_SHARED_SECRET;
  if (rawSso && rawSso.length < 32) {
    throw new ConfigError("Invalid SSO_SHARED_SECRET: it must be at least 32 characters long");
  }
  const ssoSecret = rawSso || (isProduction ? undefined : devSecret(dataDir, "sso-secret"));
  const ssoKeys = parseSsoKeys(source.SSO_KEYS);

  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE } =
    source;
  if (Boolean(STRIPE_SECRET_KEY) !== Boolean(STRIPE_PUBLISHABLE_KEY)) {
    throw new ConfigError(
      "Invalid STRIPE_SECRET_KEY/STRIPE_PUBLISHABLE_KEY: set both for card payments, or neither for demo payments",
    );
  }
  const stripe = STRIPE_SECRET_KEY
    ? {
        secretKey: STRIPE_SECRET_KEY,
        publishableKey: STRIPE_PUBLISHABLE_KEY!,
        webhookSecret: STRIPE_WEBHOOK_SECRET || undefined,
        apiBase: STRIPE_API_BASE || undefined,
      }
    : undefined;
  if (isProduction && !stripe) {
    throw new ConfigError(
      "Missing STRIPE_SECRET_KEY: demo payments are refused when NODE_ENV=production",
    );
  }

  const rawCertificateKey = source.CERTIFICATE_SIGNING_KEY;
  if (isProduction && !rawCertificateKey) {
    throw new ConfigError(
      "Missing CERTIFICATE_SIGNING_KEY: it is required when NODE_ENV=production",
    );
  }
  const certificateKey = rawCertificateKey
    ? parseCertificateKey(
        rawCertificateKey,
        message => new ConfigError(`Invalid CERTIFICATE_SIGNING_KEY: ${message}`),
      )
    : devCertificateKey(dataDir);
  const certificateRetiredKeys = parseRetiredKeys(
    source.CERTIFICATE_RETIRED_KEYS,
    message => new ConfigError(`Invalid CERTIFICATE_RETIRED_KEYS: ${message}`),
  ).filter(key => key.kid !== certificateKey.kid);

  const { LMS_URL, LMS_TOKEN } = source;
  if (Boolean(LMS_URL) !== Boolean(LMS_TOKEN)) {
    throw new ConfigError(
      "Invalid LMS_URL/LMS_TOKEN: set both to provision learners in Moodle, or neither",
    );
  }
  const systemUrls = {
    lms: parseBaseUrl("LMS_URL", LMS_URL),
    storage: parseBaseUrl("STORAGE_URL", source.STORAGE_URL),
    video: parseBaseUrl("VIDEO_URL", source.VIDEO_URL),
  };
  const studentRoleId = parseRoleId(source.MOODLE_STUDENT_ROLE_ID);
  const lms = systemUrls.lms
    ? { baseUrl: systemUrls.lms, token: LMS_TOKEN!, studentRoleId }
    : undefined;
  if (isProduction && !lms) {
    throw new ConfigError(
      "Missing LMS_URL: the demo learning system is refused when NODE_ENV=production (set LMS_URL and LMS_TOKEN to Moodle)",
    );
  }
  const mail = parseMail(source, isProduction);
  const publicUrl = parseBaseUrl("PUBLIC_URL", source.PUBLIC_URL);
  if (isProduction && !publicUrl) {
    throw new ConfigError(
      "Missing PUBLIC_URL: it is required when NODE_ENV=production (mail links and certificate QR codes lead there)",
    );
  }

  return {
    env,
    isProduction,
    port,
    host: source.HOST || "0.0.0.0",
    trustProxy: parseTrustProxy(source.TRUST_PROXY),
    workers: parseFlag("WORKERS", source.WORKERS, true),
    jobPollingSeconds: parseSeconds("JOB_POLLING_SECONDS", source.JOB_POLLING_SECONDS, 2, 0.5),
    metrics: {
      enabled: parseFlag("METRICS", source.METRICS, true),
      token: parseMetricsToken(source.METRICS_TOKEN),
    },
    graphqlIntrospection: parseIntrospection(source.GRAPHQL_INTROSPECTION, !isProduction),
    graphqlPersistedOnly: parseFlag("GRAPHQL_PERSISTED_ONLY", source.GRAPHQL_PERSISTED_ONLY, false),
    databaseUrl,
    dataDir,
    embeddedPgPort: parsePort(source.EMBEDDED_PG_PORT, "EMBEDDED_PG_PORT", 54329),
    jwtSecret,
    certificateKey,
    certificateRetiredKeys,
    ssoSecret,
    ssoKeys,
    stripe,
    lms,
    mail,
    publicUrl: publicUrl ?? `http://localhost:${port}`,
    systemUrls,
    webDist: resolve(source.WEB_DIST || join(repoRoot, "web", "dist")),
  };
}

/** The password `npm run create-admin` takes without asking (ADMIN_PASSWORD), if set. */
export const adminPasswordFromEnv = (source: NodeJS.ProcessEnv = process.env) =>
  source.ADMIN_PASSWORD || undefined;
