import type { ApolloClient } from "@apollo/client";
import { ErrorLink } from "@apollo/client/link/error";
import { from, mergeMap, of } from "rxjs";
import { RefreshSessionDocument } from "./session.generated";
import { errorCode } from "../graphql/errors";

/** Operations whose UNAUTHENTICATED answer is about the credentials sent, not an old session. */
const NOT_RETRIED = new Set([
  "Login",
  "AdminLogin",
  "Register",
  "ValidateToken",
  "RefreshSession",
  "Logout",
]);

/** Who is told when a session could not be renewed (the session provider, which says so). */
const renewalFailed = new Set<() => void>();

/** Calls `listener` each time an operation was refused and the session could not be renewed. */
export function onRenewalFailed(listener: () => void): () => void {
  renewalFailed.add(listener);
  return () => renewalFailed.delete(listener);
}

/**
 * The access cookie lives 10 minutes, the refresh cookie much longer. When the server answers
 * UNAUTHENTICATED, renew the session once and send the operation once more. Concurrent failures
 * share one refresh: the server treats a second use of a rotated refresh token as theft.
 */
export function createSessionRefreshLink(): ErrorLink {
  let pending: Promise<boolean> | null = null;

  function refreshOnce(client: ApolloClient): Promise<boolean> {
    pending ??= client
      .mutate({ mutation: RefreshSessionDocument })
      .then(
        ({ data }) => data?.refreshSession.success === true,
        () => false,
      )
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  return new ErrorLink(({ error, result, operation, forward }) => {
    if (!result || errorCode(error) !== "UNAUTHENTICATED") return;
    if (NOT_RETRIED.has(operation.operationName ?? "")) return;
    if (operation.getContext().sessionRefreshed === true) return;
    operation.setContext({ sessionRefreshed: true });
    return from(refreshOnce(operation.client)).pipe(
      mergeMap(renewed => {
        if (renewed) return forward(operation);
        for (const listener of renewalFailed) listener();
        return of(result);
      }),
    );
  });
}
