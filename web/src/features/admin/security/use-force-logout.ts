import { useForceLogoutUserMutation } from "./admin-security.generated";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { showToast } from "../../../lib/toast";

/**
 * Force Logout of one user (the Users screen's dialog, the token lookup's Security Actions): ends
 * their sessions and API tokens and tells the outcome in a toast. `logOut` answers whether it did.
 */
export function useForceLogout() {
  const [forceLogout, { loading }] = useForceLogoutUserMutation();

  async function logOut(userId: number): Promise<boolean> {
    const data = await runMutation(
      async () => (await forceLogout({ variables: { userId } })).data,
      {
        title: "Error",
        fallback: "Unknown error",
        describe: message => `Failed to force user logout: ${message}`,
      },
    );
    if (!data) return false;
    showToast("success", {
      title: "User logged out",
      description: "User has been successfully forced to log out.",
    });
    return true;
  }

  return { logOut, loading };
}
