import { Button, Link, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { browserLocation } from "../../../lib/browser-location";
import { runMutation } from "../../../lib/graphql/run-mutation";
import type { MutationFailure } from "../../../lib/graphql/run-mutation";
import { isAdmin, useSession } from "../../../lib/session/session-context";
import { TextField } from "../../../components/forms/text-field";
import { useForm } from "../../../components/forms/use-form";
import { isAdminUsername, validateLogin } from "../auth-validation";
import type { LoginValues } from "../auth-validation";

const INVALID_LOGIN = "Invalid username or password. Please try again.";

const LOGIN_FAILED: MutationFailure = {
  title: "Login Failed",
  // Unreachable server or internal error: not the user's password, so not "invalid password".
  fallback: "Something went wrong. Please try again.",
  messages: { UNAUTHENTICATED: INVALID_LOGIN },
};

interface LoginFormProps {
  redirect: string;
  /** The username of an account just registered: only its password is left to type. */
  username?: string;
}

export function LoginForm({ redirect, username = "" }: LoginFormProps) {
  const { login } = useSession();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<LoginValues>({ username, password: "" }, validateLogin);

  async function submit(values: LoginValues) {
    const input = { username: values.username.trim(), password: values.password };
    const admin = isAdminUsername(input.username);
    setSubmitting(true);
    const user = await runMutation(() => login(input, { admin }), LOGIN_FAILED);
    if (!user) {
      setSubmitting(false);
      return;
    }
    // An administrator's sign-in starts the app afresh at the redirect; any other user is sent
    // on by the login page once the session is in place.
    if (admin && isAdmin(user)) browserLocation.assign(redirect);
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} aria-label="Log in">
      <Stack gap="4">
        <TextField label="Username" autoComplete="username" required {...form.field("username")} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          // After registering, the password is the next thing to type.
          autoFocus={username !== ""}
          {...form.field("password")}
        />
        <Link asChild alignSelf="flex-end" color="blue.700" fontSize="sm">
          <RouterLink to="/forgot-password">Forgot password?</RouterLink>
        </Link>
        <Button type="submit" colorPalette="blue" loading={submitting} loadingText="Logging in...">
          Log In
        </Button>
      </Stack>
    </form>
  );
}
