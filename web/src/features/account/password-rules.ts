import type { FieldErrors } from "../../components/forms/use-form";

export interface ChangePasswordValues extends Record<string, string> {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The first rule a new password breaks (the API applies the same rules), or undefined. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < 8) return "Password must be at least 8 characters";
  if (!/[A-Z]/.test(password)) return "Password must contain at least one uppercase letter";
  if (!/[a-z]/.test(password)) return "Password must contain at least one lowercase letter";
  if (!/[0-9]/.test(password)) return "Password must contain at least one number";
  if (!/[^A-Za-z0-9]/.test(password)) return "Password must contain at least one special character";
  return undefined;
}

export function validateChangePassword(
  values: ChangePasswordValues,
): FieldErrors<ChangePasswordValues> {
  const errors: FieldErrors<ChangePasswordValues> = {};
  if (!values.currentPassword) errors.currentPassword = "Current password is required";
  const problem = passwordProblem(values.newPassword);
  if (problem) errors.newPassword = problem;
  if (!values.confirmPassword) errors.confirmPassword = "Password confirmation is required";
  else if (values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = "Passwords don't match";
  }
  return errors;
}
