import { Text } from "@chakra-ui/react";
import type { FormEvent } from "react";
import { useForceLogoutUserMutation } from "../../security/admin-security.generated";
import type { AdminUsersPage_UserFragment } from "../admin-users.generated";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";
import { ActionDialog } from "../../../../components/forms/action-dialog";

interface ForceLogoutDialogProps {
  user: AdminUsersPage_UserFragment;
  onClose(): void;
}

/** Force Logout from the Users screen: ends the user's sessions and API tokens (SuperAdmins). */
export function ForceLogoutDialog({ user, onClose }: ForceLogoutDialogProps) {
  const [forceLogout, { loading }] = useForceLogoutUserMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = await runMutation(
      async () => (await forceLogout({ variables: { userId: user.id } })).data,
      {
        title: "Error",
        fallback: "Unknown error",
        describe: message => `Failed to force user logout: ${message}`,
      },
    );
    if (!data) return;
    showToast("success", {
      title: "User logged out",
      description: "User has been successfully forced to log out.",
    });
    onClose();
  }

  return (
    <ActionDialog
      title="Force Logout"
      submitLabel="Force Logout"
      loadingText="Logging out..."
      loading={loading}
      onClose={onClose}
      onSubmit={submit}
      danger
    >
      <Text>
        End every session and API token of <strong>{user.username}</strong> ({user.firstName}{" "}
        {user.lastName})? They stay signed out until they sign in again.
      </Text>
    </ActionDialog>
  );
}
