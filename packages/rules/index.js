// Validation rules written once for the web forms and the API (plain JavaScript, so the browser
// bundle, jest and the built API all load it as it is; index.d.ts types it).

import { EMAIL_PATTERN, oneLineProblem, phoneProblem } from "./text.js";

export * from "./text.js";

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

/** A required one-line field's problem (trimmed), or undefined. */
export function requiredLineProblem(label, value) {
  const text = String(value ?? "").trim();
  return text ? oneLineProblem(label, text) : `${label} is required`;
}

/** A sign-in client's client_id problem (trimmed), or undefined (docs/oidc.md). */
export function oidcClientIdProblem(value) {
  return /^[A-Za-z0-9._-]{1,100}$/.test(String(value ?? "").trim())
    ? undefined
    : "Client ID: use 1-100 letters, digits, dots, dashes or underscores";
}

/** The licence types of the business programme, as the REST paths and the form name them. */
export const LICENSE_TYPES = ["royalty-free", "revenue-share"];

const atLeast = (value, length) => [...String(value ?? "").trim()].length >= length;
const tooLong = (value, length) => [...String(value ?? "")].length > length;

/** A website as the application takes it: http(s), a host with a dot, nothing else. */
function isWebsite(value) {
  // The URL parser drops tabs and line breaks inside an address; what is stored is as typed.
  if (/\s/.test(value) || oneLineProblem("", value)) return false;
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
  } else if (oneLineProblem("Business name", values.businessName)) {
    problems.businessName = oneLineProblem("Business name", values.businessName);
  }
  if (!atLeast(values.contactName, 2)) {
    problems.contactName = "Contact name must be at least 2 characters";
  } else if (tooLong(values.contactName, 200)) {
    problems.contactName = "Contact name must be at most 200 characters";
  } else if (oneLineProblem("Contact name", values.contactName)) {
    problems.contactName = oneLineProblem("Contact name", values.contactName);
  }
  if (tooLong(email, 254) || !EMAIL_PATTERN.test(email)) {
    problems.contactEmail = "Please enter a valid email address";
  }
  const phone = String(values.contactPhone ?? "").trim();
  if (!atLeast(phone, 10) || tooLong(phone, 30) || phoneProblem(phone)) {
    problems.contactPhone = "Please enter a valid phone number";
  }
  if (website && (tooLong(website, 500) || !isWebsite(website))) {
    problems.businessWebsite = "Please enter a valid website URL";
  }
  if (!atLeast(values.businessAddress, 5) || tooLong(values.businessAddress, 500)) {
    problems.businessAddress = "Please enter your business address";
  } else if (oneLineProblem("Business address", values.businessAddress)) {
    problems.businessAddress = oneLineProblem("Business address", values.businessAddress);
  }
  if (!LICENSE_TYPES.includes(values.licenseType)) {
    problems.licenseType = "Please choose a licence type";
  }
  if (tooLong(values.additionalInfo, 5000)) {
    problems.additionalInfo = "Additional information must be at most 5000 characters";
  }
  return problems;
}

// Certificate numbers: GA-<year>-<8 Crockford base-32 characters><check symbol>, the check being
// the code's value mod 37 (Crockford's check symbols). Earlier numbers were GA-<year>-<6 digits>
// from a sequence, and still verify.
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const CROCKFORD_CHECK = `${CROCKFORD}*~$=U`;
const CROCKFORD_ALIASES = { O: "0", I: "1", L: "1" };
const LEGACY_NUMBER = /^GA-\d{4}-\d{6,8}$/;
const RANDOM_NUMBER = /^GA-(\d{4})-([0-9A-Z]{8})([0-9A-Z*~$=])$/;

/** Crockford's check symbol of a code in the base-32 alphabet (value mod 37). */
export function crockfordCheck(code) {
  let remainder = 0;
  for (const character of code) remainder = (remainder * 32 + CROCKFORD.indexOf(character)) % 37;
  return CROCKFORD_CHECK[remainder];
}

/** A new certificate number from 5 random bytes (40 bits, 8 characters) and the issue year. */
export function certificateNumber(year, bytes) {
  let value = 0n;
  for (const byte of bytes.subarray(0, 5)) value = (value << 8n) | BigInt(byte);
  let code = "";
  for (let i = 0; i < 8; i++, value >>= 5n) code = CROCKFORD[Number(value & 31n)] + code;
  return `GA-${year}-${code}${crockfordCheck(code)}`;
}

/**
 * A certificate number as typed (any case, Crockford's O for 0 and I or L for 1) in its canonical
 * form, or null when it cannot be one: a wrong check symbol is caught here, before any lookup.
 */
export function canonicalCertificateNumber(input) {
  const typed = String(input).trim().toUpperCase();
  if (LEGACY_NUMBER.test(typed)) return typed;
  const parts = RANDOM_NUMBER.exec(typed.replace(/[OIL]/g, ch => CROCKFORD_ALIASES[ch]));
  if (!parts) return null;
  const [, year, code, check] = parts;
  if (code.includes("U") || crockfordCheck(code) !== check) return null;
  return `GA-${year}-${code}${check}`;
}

/** A site path for an image: one leading slash, no scheme or host, no spaces or backslashes. */
const SITE_PATH = /^\/(?![/\\])[^\s\\?#]+$/;

/**
 * A course image's address: an http(s) address, or a path on this site (`/images/course.jpg`).
 * The problem, or undefined.
 */
export function imageAddressProblem(value) {
  const problem = "Image URL must be an http:// or https:// address or a path on this site";
  if ([...value].length > 2000) return "Image URL must be at most 2000 characters";
  // The URL parser drops tabs and line breaks inside an address; what is stored is as typed.
  if (/\s/.test(value) || oneLineProblem("", value)) return problem;
  if (SITE_PATH.test(value)) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? undefined : problem;
  } catch {
    return problem;
  }
}

// The web app's routes and their titles, for the server and the browser alike.
export * from "./routes.js";

// A partner storefront's settings.
export * from "./partner-branding.js";
