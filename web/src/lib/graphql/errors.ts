import { CombinedGraphQLErrors } from "@apollo/client/errors";

/**
 * The API's codes whose message is written for the person using the app. Anything else
 * (INTERNAL_SERVER_ERROR, a protocol refusal, a network failure) has nothing worth showing.
 */
export const USER_FACING_CODES = [
  "BAD_USER_INPUT",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "TOO_MANY_REQUESTS",
] as const;

export type UserFacingCode = (typeof USER_FACING_CODES)[number];

const userFacing = new Set<string>(USER_FACING_CODES);

function firstError(error: unknown) {
  return CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
}

/** The API's error code (UNAUTHENTICATED, CONFLICT, ...) of a failed operation, if it gave one. */
export function errorCode(error: unknown): string | undefined {
  const code = firstError(error)?.extensions?.code;
  return typeof code === "string" ? code : undefined;
}

/** The server's own words for a refusal it meant to explain; undefined for any other failure. */
export function serverMessage(error: unknown): string | undefined {
  const code = errorCode(error);
  return code !== undefined && userFacing.has(code) ? firstError(error)?.message : undefined;
}

/**
 * Each invalid field's message a BAD_USER_INPUT refusal gives in `extensions.fields`, by input
 * field name (empty when it names no field).
 */
export function invalidFields(error: unknown): Record<string, string> {
  const fields = errorCode(error) === "BAD_USER_INPUT" && firstError(error)?.extensions?.fields;
  if (!fields || typeof fields !== "object") return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}
