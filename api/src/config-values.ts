import { EMAIL_PATTERN } from "@guardian/rules";

export type Env = "development" | "production" | "test";
export type TrustProxy = false | number | string[];
export interface MailConfig {
  smtpUrl: string;
  from: string;
  fromAddress: string;
  requireTLS: boolean;
}

/**
 * Bad environment values: boot stops with one line per problem, every problem of the
 * environment at once (loadConfig gathers them), never one per try.
 */
export class ConfigError extends Error {
  override name = "ConfigError";
  readonly problems: string[];
  constructor(problems: string | string[]) {
    const list = typeof problems === "string" ? [problems] : problems;
    super(list.join("\n"));
    this.problems = list;
  }
}

/**
 * The problems of several settings, gathered: `read` answers a setting's value, or undefined with
 * its problems noted in `problems` (a ConfigError's; any other error is thrown on).
 */
export function gatherProblems() {
  const problems: string[] = [];
  const read = <T>(parse: () => T): T | undefined => {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
      return undefined;
    }
  };
  return { problems, read };
}

export function parsePort(raw: string | undefined, name = "PORT", fallback = 4000): number {
  if (raw === undefined || raw === "") return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    throw new ConfigError(`Invalid ${name} "${raw}": expected a whole number from 1 to 65535`);
  }
  return port;
}

export function parseDatabaseUrl(raw: string | undefined): string | undefined {
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
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined || raw === "" || raw === "false" || raw === "0") return false;
  if (/^\d{1,2}$/.test(raw)) return Number(raw);
  const addresses = raw.split(",").map(part => part.trim());
  if (addresses.every(address => ADDRESS.test(address))) return addresses;
  throw new ConfigError(
    `Invalid TRUST_PROXY "${raw}": give the number of proxy hops in front of the portal (1 behind one nginx) or the proxies' addresses`,
  );
}

/** A sibling system's base address: http(s), without a trailing slash. */
export function parseBaseUrl(name: string, raw: string | undefined): string | undefined {
  if (raw === undefined || raw === "") return undefined;
  if (!/^https?:\/\/[^\s/]+(\/\S*)?$/.test(raw)) {
    throw new ConfigError(
      `Invalid ${name} "${raw}": expected a base address such as https://lms.example.org`,
    );
  }
  return raw.replace(/\/+$/, "");
}

/**
 * PUBLIC_URL: where mail links and certificate QR codes lead. Production needs it, over https://
 * (a QR code printed with http:// leads every employer who scans it to a page that is refused).
 */
export function parsePublicUrl(raw: string | undefined, isProduction: boolean) {
  const url = parseBaseUrl("PUBLIC_URL", raw);
  if (!isProduction) return url;
  if (!url) {
    throw new ConfigError(
      "Missing PUBLIC_URL: it is required when NODE_ENV=production (mail links and certificate QR codes lead there)",
    );
  }
  if (!url.startsWith("https://")) {
    throw new ConfigError(
      `Invalid PUBLIC_URL "${raw}": production needs an https:// address (certificate QR codes and mail links lead there, and the sign-in cookies are Secure)`,
    );
  }
  return url;
}

/**
 * SMTP_URL carries the SMTP password: its errors name the variable and never echo the value.
 * smtps:// is TLS from the first byte (port 465); smtp:// upgrades with STARTTLS, which production
 * insists on (SMTP_REQUIRE_TLS, default true there): the password never crosses in clear.
 */
export function parseMail(
  source: NodeJS.ProcessEnv,
  isProduction: boolean,
): MailConfig | undefined {
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

export function parseSeconds(name: string, raw: string | undefined, fallback: number, min: number) {
  if (raw === undefined || raw === "") return fallback;
  const seconds = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || seconds < min) {
    throw new ConfigError(`Invalid ${name} "${raw}": expected a number of seconds, ${min} or more`);
  }
  return seconds;
}

/** A record id of the Moodle site (a positive whole number), or undefined when unset. */
function moodleId(name: string, raw: string | undefined, expected: string): number | undefined {
  if (raw === undefined || raw === "") return undefined;
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw new ConfigError(`Invalid ${name} "${raw}": ${expected}`);
  return Number(raw);
}

/** MOODLE_STUDENT_ROLE_ID: the id of Moodle's student role on that site (5 on a standard one). */
export function parseRoleId(raw: string | undefined): number {
  const expected = "expected the id of Moodle's student role, e.g. 5";
  return moodleId("MOODLE_STUDENT_ROLE_ID", raw, expected) ?? 5;
}

/**
 * MOODLE_OAUTH_ISSUER_ID: the id of the portal's issuer in Moodle (the `id` in its address under
 * Site administration > Server > OAuth 2 services); unset, learners sign in to Moodle on its own
 * login page (docs/moodle.md).
 */
export function parseIssuerId(raw: string | undefined): number | undefined {
  const expected = "expected the id of the portal's OAuth 2 issuer in Moodle, e.g. 3";
  return moodleId("MOODLE_OAUTH_ISSUER_ID", raw, expected);
}

export function parseFlag(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === "") return fallback;
  if (raw === "true" || raw === "1") return true;
  if (raw === "false" || raw === "0") return false;
  throw new ConfigError(`Invalid ${name} "${raw}": expected true or false`);
}

/** GRAPHQL_INTROSPECTION: true, false or tokens (API tokens acting as administrators only). */
export function parseIntrospection(raw: string | undefined, fallback: boolean): boolean | "tokens" {
  if (raw === "tokens") return "tokens";
  if (raw === undefined || raw === "" || ["true", "1", "false", "0"].includes(raw))
    return parseFlag("GRAPHQL_INTROSPECTION", raw, fallback);
  throw new ConfigError(`Invalid GRAPHQL_INTROSPECTION "${raw}": expected true, false or tokens`);
}

/** METRICS_TOKEN: a secret, so its error never echoes the value. */
export function parseMetricsToken(raw: string | undefined): string | undefined {
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
export function parseSsoKeys(raw: string | undefined): Map<string, string> {
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

export function parseEnv(raw: string | undefined): Env {
  const env = raw || "development";
  if (env !== "development" && env !== "production" && env !== "test") {
    throw new ConfigError(`Invalid NODE_ENV "${raw}": expected development, production or test`);
  }
  return env;
}
