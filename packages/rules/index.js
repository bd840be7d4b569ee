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

/** The licence types of the business programme, as the REST paths and the form name them. */
export const LICENSE_TYPES = ["royalty-free", "revenue-share"];

const atLeast = (value, length) => [...String(value ?? "").trim()].length >= length;
const tooLong = (value, length) => [...String(value ?? "")].length > length;

/** A website as the application takes it: http(s), a host with a dot, nothing else. */
function isWebsite(value) {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/**
 * The business licensing application's rules (the admin spec's schema and messages), field by
 * field; an empty object means the application can be sent. Lengths are capped for the server.
 */
export function businessApplicationProblems(values) {
  const problems = {};
  const website = String(values.businessWebsite ?? "").trim();
  const email = String(values.contactEmail ?? "").trim();
  if (!atLeast(values.businessName, 2)) {
    problems.businessName = "Business name must be at least 2 characters";
  } else if (tooLong(values.businessName, 200)) {
    problems.businessName = "Business name must be at most 200 characters";
  }
  if (!atLeast(values.contactName, 2)) {
    problems.contactName = "Contact name must be at least 2 characters";
  } else if (tooLong(values.contactName, 200)) {
    problems.contactName = "Contact name must be at most 200 characters";
  }
  if (tooLong(email, 254) || !EMAIL_PATTERN.test(email)) {
    problems.contactEmail = "Please enter a valid email address";
  }
  if (!atLeast(values.contactPhone, 10) || tooLong(values.contactPhone, 30)) {
    problems.contactPhone = "Please enter a valid phone number";
  }
  if (website && (tooLong(website, 500) || !isWebsite(website))) {
    problems.businessWebsite = "Please enter a valid website URL";
  }
  if (!atLeast(values.businessAddress, 5) || tooLong(values.businessAddress, 500)) {
    problems.businessAddress = "Please enter your business address";
  }
  if (!LICENSE_TYPES.includes(values.licenseType)) {
    problems.licenseType = "Please choose a licence type";
  }
  if (tooLong(values.additionalInfo, 5000)) {
    problems.additionalInfo = "Additional information must be at most 5000 characters";
  }
  return problems;
}
