// What services throw, and the codes they throw: they know nothing of GraphQL or HTTP. The
// mapping to answers (status per code, GraphQL extensions) is graphql/errors.ts's.

/** The codes application code throws. */
export type ErrorCode =
  | "BAD_USER_INPUT"
  | "BAD_REQUEST"
  | "UNAUTHENTICATED"
  | "PAYMENT_REQUIRED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  /** An idempotency key sent again with another request than the first (422). */
  | "IDEMPOTENCY_KEY_REUSED"
  | "TOO_MANY_REQUESTS";

/**
 * What services throw: a code, a message for the caller and optional details (e.g.
 * `retryAfter` seconds). Services know nothing of GraphQL or HTTP; the error formatter turns it
 * into extensions, and the status comes from ERROR_STATUS in graphql/errors.ts (Documenso's
 * AppError is the model).
 */
export class AppError extends Error {
  override name = "AppError";

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError("NOT_FOUND", message);
export const badInput = (message: string) => new AppError("BAD_USER_INPUT", message);

/**
 * Refuses an input for every field that is wrong at once, `{ contactEmail: "Please enter a valid
 * email", ... }` (GraphQL: `extensions.fields`; REST: `fields`), its message the first's.
 */
export const invalidFields = (fields: Record<string, string>) =>
  new AppError("BAD_USER_INPUT", Object.values(fields)[0] ?? "The input is invalid", { fields });

/**
 * Refuses an input with `invalidFields` when any field has a problem (a message; null, undefined,
 * false or "" are no problem); returns when every field is right.
 */
export function refuseInvalidFields(
  problems: Record<string, string | null | undefined | false>,
): void {
  const fields = Object.entries(problems).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  );
  if (fields.length) throw invalidFields(Object.fromEntries(fields));
}

/** "45 seconds", "1 minute", "15 minutes": how long a caller waits, rounded up. */
export function waitText(seconds: number): string {
  const [count, unit] =
    seconds < 60 ? [Math.ceil(seconds), "second"] : [Math.ceil(seconds / 60), "minute"];
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

/**
 * A 429 that says when to try again ("... Try again in 15 minutes."); `retryAfter` becomes the
 * Retry-After header of the answer.
 */
export function tooManyRequests(what: string, retryAfterSeconds: number) {
  const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError("TOO_MANY_REQUESTS", `${what} Try again in ${waitText(retryAfter)}.`, {
    retryAfter,
  });
}
