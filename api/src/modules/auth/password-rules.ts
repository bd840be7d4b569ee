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
  return problems;
}
