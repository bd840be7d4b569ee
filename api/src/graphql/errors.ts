import { GraphQLError } from "graphql";

/** The error codes callers can rely on, with the HTTP status the REST shim gives each. */
export const ERROR_STATUS = new Map<string, number>([
  ["BAD_USER_INPUT", 400],
  ["GRAPHQL_VALIDATION_FAILED", 400],
  ["GRAPHQL_PARSE_FAILED", 400],
  ["BAD_REQUEST", 400],
  ["OPERATION_RESOLUTION_FAILURE", 400],
  ["PERSISTED_QUERY_NOT_FOUND", 400],
  ["PERSISTED_QUERY_NOT_SUPPORTED", 400],
  ["UNAUTHENTICATED", 401],
  ["FORBIDDEN", 403],
  ["NOT_FOUND", 404],
  ["CONFLICT", 409],
  ["TOO_MANY_REQUESTS", 429],
  ["INTERNAL_SERVER_ERROR", 500],
]);

/** Codes whose message is meant for the caller; any other error is masked. */
export const EXPOSED_CODES = new Set(
  [...ERROR_STATUS.keys()].filter(c => c !== "INTERNAL_SERVER_ERROR"),
);

export type ErrorCode =
  | "BAD_USER_INPUT"
  | "BAD_REQUEST"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "TOO_MANY_REQUESTS";

/** The status of a code (a Map, so a caller's string can never name an Object method). */
export const statusOf = (code: unknown): number => ERROR_STATUS.get(String(code)) ?? 500;

export function appError(
  code: ErrorCode,
  message: string,
  extensions: Record<string, unknown> = {},
) {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

export const notFound = (message: string) => appError("NOT_FOUND", message);
export const badInput = (message: string, extensions?: Record<string, unknown>) =>
  appError("BAD_USER_INPUT", message, extensions);
