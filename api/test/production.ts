import { generateKeyPairSync } from "node:crypto";

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
  STRIPE_SECRET_KEY: "sk_live_51Secret",
  STRIPE_PUBLISHABLE_KEY: "pk_live_51Publishable",
  STRIPE_WEBHOOK_SECRET: "whsec_Signing",
  STRIPE_CONNECT_WEBHOOK_SECRET: "whsec_ConnectSigning",
  LMS_URL: "https://lms.example.org",
  LMS_TOKEN: "moodle-token",
  PUBLIC_URL: "https://academy.example.org",
};
