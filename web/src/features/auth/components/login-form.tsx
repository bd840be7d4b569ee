import { Button, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { browserLocation } from "../../../lib/browser-location";
import { errorCode, serverMessage } from "../../../lib/graphql-errors";
import { useSession } from "../../../lib/session/session-context";
import { TextField } from "../../../components/forms/text-field";
import { useForm } from "../../../components/forms/use-form";
import { showToast } from "../../../components/toast/toaster";
import type { LoginInput } from "../../../graphql/graphql";
import { isAdminUsername, validateLogin } from "../auth-validation";
import type { LoginValues } from "../auth-validation";

const INVALID_LOGIN = "Invalid username or password. Please try again.";
/** Answers to the administrators' call that a normal sign-in would give just the same. */
const FINAL_ADMIN_ERRORS = new Set(["UNAUTHENTICATED", "TOO_MANY_REQUESTS"]);

interface LoginFormProps {
  redirect: string;
}

export function LoginForm({ redirect }: LoginFormProps) {
  const { login } = useSession();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<LoginValues>({ username: "", password: "" }, validateLogin);

  /** True when signed in as an administrator; false when a normal sign-in should be tried. */
  async function tryAdminLogin(input: LoginInput): Promise<boolean> {
    try {
      await login(input, { admin: true });
      return true;
    } catch (error) {
      // A wrong password would count twice towards the lockout if tried again.
      if (FINAL_ADMIN_ERRORS.has(errorCode(error) ?? "")) throw error;
      return false;
    }
  }

  async function submit(values: LoginValues) {
    const input = { username: values.username.trim(), password: values.password };
    setSubmitting(true);
    try {
      if (isAdminUsername(input.username) && (await tryAdminLogin(input))) {
        browserLocation.assign(redirect);
        return;
      }
      // Once signed in, the login page sends the user on to the redirect.
      await login(input);
    } catch (error) {
      setSubmitting(false);
      const description =
        errorCode(error) === "UNAUTHENTICATED"
          ? INVALID_LOGIN
          : (serverMessage(error) ?? INVALID_LOGIN);
      showToast("error", { title: "Login Failed", description });
    }
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
          {...form.field("password")}
        />
        <Button type="submit" colorPalette="blue" loading={submitting} loadingText="Logging in...">
          Log In
        </Button>
      </Stack>
    </form>
  );
}
