import { hasInvisible, oneLineProblem, phoneProblem as sharedPhoneProblem } from "@guardian/rules";
import unhomoglyph from "unhomoglyph";

/** What a username is compared as: NFKC, trimmed; case is ignored by the lookups. */
export const normalizeUsername = (raw: string) => raw.normalize("NFKC").trim();

// Letters and digits of any script with their combining marks, and . _ - between them. This
// leaves out invisible and bidirectional controls (zero-width joiners, right-to-left override),
// spaces, symbols and emoji.
const USERNAME = /^[\p{L}\p{N}][\p{L}\p{M}\p{N}._-]*$/u;

/**
 * The shape of the usernames the portal gives learners in Moodle (`ga-<portal id>-<name>`, or
 * `ga-<portal id>`: lms/moodle-accounts.rules.ts `moodleUsernames`), in any letter case: a portal account
 * named so would take the Moodle username of the learner with that id.
 */
const LEARNING_SYSTEM_USERNAME = /^ga-[0-9]+(-|$)/i;
export const USERNAME_RESERVED =
  'Usernames that begin with "ga-" and a number are reserved for the learning system';

/** The first problem of a (normalized) username, or null. */
export function usernameProblem(username: string): string | null {
  const length = [...username].length;
  if (length < 3) return "Username must be at least 3 characters";
  if (length > 50) return "Username must be at most 50 characters";
  // The Hangul fillers are letters that show nothing.
  if (!USERNAME.test(username) || hasInvisible(username)) {
    return "Username may contain only letters, numbers, dots, hyphens and underscores";
  }
  if (LEARNING_SYSTEM_USERNAME.test(username)) return USERNAME_RESERVED;
  return null;
}

/**
 * The look-alike key (after Unicode's confusables table): `leаrner` with a Cyrillic а, `adrnin`
 * and `admin` share one, so a unique index on it refuses a name that poses as another.
 */
export const usernameKey = (username: string) =>
  // Mapped before lower-casing: the table maps a capital I (not a small i) to l.
  unhomoglyph(normalizeUsername(username)).toLowerCase();

/**
 * A required one-line name: the first problem, or null. Names are shown as text, never as HTML;
 * refusing what looks like markup, line breaks, bidirectional controls and invisible characters
 * (`oneLineProblem` of `@guardian/rules`) also keeps them harmless in exports and emails.
 */
export function nameProblem(label: string, value: string): string | null {
  if (!value) return `${label} is required`;
  if ([...value].length > 100) return `${label} must be at most 100 characters`;
  return oneLineProblem(label, value) ?? null;
}

/** An optional phone number's problem (`phoneProblem` of `@guardian/rules`, as the forms check it), or null. */
export const phoneProblem = (value: string): string | null => sharedPhoneProblem(value) ?? null;
