import { Alert, Button, Heading, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { useSession } from "../../../lib/session/session-context";
import { TextField } from "../../../components/forms/text-field";
import { NewPasswordFields } from "../../../components/forms/new-password-fields";
import { useForm } from "../../../components/forms/use-form";
import { useChangePasswordMutation } from "../account.generated";
import { validateChangePassword } from "../password-rules";
import type { ChangePasswordValues } from "../password-rules";

/** Time to read the confirmation before the user is sent to log in again. */
export const RELOGIN_DELAY_MS = 1500;
export const RELOGIN_PATH = "/login?reason=password-changed";

const EMPTY: ChangePasswordValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordForm() {
  const { endSession } = useSession();
  const [changePassword, { loading }] = useChangePasswordMutation();
  const form = useForm(EMPTY, validateChangePassword);
  const [success, setSuccess] = useState<string | null>(null);

  async function submit(values: ChangePasswordValues) {
    const data = await runMutation(
      async () => (await changePassword({ variables: { input: values } })).data,
      { title: "Password Change Failed", fallback: "Password change failed", form },
    );
    if (!data) return;
    const { message, requireRelogin } = data.changePassword;
    setSuccess(message || "Your password has been changed.");
    form.reset();
    // Every session has ended on the server; this one ends here after a moment to read.
    if (requireRelogin) setTimeout(() => endSession(RELOGIN_PATH), RELOGIN_DELAY_MS);
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} aria-labelledby="change-password-heading">
      <Stack gap="4">
        <Heading id="change-password-heading" as="h2" size="lg">
          Change Password
        </Heading>
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field("currentPassword")}
        />
        <NewPasswordFields
          label="New Password"
          rules="change"
          password={form.field("newPassword")}
          confirmation={form.field("confirmPassword")}
        />
        {success && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{success}</Alert.Title>
          </Alert.Root>
        )}
        <Button
          type="submit"
          colorPalette="blue"
          alignSelf="flex-start"
          loading={loading}
          loadingText="Changing password..."
          disabled={success !== null}
        >
          Change Password
        </Button>
      </Stack>
    </form>
  );
}
