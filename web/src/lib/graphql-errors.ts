import { CombinedGraphQLErrors } from "@apollo/client/errors";

/** The API's error code (UNAUTHENTICATED, CONFLICT, ...) of a failed operation, if it gave one. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === "string" ? code : undefined;
}

/**
 * The server's own words for a refusal it meant to explain. Network failures and internal
 * errors have none worth showing to a user.
 */
export function serverMessage(error: unknown): string | undefined {
  const code = errorCode(error);
  if (!code || code === "INTERNAL_SERVER_ERROR") return undefined;
  return CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
}
