import { GraphQLError } from "graphql";
import type { ErrorCode } from "../errors.js";

/**
 * Every error code callers can rely on, with its HTTP status: the one table the GraphQL answer
 * and the REST shim both read. A Map, so a caller's string can never name an Object method.
 */
export const ERROR_STATUS = new Map<string, number>([
  ["BAD_USER_INPUT", 400],
  ["GRAPHQL_VALIDATION_FAILED", 400],
  ["GRAPHQL_PARSE_FAILED", 400],
  ["BAD_REQUEST", 400],
  ["OPERATION_RESOLUTION_FAILURE", 400],
  ["PERSISTED_QUERY_NOT_FOUND", 400],
  ["PERSISTED_QUERY_NOT_SUPPORTED", 400],
  ["UNAUTHENTICATED", 401],
  ["PAYMENT_REQUIRED", 402],
  ["FORBIDDEN", 403],
  ["NOT_FOUND", 404],
  ["CONFLICT", 409],
  ["IDEMPOTENCY_KEY_REUSED", 422],
  ["TOO_MANY_REQUESTS", 429],
  ["INTERNAL_SERVER_ERROR", 500],
  ["SERVICE_UNAVAILABLE", 503],
]);

/** Codes whose message is meant for the caller; any other error is masked. */
export const EXPOSED_CODES = new Set(
  [...ERROR_STATUS.keys()].filter(code => code !== "INTERNAL_SERVER_ERROR"),
);

/** The answer while the database cannot be reached (a 503 with Retry-After: retry soon). */
export const UNAVAILABLE = {
  code: "SERVICE_UNAVAILABLE",
  message: "The service is temporarily unavailable: please try again in a few seconds.",
  retryAfterSeconds: 5,
} as const;

export const statusOf = (code: unknown): number => ERROR_STATUS.get(String(code)) ?? 500;

/** A refusal of the GraphQL layer itself (plugins), with the HTTP status of its code. */
export const protocolError = (code: ErrorCode, message: string) =>
  new GraphQLError(message, { extensions: { code, http: { status: statusOf(code) } } });
