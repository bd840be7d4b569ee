import { EMAIL_PATTERN, requiredLineProblem } from "@guardian/rules";
import type { FieldErrors } from "../../../components/forms/use-form";
import type { UserStatus } from "../../../graphql/types";
import { passwordProblem } from "../../account/password-rules";

export const STATUSES: readonly { value: UserStatus; label: string }[] = [
  { value: "ACTIVE", label: "Active" },
  { value: "SUSPENDED", label: "Suspended" },
  { value: "PENDING", label: "Pending" },
];

export interface EditUserValues extends Record<string, string> {
  firstName: string;
  lastName: string;
  email: string;
  status: string;
}

export function validateEditUser(values: EditUserValues): FieldErrors<EditUserValues> {
  const errors: FieldErrors<EditUserValues> = {};
  const firstName = requiredLineProblem("First name", values.firstName);
  if (firstName) errors.firstName = firstName;
  const lastName = requiredLineProblem("Last name", values.lastName);
  if (lastName) errors.lastName = lastName;
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = "Please enter a valid email";
  return errors;
}

export interface ResetPasswordValues extends Record<string, string> {
  newPassword: string;
  confirmPassword: string;
}

/** The change-password form's rules for the new password (DECISIONS 6), and the confirmation. */
export function validateResetPassword(
  values: ResetPasswordValues,
): FieldErrors<ResetPasswordValues> {
  const errors: FieldErrors<ResetPasswordValues> = {};
  const problem = passwordProblem(values.newPassword);
  if (problem) errors.newPassword = problem;
  if (!values.confirmPassword) errors.confirmPassword = "Password confirmation is required";
  else if (values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = "Passwords don't match";
  }
  return errors;
}

export interface EnrollValues extends Record<string, string> {
  courseId: string;
}

export function validateEnroll(values: EnrollValues): FieldErrors<EnrollValues> {
  return values.courseId ? {} : { courseId: "Please select a course" };
}

/** The courses to enroll in, as select options: an inactive one says so. */
export const courseOptions = (
  courses: readonly { id: number; title: string; isActive: boolean }[],
) =>
  courses.map(course => ({
    value: String(course.id),
    label: course.isActive ? course.title : `${course.title} (inactive)`,
  }));
