/**
 * Whether an error means the database cannot be reached right now (down, restarting, out of
 * connections, the connection dropped or timed out) rather than a fault of the request or a bug.
 * Callers then get a 503 they may retry, not a 500. The error may come from `pg`, from MikroORM
 * (which copies `code` over) or wrapped by graphql-js (a non-Error thrown keeps its value).
 */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATE classes: 08 connection exception; 57P01-57P03 the server shutting down, crashed or
 * starting up; 53300 too many connections.
 */
const UNAVAILABLE_STATE = /^(08...|57P0[1-3]|53300)$/;

/** `pg`'s own messages for a connection lost or never made (they carry no code). */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated due to connection timeout)/;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const { code, message, cause, thrownValue, originalError, previous } = error as Record<
    string,
    unknown
  >;
  if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_STATE.test(code))) {
    return true;
  }
  if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
  return [cause, thrownValue, originalError, previous].some(inner =>
    isDatabaseUnavailable(inner, depth + 1),
  );
}
