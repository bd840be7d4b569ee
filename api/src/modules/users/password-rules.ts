import { dictionary } from "@zxcvbn-ts/language-common";

/** The ~50 000 most common passwords of zxcvbn's common dictionary, lower-cased. */
const COMMON = new Set(dictionary["passwords-common"].map(word => word.toLowerCase()));
const TOO_COMMON = "This password is too common; choose another";

const isCommon = (password: string) => COMMON.has(password.toLowerCase());

/** Registration (NIST SP 800-63B): at least 8 characters and not a common password. */
export function registrationPasswordProblem(password: string): string | null {
  if ([...password].length < 8) return "Password must be at least 8 characters";
  return isCommon(password) ? TOO_COMMON : null;
}

/** The change-password rules of the learner spec; the first problem is the one to show. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push("Password must be at least 8 characters");
  if (!/[A-Z]/.test(password)) problems.push("Password must contain at least one uppercase letter");
  if (!/[a-z]/.test(password)) problems.push("Password must contain at least one lowercase letter");
  if (!/[0-9]/.test(password)) problems.push("Password must contain at least one number");
  if (!/[^A-Za-z0-9]/.test(password)) {
    problems.push("Password must contain at least one special character");
  }
  if (isCommon(password)) problems.push(TOO_COMMON);
  return problems;
}
