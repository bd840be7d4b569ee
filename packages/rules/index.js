// Validation rules written once for the web forms and the API (plain JavaScript, so the browser
// bundle, jest and the built API all load it as it is; index.d.ts types it).

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

// Bidirectional controls (U+061C, U+200E/200F, U+202A-202E, U+2066-2069) reorder what is shown
// around them ("txt.exe" as "exe.txt").
const BIDI = "\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069";
// Characters that show nothing, so that two different texts look the same ("adm\u200bin"):
// the zero-width space, the word joiner and invisible operators, the byte-order mark, the soft
// hyphen, the combining grapheme joiner, the Mongolian vowel separator, Khmer's invisible vowels
// and the Hangul fillers.
const INVISIBLES =
  "\\u00ad\\u034f\\u115f\\u1160\\u17b4\\u17b5\\u180e\\u200b\\u2060-\\u2064\\u3164\\ufeff\\uffa0";

// What an email address never holds: spaces and line breaks, @ but the one, markup, bidirectional
// controls, invisible characters and joiners (they would show one address and send to another).
const NOT_IN_ADDRESS = `\\s@<>\\u0085${BIDI}${INVISIBLES}\\u200c\\u200d`;

/** An email address as both sides check it: something@domain.tld, no spaces, nothing invisible. */
export const EMAIL_PATTERN = new RegExp(
  // eslint-disable-next-line no-misleading-character-class -- each joiner and mark on its own is the point
  `^[^${NOT_IN_ADDRESS}]+@[^${NOT_IN_ADDRESS}]+\\.[^${NOT_IN_ADDRESS}]+$`,
);

// One line of plain text, for names and titles shown to others: no markup (< >), no line breaks
// or tabs (CR, LF, VT, FF, NEL, U+2028, U+2029) and no bidirectional controls.
const NOT_ONE_LINE = new RegExp(`[<>\\t\\n\\r\\v\\f\\u0085\\u2028\\u2029${BIDI}]`);
// eslint-disable-next-line no-misleading-character-class -- each mark on its own is the point
const INVISIBLE = new RegExp(`[${INVISIBLES}]`);

// The zero-width non-joiner and joiner (U+200C, U+200D) are spelling in some scripts (Persian
// "علی‌پور", the Indic conjuncts) and glue emoji together; elsewhere (between Latin, Greek or
// Cyrillic letters, at an edge, beside a space) they only hide a difference.
const JOINER = /[\u200c\u200d]/u;
const JOINED_LETTER = /[\p{L}\p{M}]/u;
const LOOK_ALIKE_SCRIPT = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;
const JOINED_EMOJI = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f]/u;

/** Whether `before` joiner `after` is spelling: both letters of a joining script, or both emoji. */
const joins = (before = "", after = "") =>
  (JOINED_LETTER.test(before) &&
    JOINED_LETTER.test(after) &&
    !LOOK_ALIKE_SCRIPT.test(before) &&
    !LOOK_ALIKE_SCRIPT.test(after)) ||
  (JOINED_EMOJI.test(before) && JOINED_EMOJI.test(after));

/** Whether a text holds a character that shows nothing where it stands. */
export function hasInvisible(value) {
  if (INVISIBLE.test(value)) return true;
  if (!JOINER.test(value)) return false;
  const points = [...value];
  return points.some((point, i) => JOINER.test(point) && !joins(points[i - 1], points[i + 1]));
}

/**
 * The problem of a one-line text field (a name, a title, a reason, an address), or undefined:
 * markup, a line break or a bidirectional control; or an invisible character.
 */
export function oneLineProblem(label, value) {
  if (NOT_ONE_LINE.test(value)) return `${label} must be one line of plain text without < or >`;
  if (hasInvisible(value)) {
    return `${label} must not contain invisible characters (such as a zero-width space)`;
  }
  return undefined;
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

/** A phone number's problem, or undefined: digits, spaces and + ( ) - . and an optional extension. */
export function phoneProblem(value) {
  if ([...value].length > 40) return "Phone must be at most 40 characters";
  if (!/^[0-9+() .-]*(?:(?:x|ext\.?) ?[0-9]+)?$/i.test(value)) {
    return "Phone may contain only digits, spaces, + ( ) - . and an extension";
  }
  return undefined;
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
