import { useApolloClient } from "@apollo/client/react";
import type { ApolloClient } from "@apollo/client";
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ReactNode } from "react";
import type { LoginInput } from "../../graphql/types";
import { MeDocument } from "./session.generated";
import { SessionContext } from "./session-context";
import { SessionSpinner } from "./session-spinner";
import type { Session, SessionState, SessionUser } from "./session-context";
import { fetchSessionUser, signIn, signOut } from "./session-requests";
import { onRenewalFailed } from "./session-refresh-link";
import { showToast } from "../toast";

/** While signed in, the session is checked with the server this often. */
export const SESSION_RECHECK_MS = 60_000;

const LOADING: SessionState = { status: "loading", user: null, nextPath: null };
const ANONYMOUS: SessionState = { status: "anonymous", user: null, nextPath: null };

/**
 * Whether the server said that the page came without a session cookie (a meta tag in the shell,
 * api http/app.ts): a visitor who has never signed in starts signed out, with no call to ask.
 */
const sentWithoutSession = () =>
  typeof document === "undefined" || // the server renders a visitor's pages, or its viewer's
  document.querySelector('meta[name="ga-session"]')?.getAttribute("content") === "none";

/**
 * The user a page rendered on the server for its signed-in viewer was rendered as (the `me` of
 * the cache's state: app/server.tsx asks for it first): the app starts signed in as them.
 */
function renderedUser(client: ApolloClient): SessionUser | null {
  return client.readQuery({ query: MeDocument })?.me ?? null;
}

/**
 * Who is signed in. Nothing of the app renders until the server has answered; a signed-out
 * answer after a refresh attempt (see session-refresh-link) means anonymous. A page the browser
 * sent no session cookie for starts anonymous without asking.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [rendered] = useState(() => renderedUser(client));
  const [state, setState] = useState<SessionState>(() => {
    if (rendered) return { status: "authenticated", user: rendered, nextPath: null };
    return sentWithoutSession() ? ANONYMOUS : LOADING;
  });

  const checkedRendered = useRef(false);

  const fetchUser = useCallback(() => fetchSessionUser(client), [client]);

  const endSession = useCallback(
    (nextPath?: string) => {
      setState({ status: "anonymous", user: null, nextPath: nextPath ?? null });
      client.clearStore().catch(error => console.warn("Clearing the cache failed.", error));
    },
    [client],
  );

  const adopt = useCallback((user: SessionUser | null) => {
    setState(user ? { status: "authenticated", user, nextPath: null } : ANONYMOUS);
  }, []);

  useEffect(() => {
    // Signed out, or signed in as the server's render says (checked below, as while signed in).
    if (sentWithoutSession() || rendered) return;
    let current = true;
    fetchUser().then(
      // The app's first render, in slices the browser can answer input between (a transition):
      // the whole page renders at once here, not one long task (issue 50 item 5).
      user => current && startTransition(() => adopt(user)),
      error => {
        console.warn("The session could not be checked; continuing signed out.", error);
        if (current) adopt(null);
      },
    );
    return () => {
      current = false;
    };
  }, [fetchUser, adopt, rendered]);

  const refresh = useCallback(async () => {
    const user = await fetchUser();
    if (user) adopt(user);
    else endSession();
    return user;
  }, [fetchUser, adopt, endSession]);

  // A session the server ended while it was in use (it expired, or it was revoked) ends here
  // with a word to the user: a notice, then the guards send a signed-in page to the login page,
  // which comes back to it. A network blip ends nothing.
  useEffect(() => {
    if (state.status !== "authenticated") return;
    let signedIn = true;
    // One check at a time: the check's own refusal reports a failed renewal too.
    let checking = false;
    async function checkStillSignedIn() {
      if (checking) return;
      checking = true;
      const user = await fetchUser().finally(() => {
        checking = false;
      });
      if (user) adopt(user);
      else if (signedIn) {
        signedIn = false;
        showToast("error", {
          id: "session-expired",
          title: "Session Expired",
          description: "Your session has expired. Please log in again.",
        });
        endSession();
      }
    }
    const check = () =>
      checkStillSignedIn().catch(error =>
        console.warn("Session check failed; will try again.", error),
      );
    const timer = setInterval(check, SESSION_RECHECK_MS);
    // A page rendered for its viewer may have been kept a while (a tab left open, the back
    // button): the session is checked as the app starts, and one that ended says so.
    if (rendered && !checkedRendered.current) {
      checkedRendered.current = true;
      void check();
    }
    // An operation refused for a session that could not be renewed: ask who is signed in.
    const unsubscribe = onRenewalFailed(() => void check());
    return () => {
      signedIn = false;
      clearInterval(timer);
      unsubscribe();
    };
  }, [state.status, fetchUser, adopt, endSession, rendered]);

  const startSession = useCallback(
    async (user: SessionUser) => {
      // Cached data belongs to whoever was signed in before: drop it and refetch what is shown.
      await client
        .resetStore()
        .catch(error => console.warn("Refetch after sign-in failed.", error));
      adopt(user);
    },
    [client, adopt],
  );

  const login = useCallback(
    async (input: LoginInput, options: { admin?: boolean } = {}) => {
      const user = await signIn(client, input, options.admin ?? false);
      await startSession(user);
      return user;
    },
    [client, startSession],
  );

  const logout = useCallback(
    async (nextPath = "/") => {
      await signOut(client);
      endSession(nextPath);
    },
    [client, endSession],
  );

  const updateUser = useCallback(
    (user: SessionUser) =>
      setState(previous =>
        previous.status === "authenticated" ? { ...previous, user } : previous,
      ),
    [],
  );

  const clearNextPath = useCallback(
    () =>
      setState(previous =>
        previous.status === "anonymous" && previous.nextPath !== null
          ? { ...previous, nextPath: null }
          : previous,
      ),
    [],
  );

  const session = useMemo<Session>(
    () => ({
      ...state,
      login,
      startSession,
      logout,
      endSession,
      refresh,
      updateUser,
      clearNextPath,
    }),
    [state, login, startSession, logout, endSession, refresh, updateUser, clearNextPath],
  );

  return (
    <SessionContext.Provider value={session}>
      {state.status === "loading" ? <SessionSpinner fullScreen /> : children}
    </SessionContext.Provider>
  );
}
