// Validation rules written once for the web forms and the API (plain JavaScript, so the browser
// bundle, jest and the built API all load it as it is; index.d.ts types it).

/** An email address as both sides check it: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The shortest new password (DECISIONS 17; NIST SP 800-63B). */
export const MIN_PASSWORD_LENGTH = 8;

/** Registration: the length rule (the API also refuses common passwords). */
export function newPasswordLengthProblem(password) {
  return [...password].length < MIN_PASSWORD_LENGTH
    ? `Password must be at least ${MIN_PASSWORD_LENGTH} characters`
    : undefined;
}

/** The change-password rules of the learner spec, in order: the first one broken is shown. */
export function passwordProblems(password) {
  const problems = [];
  if (password.length < MIN_PASSWORD_LENGTH) {
    problems.push(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  if (!/[A-Z]/.test(password)) problems.push("Password must contain at least one uppercase letter");
  if (!/[a-z]/.test(password)) problems.push("Password must contain at least one lowercase letter");
  if (!/[0-9]/.test(password)) problems.push("Password must contain at least one number");
  if (!/[^A-Za-z0-9]/.test(password)) {
    problems.push("Password must contain at least one special character");
  }
  return problems;
}
