import { GraphQLError } from "graphql";

/** The error codes callers can rely on, with the HTTP status the REST shim gives each. */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

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
