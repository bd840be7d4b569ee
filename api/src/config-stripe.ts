import { ConfigError } from "./config-values.js";

/** Stripe's API keys: a secret (sk_) or restricted (rk_) key, a publishable (pk_) one; test or live. */
const SECRET_KEY = /^(?:sk|rk)_(test|live)_[0-9A-Za-z]+$/;
const PUBLISHABLE_KEY = /^pk_(test|live)_[0-9A-Za-z]+$/;
/** A webhook endpoint's signing secret (the Dashboard's or `stripe listen`'s). */
const WEBHOOK_SECRET = /^whsec_\S+$/;

/** The kind of key a value is, to say what was given where (never the value: keys are secrets). */
function kindOf(value: string): string {
  if (/^pk_/.test(value)) return "a publishable key (pk_...)";
  if (/^(?:sk|rk)_/.test(value)) return "a secret key (sk_... or rk_...)";
  if (/^whsec_/.test(value)) return "a webhook signing secret (whsec_...)";
  return "no Stripe key";
}

/**
 * STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET and
 * STRIPE_CONNECT_WEBHOOK_SECRET: both keys or neither (demo payments, refused in production), each
 * of its own kind, of one mode (test or live), and both webhooks' secrets in production: without
 * them pending refunds, Dashboard refunds, disputes, payers who close the tab after paying and
 * partners' payout accounts (Connect signs its events with its own secret) are never seen. Every
 * problem is reported at once; no message echoes a value.
 */
export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string;
  /** The Connect webhook endpoint's own signing secret (events of connected accounts). */
  connectWebhookSecret?: string;
  apiBase?: string;
}

export function parseStripe(
  source: NodeJS.ProcessEnv,
  isProduction: boolean,
): StripeConfig | undefined {
  const {
    STRIPE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET,
    STRIPE_CONNECT_WEBHOOK_SECRET,
    STRIPE_API_BASE,
  } = source;
  if (!STRIPE_SECRET_KEY && !STRIPE_PUBLISHABLE_KEY) {
    if (!isProduction) return undefined;
    throw new ConfigError(
      "Missing STRIPE_SECRET_KEY: demo payments are refused when NODE_ENV=production",
    );
  }
  if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY) {
    throw new ConfigError(
      "Invalid STRIPE_SECRET_KEY/STRIPE_PUBLISHABLE_KEY: set both for card payments, or neither for demo payments",
    );
  }
  if (PUBLISHABLE_KEY.test(STRIPE_SECRET_KEY) && SECRET_KEY.test(STRIPE_PUBLISHABLE_KEY)) {
    throw new ConfigError(
      "Invalid STRIPE_SECRET_KEY/STRIPE_PUBLISHABLE_KEY: the two are swapped (the secret key starts sk_ or rk_, the publishable key pk_)",
    );
  }
  const problems: string[] = [];
  const secret = SECRET_KEY.exec(STRIPE_SECRET_KEY);
  const publishable = PUBLISHABLE_KEY.exec(STRIPE_PUBLISHABLE_KEY);
  if (!secret) {
    problems.push(
      `Invalid STRIPE_SECRET_KEY: it holds ${kindOf(STRIPE_SECRET_KEY)}; expected the secret key (sk_live_... or sk_test_...) or a restricted key (rk_...) from the Stripe Dashboard's API keys`,
    );
  }
  if (!publishable) {
    problems.push(
      `Invalid STRIPE_PUBLISHABLE_KEY: it holds ${kindOf(STRIPE_PUBLISHABLE_KEY)}; expected the publishable key (pk_live_... or pk_test_...)`,
    );
  }
  if (secret && publishable && secret[1] !== publishable[1]) {
    problems.push(
      `Invalid STRIPE_SECRET_KEY/STRIPE_PUBLISHABLE_KEY: the secret key is a ${secret[1]} key and the publishable key a ${publishable[1]} key; use both keys of one mode`,
    );
  }
  if (STRIPE_WEBHOOK_SECRET && !WEBHOOK_SECRET.test(STRIPE_WEBHOOK_SECRET)) {
    problems.push(
      `Invalid STRIPE_WEBHOOK_SECRET: it holds ${kindOf(STRIPE_WEBHOOK_SECRET)}; expected the webhook endpoint's signing secret (whsec_...)`,
    );
  }
  if (isProduction && !STRIPE_WEBHOOK_SECRET) {
    problems.push(
      "Missing STRIPE_WEBHOOK_SECRET: it is required when NODE_ENV=production (without Stripe's webhook, pending and Dashboard refunds, disputes and payers who close the page after paying are never seen; docs/deploying.md)",
    );
  }
  if (STRIPE_CONNECT_WEBHOOK_SECRET && !WEBHOOK_SECRET.test(STRIPE_CONNECT_WEBHOOK_SECRET)) {
    problems.push(
      `Invalid STRIPE_CONNECT_WEBHOOK_SECRET: it holds ${kindOf(STRIPE_CONNECT_WEBHOOK_SECRET)}; expected the Connect webhook endpoint's signing secret (whsec_...)`,
    );
  }
  if (isProduction && !STRIPE_CONNECT_WEBHOOK_SECRET) {
    problems.push(
      "Missing STRIPE_CONNECT_WEBHOOK_SECRET: it is required when NODE_ENV=production (without Stripe's Connect webhook, partners' payout accounts never learn that they were enabled, restricted or disconnected; docs/deploying.md)",
    );
  }
  if (problems.length) throw new ConfigError(problems);
  return {
    secretKey: STRIPE_SECRET_KEY,
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET || undefined,
    connectWebhookSecret: STRIPE_CONNECT_WEBHOOK_SECRET || undefined,
    apiBase: STRIPE_API_BASE || undefined,
  };
}
