import { Text } from "@chakra-ui/react";
import type { FormEvent } from "react";
import { useForceLogout } from "../../security/use-force-logout";
import type { AdminUsersPage_UserFragment } from "../admin-users.generated";
import { ActionDialog } from "../../../../components/forms/action-dialog";

interface ForceLogoutDialogProps {
  user: AdminUsersPage_UserFragment;
  onClose(): void;
}

/** Force Logout from the Users screen: ends the user's sessions and API tokens (SuperAdmins). */
export function ForceLogoutDialog({ user, onClose }: ForceLogoutDialogProps) {
  const { logOut, loading } = useForceLogout();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await logOut(user.id)) onClose();
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
