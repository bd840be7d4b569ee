import { Checkbox, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { TextField } from "../../../../components/forms/text-field";
import { useForm } from "../../../../components/forms/use-form";
import {
  useAdminUsersUpdateMutation,
  type AdminUsersPage_UserFragment,
} from "../admin-users.generated";
import type { UserStatus } from "../../../../graphql/types";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import type { SessionUser } from "../../../../lib/session/session-context";
import { showToast } from "../../../../lib/toast";
import { STATUSES, validateEditUser } from "../admin-user-rules";
import { SelectField } from "../../../../components/forms/select-field";
import { ActionDialog } from "../../../../components/forms/action-dialog";
import { CheckboxRoot } from "../../../../components/ui/checkbox-root";

interface EditUserDialogProps {
  user: AdminUsersPage_UserFragment;
  viewer: SessionUser;
  onClose(): void;
}

/** Why the admin flag cannot be changed here, if it cannot (the server holds the same rules). */
function adminFlagLock(user: AdminUsersPage_UserFragment, viewer: SessionUser): string | null {
  if (!viewer.isSuperAdmin)
    return "Only SuperAdmin users can grant or remove administrator rights.";
  if (user.id === viewer.id) return "You cannot remove your own administrator rights.";
  if (user.isSuperAdmin) return "A SuperAdmin is always an administrator.";
  return null;
}

/** Edit User: saves the edited name, email, status and admin flag (DECISIONS 5). */
export function EditUserDialog({ user, viewer, onClose }: EditUserDialogProps) {
  const [update, { loading }] = useAdminUsersUpdateMutation({
    refetchQueries: ["AdminUsersPage"],
  });
  const form = useForm(
    { firstName: user.firstName, lastName: user.lastName, email: user.email, status: user.status },
    validateEditUser,
  );
  const [isAdmin, setIsAdmin] = useState(user.isAdmin);
  const lock = adminFlagLock(user, viewer);
  const self = user.id === viewer.id;

  async function save(values: typeof form.values) {
    const input = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      status: values.status as UserStatus,
      ...(isAdmin !== user.isAdmin ? { isAdmin } : {}),
    };
    const data = await runMutation(
      async () => (await update({ variables: { id: user.id, input } })).data,
      { title: "Failed to update user", fallback: "Please try again.", form },
    );
    if (!data) return;
    showToast("success", { title: "User updated", description: `${user.username} was saved.` });
    onClose();
  }

  return (
    <ActionDialog
      title="Edit User"
      submitLabel="Save Changes"
      loadingText="Saving..."
      loading={loading}
      onClose={onClose}
      onSubmit={form.handleSubmit(save)}
    >
      <Stack gap="4">
        <Text color="gray.600">
          Username: <strong>{user.username}</strong>
        </Text>
        <TextField label="First Name" required {...form.field("firstName")} />
        <TextField label="Last Name" required {...form.field("lastName")} />
        <TextField label="Email" type="email" required {...form.field("email")} />
        <SelectField label="Status" {...form.field("status")} options={STATUSES} disabled={self} />
        <CheckboxRoot
          checked={isAdmin}
          disabled={lock !== null}
          onCheckedChange={change => setIsAdmin(change.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Administrator</Checkbox.Label>
        </CheckboxRoot>
        {lock && (
          <Text fontSize="sm" color="gray.600">
            {lock}
          </Text>
        )}
      </Stack>
    </ActionDialog>
  );
}
