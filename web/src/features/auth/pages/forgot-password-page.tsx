import { Button, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { TextField } from "../../../components/forms/text-field";
import { useForm } from "../../../components/forms/use-form";
import { useRequestPasswordResetMutation } from "../password-reset.generated";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { AuthCard, AuthNotice } from "../components/auth-card";
import { validateForgotPassword } from "../auth-validation";
import type { ForgotPasswordValues } from "../auth-validation";

/** "Forgot password?": the same answer whether or not the address has an account. */
export function ForgotPasswordPage() {
  const [requestReset, { loading }] = useRequestPasswordResetMutation();
  const form = useForm<ForgotPasswordValues>({ email: "" }, validateForgotPassword);
  const [sent, setSent] = useState<string | null>(null);

  async function submit({ email }: ForgotPasswordValues) {
    const data = await runMutation(
      async () => (await requestReset({ variables: { email: email.trim() } })).data,
      { title: "Request Failed", fallback: "Something went wrong. Please try again.", form },
    );
    if (data) setSent(data.requestPasswordReset.message);
  }

  return (
    <AuthCard
      title="Forgot Password"
      intro="Enter the email address of your account and we will send you a link to set a new password."
    >
      {sent ? (
        <AuthNotice success message={sent} to="/login" link="Back to Log In" />
      ) : (
        <form noValidate onSubmit={form.handleSubmit(submit)} aria-label="Forgot password">
          <Stack gap="4">
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              required
              {...form.field("email")}
            />
            <Button type="submit" colorPalette="blue" loading={loading} loadingText="Sending...">
              Send Reset Link
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
