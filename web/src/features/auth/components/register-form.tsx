import { Button, SimpleGrid, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { NewPasswordFields } from "../../../components/forms/new-password-fields";
import { TextField } from "../../../components/forms/text-field";
import { useForm } from "../../../components/forms/use-form";
import { showToast } from "../../../lib/toast";
import { useRegisterMutation } from "../auth.generated";
import { validateRegister } from "../auth-validation";
import type { RegisterValues } from "../auth-validation";

const EMPTY: RegisterValues = {
  firstName: "",
  lastName: "",
  email: "",
  username: "",
  password: "",
  confirmPassword: "",
};

/** The new account's sign-in: the login tab shows its username, an invitation signs in with it. */
export interface Registered {
  username: string;
  password: string;
}

interface RegisterFormProps {
  onRegistered: (account: Registered) => void | Promise<void>;
  /** Values to start with (an invitation's name and address). */
  initial?: { firstName: string; lastName: string; email: string };
  /** Whether to say "You can now log in." (not when the caller signs in at once). */
  announce?: boolean;
  /** Keeps the given email as it is (an invitation's address), with this note under it. */
  emailHelp?: string;
  /** The partner's storefront (slug) the registration started at: the account records it. */
  storefront?: string | null;
}

export function RegisterForm({
  onRegistered,
  initial,
  announce = true,
  emailHelp,
  storefront,
}: RegisterFormProps) {
  const [register] = useRegisterMutation();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<RegisterValues>(
    initial ? { ...EMPTY, ...initial } : EMPTY,
    validateRegister,
  );

  async function submit(values: RegisterValues) {
    setSubmitting(true);
    const input = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      username: values.username.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      ...(storefront ? { storefront } : {}),
    };
    const data = await runMutation(async () => (await register({ variables: { input } })).data, {
      title: "Registration Failed",
      fallback: "There was an error registering your account. Please try again.",
      form,
    });
    if (!data) {
      setSubmitting(false);
      return;
    }
    if (announce) {
      showToast("success", {
        title: "Registration Successful",
        description: "Your account has been created successfully. You can now log in.",
      });
    }
    form.reset();
    await onRegistered({ username: input.username, password: input.password });
    setSubmitting(false);
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} aria-label="Register">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField
            label="First Name"
            autoComplete="given-name"
            required
            {...form.field("firstName")}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            required
            {...form.field("lastName")}
          />
        </SimpleGrid>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          readOnly={emailHelp !== undefined}
          helperText={emailHelp}
          {...form.field("email")}
        />
        <TextField label="Username" autoComplete="username" required {...form.field("username")} />
        <NewPasswordFields
          label="Password"
          rules="account"
          password={form.field("password")}
          confirmation={form.field("confirmPassword")}
        />
        <Button
          type="submit"
          colorPalette="blue"
          loading={submitting}
          loadingText="Creating account..."
        >
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
