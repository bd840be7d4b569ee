import { createContext, useContext } from "react";
import type { LoginInput } from "../../graphql/types";
import type { SessionProvider_UserFragment } from "./session-user.generated";

export type SessionUser = SessionProvider_UserFragment;

export type SessionState =
  | { status: "loading"; user: null; nextPath: null }
  | { status: "authenticated"; user: SessionUser; nextPath: null }
  /** nextPath: where a deliberate sign-out goes; guards wait for it instead of sending to login. */
  | { status: "anonymous"; user: null; nextPath: string | null };

export type SessionStatus = SessionState["status"];

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  nextPath: string | null;
  /**
   * Password sign-in; the session and a fresh cache are in place when it resolves. With `admin`
   * the administrators' call is tried first, and the normal one when it refuses for a reason of
   * its own (not a wrong password or a lock, which the normal call would only repeat).
   */
  login(input: LoginInput, options?: { admin?: boolean }): Promise<SessionUser>;
  /** Adopts a user the server has just signed in (token sign-in) and invalidates cached data. */
  startSession(user: SessionUser): Promise<void>;
  /** Ends the session on the server and here, then goes to nextPath. */
  logout(nextPath?: string): Promise<void>;
  /** Forgets the session here only (the server has ended it already), then goes to nextPath. */
  endSession(nextPath?: string): void;
  /** Asks the server again who is signed in. */
  refresh(): Promise<SessionUser | null>;
  /** Replaces the current user with the server's newer copy (e.g. after a profile update). */
  updateUser(user: SessionUser): void;
  /** Called once the app has arrived at nextPath. */
  clearNextPath(): void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside <SessionProvider>.");
  return session;
}

export function isAdmin(user: SessionUser | null): boolean {
  return Boolean(user && (user.isAdmin || user.isSuperAdmin));
}
