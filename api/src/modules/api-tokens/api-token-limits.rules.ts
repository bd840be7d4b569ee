import type { RateLimitRule } from "../rate-limits/rate-limit.rules.js";

/**
 * The limits of Bearer requests, kept in PostgreSQL like every other limit: token buckets of
 * `max` requests refilled evenly over the window (the refusal audits: a fixed window). Mutable
 * only so tests can lower them.
 */
export const API_TOKEN_LIMITS = {
  perToken: { bucket: "api-token", max: 300, windowSeconds: 60 } as RateLimitRule,
  perAddress: { bucket: "api-token-address", max: 600, windowSeconds: 60 } as RateLimitRule,
  /** Refused tokens audited per address; past this they are refused without an audit row. */
  failureAudits: {
    bucket: "api-token-refusal-audit",
    max: 10,
    windowSeconds: 300,
  } as RateLimitRule,
};
