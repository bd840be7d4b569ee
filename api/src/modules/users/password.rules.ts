import {
  newPasswordLengthProblem,
  passwordProblems as sharedPasswordProblems,
} from "@guardian/rules";
import { dictionary } from "@zxcvbn-ts/language-common";
import { ValidateBy } from "class-validator";

/** The ~50 000 most common passwords of zxcvbn's common dictionary, lower-cased (on first use). */
let common: Set<string> | undefined;
const TOO_COMMON = "This password is too common; choose another";

const isCommon = (password: string) =>
  (common ??= new Set(dictionary["passwords-common"].map(word => word.toLowerCase()))).has(
    password.toLowerCase(),
  );

/** A class-validator rule: not one of the common passwords (its message that of the rules). */
export const NotCommonPassword = () =>
  ValidateBy(
    {
      name: "notCommonPassword",
      validator: { validate: value => typeof value !== "string" || !isCommon(value) },
    },
    { message: TOO_COMMON },
  );

/** Registration (NIST SP 800-63B): at least 8 characters and not a common password. */
export function registrationPasswordProblem(password: string): string | null {
  return newPasswordLengthProblem(password) ?? (isCommon(password) ? TOO_COMMON : null);
}

/** The change-password rules (shared with the web form), and not a common password. */
export function passwordProblems(password: string): string[] {
  return [...sharedPasswordProblems(password), ...(isCommon(password) ? [TOO_COMMON] : [])];
}
