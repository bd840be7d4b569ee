import { errorCode } from "../../lib/graphql/errors";
import { failureMessage } from "../../lib/graphql/run-mutation";
import type { MutationFailure } from "../../lib/graphql/run-mutation";
import { useSession } from "../../lib/session/session-context";
import { showToast } from "../../lib/toast";

/**
 * Tells the learner why a checkout step failed. A session that has expired (the API link has
 * already tried to renew it) ends here too: 'Session Expired', then the login page, which comes
 * back to this checkout.
 */
export function useCheckoutFailure(courseId: number) {
  const { endSession } = useSession();
  return (error: unknown, failure: MutationFailure) => {
    if (errorCode(error) === "UNAUTHENTICATED") {
      showToast("error", {
        id: "session-expired",
        title: "Session Expired",
        description: "Your session has expired. Please log in again.",
      });
      endSession(`/login?redirect=${encodeURIComponent(`/checkout/${courseId}`)}`);
      return;
    }
    showToast("error", { title: failure.title, description: failureMessage(error, failure) });
  };
}
