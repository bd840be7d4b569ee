import type { FastifyHelmetOptions } from "@fastify/helmet";
import type { Config } from "../config.js";
import { EARLY_HOLD_SOURCE } from "./early-hold.js";

/** Features the portal never uses; Stripe's card form may ask for payment handlers. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com")';

/**
 * The security headers of every answer (helmet): the content security policy (Stripe's card
 * form; in development the GraphQL sandbox too) and, in production, HSTS.
 */
export function helmetOptions(config: Config): FastifyHelmetOptions {
  const development = config.env === "development";
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          "https://js.stripe.com",
          // A page's first inline script (early-hold.ts); development allows any inline script
          // (a hash beside 'unsafe-inline' would turn that off).
          ...(development
            ? ["'unsafe-inline'", "https://embeddable-sandbox.cdn.apollographql.com"]
            : [EARLY_HOLD_SOURCE]),
        ],
        frameSrc: [
          "'self'",
          "https://js.stripe.com",
          "https://hooks.stripe.com",
          ...(development ? ["https://sandbox.embed.apollographql.com"] : []),
        ],
        connectSrc: ["'self'", "https://api.stripe.com"],
        imgSrc: ["'self'", "data:", "https:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", "data:"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    hsts: config.isProduction,
  };
}
