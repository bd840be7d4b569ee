import { Stack, Text } from "@chakra-ui/react";
import { NewPasswordFields } from "../../../../components/forms/new-password-fields";
import { useForm } from "../../../../components/forms/use-form";
import {
  useAdminUsersResetPasswordMutation,
  type AdminUsersPage_UserFragment,
} from "../admin-users.generated";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";
import { validateResetPassword } from "../admin-user-rules";
import { ActionDialog } from "../../../../components/forms/action-dialog";

interface ResetPasswordDialogProps {
  user: AdminUsersPage_UserFragment;
  onClose(): void;
}

/** Reset Password: sets the typed password under the change-password rules (DECISIONS 6). */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const [reset, { loading }] = useAdminUsersResetPasswordMutation();
  const form = useForm({ newPassword: "", confirmPassword: "" }, validateResetPassword);

  async function submit(input: typeof form.values) {
    const data = await runMutation(
      async () => (await reset({ variables: { id: user.id, input } })).data,
      { title: "Failed to reset password", fallback: "Please try again.", form },
    );
    if (!data) return;
    showToast("success", { title: "Password reset", description: data.adminResetPassword.message });
    onClose();
  }

  return (
    <ActionDialog
      title="Reset Password"
      submitLabel="Reset Password"
      loadingText="Resetting..."
      loading={loading}
      onClose={onClose}
      onSubmit={form.handleSubmit(submit)}
    >
      <Stack gap="4">
        <Text color="gray.600">
          Set a new password for <strong>{user.username}</strong>. All of their sessions end and
          they sign in with the new password.
        </Text>
        <NewPasswordFields
          label="New Password"
          rules="change"
          password={form.field("newPassword")}
          confirmation={form.field("confirmPassword")}
        />
      </Stack>
    </ActionDialog>
  );
}
