import { showToast } from "../components/toast/toaster";
import { serverMessage } from "./graphql-errors";

export interface MutationFailure {
  /** The toast's title, e.g. "Update Failed". */
  title: string;
  /** What to say when the server gave no words for the user (network or internal errors). */
  fallback: string;
}

/**
 * Runs a mutation and returns its data; a failure (a refusal, a network error, or no data)
 * becomes the error toast and `undefined`. A coded refusal shows the server's own message,
 * anything else the fallback: a network failure is never presented as the server's answer.
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
    showToast("error", {
      title: failure.title,
      description: serverMessage(error) ?? failure.fallback,
    });
    return undefined;
  }
}
