import { Alert, Stack, Text } from "@chakra-ui/react";
import type { FormEvent } from "react";
import {
  useAdminUsersDeleteMutation,
  type AdminUsersPage_UserFragment,
} from "../admin-users.generated";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";
import { ActionDialog } from "../../../../components/forms/action-dialog";

interface DeleteUserDialogProps {
  user: AdminUsersPage_UserFragment;
  onClose(): void;
}

export const DELETE_FAILED = "Failed to delete user. Make sure you have SuperAdmin privileges.";

/** Confirm User Deletion: SuperAdmins only; payments and signed agreements are kept. */
export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const [remove, { loading }] = useAdminUsersDeleteMutation({
    refetchQueries: ["AdminUsersPage"],
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = await runMutation(
      async () => (await remove({ variables: { id: user.id } })).data,
      { title: DELETE_FAILED, fallback: "Please try again." },
    );
    if (!data) return;
    showToast("success", { title: "User deleted", description: data.adminDeleteUser.message });
    onClose();
  }

  return (
    <ActionDialog
      title="Confirm User Deletion"
      submitLabel="Delete User"
      loadingText="Deleting..."
      loading={loading}
      onClose={onClose}
      onSubmit={submit}
      danger
    >
      <Stack gap="4">
        <Text>
          Are you sure you want to delete <strong>{user.username}</strong> ({user.firstName}{" "}
          {user.lastName})? This action cannot be undone. Their payments and signed agreements are
          kept for the records.
        </Text>
        {(user.isAdmin || user.isSuperAdmin) && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>
              Warning: this user is {user.isSuperAdmin ? "a SuperAdmin" : "an administrator"}.
            </Alert.Title>
          </Alert.Root>
        )}
        <Text fontSize="sm" color="gray.600">
          Only SuperAdmin users can delete accounts.
        </Text>
      </Stack>
    </ActionDialog>
  );
}
