import { showToast } from "../toast";
import { errorCode, invalidFields, serverMessage } from "./errors";
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
  /** The form whose fields a refusal may name: each message is shown beside its field. */
  form?: FieldErrorTarget;
  /** The form's name of an input field where it differs, e.g. `{ priceCents: "price" }`. */
  formFields?: Record<string, string>;
}

/** What useForm offers for the server's field messages. */
export interface FieldErrorTarget {
  hasField(name: string): boolean;
  setFieldError(name: string, message: string): void;
}

export interface FailureNotice {
  /** Messages shown beside the form's fields, by the form's field name. */
  fields: Record<string, string>;
  /** The toast, for a failure no field of the form explains. */
  toast?: { title: string; description: string };
}

/**
 * What the user is told about a failed operation. A coded refusal is told in the server's words
 * (or the form's own for that code); a network failure or an internal error only ever in the
 * fallback, so it is never presented as the server's answer (a "not found", a wrong password).
 * `unshown` are the field messages no field of the form shows.
 */
function failureWords(error: unknown, failure: MutationFailure, unshown: string[]): string {
  const code = errorCode(error) as UserFacingCode | undefined;
  const words =
    (code && failure.messages?.[code]) ||
    unshown.join(" ") ||
    (serverMessage(error) ?? failure.fallback);
  return failure.describe?.(words) ?? words;
}

/** A failure told in one sentence, for a toast or a status line without a form. */
export const failureMessage = (error: unknown, failure: MutationFailure) =>
  failureWords(error, failure, Object.values(invalidFields(error)));

/** A failure told beside the form's fields it names, and in a toast for what they do not show. */
export function failureNotice(error: unknown, failure: MutationFailure): FailureNotice {
  const fields: Record<string, string> = {};
  const unshown: string[] = [];
  for (const [name, message] of Object.entries(invalidFields(error))) {
    const field = failure.formFields?.[name] ?? name;
    if (failure.form?.hasField(field)) fields[field] = message;
    else unshown.push(message);
  }
  if (Object.keys(fields).length && !unshown.length) return { fields };
  return {
    fields,
    toast: { title: failure.title, description: failureWords(error, failure, unshown) },
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
    for (const [field, message] of Object.entries(notice.fields)) {
      failure.form?.setFieldError(field, message);
    }
    if (notice.toast) showToast("error", notice.toast);
    return undefined;
  }
}
