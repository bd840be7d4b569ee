import type { ChangeEvent } from "react";
import { TextField } from "./text-field";

/** What a password field of `useForm` gives its input. */
interface FieldProps {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The rules a new password meets, told under it as the server applies them: an account's own new
 * password (registration, reset link, admin-created account) needs 8 characters and not a common
 * one; a change of password, by its owner or an admin, also needs every kind of character.
 */
const RULES = {
  account: "At least 8 characters and not a common password.",
  change:
    "At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.",
};

/** A new password and its confirmation ("Confirm " + the label), with the rules it must meet. */
export function NewPasswordFields({
  label,
  rules,
  password,
  confirmation,
}: {
  label: "Password" | "New Password";
  rules?: keyof typeof RULES;
  password: FieldProps;
  confirmation: FieldProps;
}) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        required
        helperText={rules && RULES[rules]}
        {...password}
      />
      <TextField
        label={`Confirm ${label}`}
        type="password"
        autoComplete="new-password"
        required
        {...confirmation}
      />
    </>
  );
}
