import { passwordProblems } from "@guardian/rules";
import type { FieldErrors } from "../../components/forms/use-form";

export interface ChangePasswordValues extends Record<string, string> {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The first rule a new password breaks (the API applies the same shared rules), or undefined. */
export const passwordProblem = (password: string): string | undefined =>
  passwordProblems(password)[0];

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
