import type { ApolloClient } from "@apollo/client";
import type { LoginInput } from "../../graphql/types";
import { AdminLoginDocument, LoginDocument, LogoutDocument, MeDocument } from "./session.generated";
import { errorCode } from "../graphql/errors";
import type { SessionUser } from "./session-context";

/** Answers of the administrators' call that the normal sign-in would give just the same. */
const FINAL_ADMIN_ERRORS = new Set(["UNAUTHENTICATED", "TOO_MANY_REQUESTS"]);

/** The signed-in user, null when signed out; throws when the server cannot be reached. */
export async function fetchSessionUser(client: ApolloClient): Promise<SessionUser | null> {
  try {
    const { data } = await client.query({ query: MeDocument, fetchPolicy: "network-only" });
    return data?.me ?? null;
  } catch (error) {
    if (errorCode(error) === "UNAUTHENTICATED") return null;
    throw error;
  }
}

/**
 * A password sign-in; with `admin`, the administrators' call first and the normal one when it
 * refuses for a reason of its own. Throws the server's refusal.
 */
export async function signIn(
  client: ApolloClient,
  input: LoginInput,
  admin: boolean,
): Promise<SessionUser> {
  if (admin) {
    try {
      const { data } = await client.mutate({ mutation: AdminLoginDocument, variables: { input } });
      if (data) return data.adminLogin;
    } catch (error) {
      // A wrong password would count twice towards the lockout if tried again.
      if (FINAL_ADMIN_ERRORS.has(errorCode(error) ?? "")) throw error;
    }
  }
  const { data } = await client.mutate({ mutation: LoginDocument, variables: { input } });
  if (!data) throw new Error("The server did not return the signed-in user.");
  return data.login;
}

/** Ends the session on the server; the app signs out here even when that fails. */
export async function signOut(client: ApolloClient): Promise<void> {
  try {
    await client.mutate({ mutation: LogoutDocument });
  } catch (error) {
    console.warn("Sign-out request failed; signing out here anyway.", error);
  }
}
