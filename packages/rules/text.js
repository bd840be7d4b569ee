// The text rules every other rule builds on: an email address, one line of plain text, a phone
// number (index.js re-exports them; partner-branding.js uses them too).

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
  // Each joiner and mark in the class on its own is the point (not a misleading character class).
  `^[^${NOT_IN_ADDRESS}]+@[^${NOT_IN_ADDRESS}]+\\.[^${NOT_IN_ADDRESS}]+$`,
);

// One line of plain text, for names and titles shown to others: no markup (< >), no line breaks
// or tabs (CR, LF, VT, FF, NEL, U+2028, U+2029) and no bidirectional controls.
const NOT_ONE_LINE = new RegExp(`[<>\\t\\n\\r\\v\\f\\u0085\\u2028\\u2029${BIDI}]`);
// Each mark in the class on its own is the point (not a misleading character class).
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

/** A phone number's problem, or undefined: digits, spaces and + ( ) - . and an optional extension. */
export function phoneProblem(value) {
  if ([...value].length > 40) return "Phone must be at most 40 characters";
  if (!/^[0-9+() .-]*(?:(?:x|ext\.?) ?[0-9]+)?$/i.test(value)) {
    return "Phone may contain only digits, spaces, + ( ) - . and an extension";
  }
  return undefined;
}
