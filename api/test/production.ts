import { generateKeyPairSync } from "node:crypto";
import { ConfigError, loadConfig } from "../src/config.js";

/**
 * A production environment that starts (the production-start tests change one thing at a time):
 * live Stripe keys of one mode with the webhook's secret, Moodle, an https:// address.
 */
export const PRODUCTION_SETTINGS = {
  NODE_ENV: "production",
  JWT_SECRET: "s".repeat(40),
  CERTIFICATE_SIGNING_KEY: JSON.stringify(
    generateKeyPairSync("ed25519").privateKey.export({ format: "jwk" }),
  ),
  OIDC_SIGNING_KEY: JSON.stringify(
    generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ format: "jwk" }),
  ),
  STRIPE_SECRET_KEY: "sk_live_51Secret",
  STRIPE_PUBLISHABLE_KEY: "pk_live_51Publishable",
  STRIPE_WEBHOOK_SECRET: "whsec_Signing",
  STRIPE_CONNECT_WEBHOOK_SECRET: "whsec_ConnectSigning",
  LMS_URL: "https://lms.example.org",
  LMS_TOKEN: "moodle-token",
  PUBLIC_URL: "https://academy.example.org",
};

/** The problems a start reports, one per line as main.ts logs them. */
export function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
