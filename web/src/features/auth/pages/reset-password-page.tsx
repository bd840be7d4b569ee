import { Button, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { NewPasswordFields } from "../../../components/forms/new-password-fields";
import { useForm } from "../../../components/forms/use-form";
import { useResetPasswordMutation } from "../password-reset.generated";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { useSession } from "../../../lib/session/session-context";
import { AuthCard, AuthNotice } from "../components/auth-card";
import { validateResetPassword } from "../auth-validation";
import type { ResetPasswordValues } from "../auth-validation";

const LINK_INVALID = "This reset link is invalid or has expired. Request a new one.";
const EMPTY: ResetPasswordValues = { newPassword: "", confirmPassword: "" };

/** Sets a new password with the token of a reset mail's link (`?token=`). */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get("token") ?? "";
  const { status, refresh } = useSession();
  const [resetPassword, { loading }] = useResetPasswordMutation();
  const form = useForm(EMPTY, validateResetPassword);
  const [done, setDone] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState(token ? null : LINK_INVALID);
  // The server names a dead link as the `token` field: told in place of the form, with a way on.
  const fields = {
    hasField: (name: string) => name === "token" || form.hasField(name),
    setFieldError: (name: string, message: string) =>
      name === "token" ? setLinkProblem(message) : form.setFieldError(name, message),
  };

  async function submit(values: ResetPasswordValues) {
    const data = await runMutation(
      async () => (await resetPassword({ variables: { input: { token, ...values } } })).data,
      {
        title: "Password Reset Failed",
        fallback: "Something went wrong. Please try again.",
        form: fields,
      },
    );
    if (!data) return;
    setDone(data.resetPassword.message);
    // Every session of the account has ended: this tab learns whether it held one of them.
    if (status === "authenticated") void refresh().catch(() => undefined);
  }

  // Once answered, or with a dead link, the outcome takes the form's place.
  const outcome = done ? (
    <AuthNotice success message={done} to="/login" link="Log In" />
  ) : (
    linkProblem && (
      <AuthNotice
        success={false}
        message={linkProblem}
        to="/forgot-password"
        link="Request a new link"
      />
    )
  );

  return (
    <AuthCard title="Reset Password" intro="Choose a new password for your account.">
      {outcome || (
        <form noValidate onSubmit={form.handleSubmit(submit)} aria-label="Reset password">
          <Stack gap="4">
            <NewPasswordFields
              label="New Password"
              rules="account"
              password={form.field("newPassword")}
              confirmation={form.field("confirmPassword")}
            />
            <Button type="submit" colorPalette="blue" loading={loading} loadingText="Saving...">
              Set New Password
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
