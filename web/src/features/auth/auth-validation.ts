import { EMAIL_PATTERN, newPasswordLengthProblem, requiredLineProblem } from "@guardian/rules";
import type { FieldErrors } from "../../components/forms/use-form";

export interface LoginValues extends Record<string, string> {
  username: string;
  password: string;
}

export interface RegisterValues extends Record<string, string> {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
}

export function validateLogin(values: LoginValues): FieldErrors<LoginValues> {
  const errors: FieldErrors<LoginValues> = {};
  if (values.username.trim().length < 3) {
    errors.username = "Username must be at least 3 characters";
  }
  if (values.password.length < 6) errors.password = "Password must be at least 6 characters";
  return errors;
}

export function validateRegister(values: RegisterValues): FieldErrors<RegisterValues> {
  const errors: FieldErrors<RegisterValues> = {};
  const firstName = requiredLineProblem("First name", values.firstName);
  if (firstName) errors.firstName = firstName;
  const lastName = requiredLineProblem("Last name", values.lastName);
  if (lastName) errors.lastName = lastName;
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = "Please enter a valid email";
  Object.assign(errors, validateLogin(values));
  // DECISIONS 17: a new password needs 8 characters (the server also refuses common ones).
  const short = newPasswordLengthProblem(values.password);
  if (short) errors.password = short;
  if (values.confirmPassword !== values.password) errors.confirmPassword = "Passwords don't match";
  return errors;
}

/** The user named admin (any case) signs in through the administrators' call first. */
export function isAdminUsername(username: string): boolean {
  return username.trim().toLowerCase() === "admin";
}

export interface ForgotPasswordValues extends Record<string, string> {
  email: string;
}

export interface ResetPasswordValues extends Record<string, string> {
  newPassword: string;
  confirmPassword: string;
}

export function validateForgotPassword(
  values: ForgotPasswordValues,
): FieldErrors<ForgotPasswordValues> {
  return EMAIL_PATTERN.test(values.email.trim()) ? {} : { email: "Please enter a valid email" };
}

/** The registration rules for the new password (the server also refuses common ones). */
export function validateResetPassword(
  values: ResetPasswordValues,
): FieldErrors<ResetPasswordValues> {
  const errors: FieldErrors<ResetPasswordValues> = {};
  const short = newPasswordLengthProblem(values.newPassword);
  if (short) errors.newPassword = short;
  if (values.confirmPassword !== values.newPassword)
    errors.confirmPassword = "Passwords don't match";
  return errors;
}
