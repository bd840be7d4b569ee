import { showToast } from "../toast";
import { errorCode, invalidField, serverMessage } from "./errors";
import type { UserFacingCode } from "./errors";

/** How a form tells its user that a write failed. */
export interface MutationFailure {
  /** The error toast's title, e.g. "Update Failed". */
  title: string;
  /** Said when the server gave no words for the user: a network failure or an internal error. */
  fallback: string;
  /** Our own words for a code instead of the server's, e.g. UNAUTHENTICATED at sign-in. */
  messages?: Partial<Record<UserFacingCode, string>>;
  /** Puts the message into the form's sentence, e.g. "Failed to navigate to system: ...". */
  describe?: (message: string) => string;
  /** The form whose fields a refusal may name: such a refusal is shown beside its field. */
  form?: FieldErrorTarget;
}

/** What useForm offers for the server's field messages. */
export interface FieldErrorTarget {
  hasField(name: string): boolean;
  setFieldError(name: string, message: string): void;
}

export type FailureNotice =
  | { kind: "field"; field: string; message: string }
  | { kind: "toast"; title: string; description: string };

/**
 * What the user is told about a failed operation. A coded refusal is told in the server's words
 * (or the form's own for that code); a network failure or an internal error only ever in the
 * fallback, so it is never presented as the server's answer (a "not found", a wrong password).
 */
export function failureNotice(error: unknown, failure: MutationFailure): FailureNotice {
  const code = errorCode(error) as UserFacingCode | undefined;
  const message = (code && failure.messages?.[code]) ?? serverMessage(error) ?? failure.fallback;
  const field = invalidField(error);
  if (field !== undefined && failure.form?.hasField(field)) {
    return { kind: "field", field, message };
  }
  return {
    kind: "toast",
    title: failure.title,
    description: failure.describe?.(message) ?? message,
  };
}

/**
 * Runs a write and returns its result; a failure (a refusal, a network error, or no data)
 * becomes the failure's toast or field message, and `undefined`.
 */
export async function runMutation<T>(
  run: () => Promise<T | null | undefined>,
  failure: MutationFailure,
): Promise<T | undefined> {
  try {
    const data = await run();
    if (data == null) throw new Error("The server answered without data.");
    return data;
  } catch (error) {
    const notice = failureNotice(error, failure);
    if (notice.kind === "field") failure.form?.setFieldError(notice.field, notice.message);
    else showToast("error", { title: notice.title, description: notice.description });
    return undefined;
  }
}
