/**
 * C0 controls but tab, line feed and carriage return; DEL; C1 controls; lone surrogates (in
 * `u` mode a paired surrogate is one code point, so only a lone one matches). No text field of
 * ours means them, PostgreSQL cannot store NUL, and jsonb refuses a lone surrogate.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;
const ALL_UNSTORABLE = new RegExp(UNSTORABLE.source, "gu");

/** Text that every column and JSON document can store. */
export const isStorableText = (text: string) => !UNSTORABLE.test(text);

/**
 * Text made safe to store whatever it holds, for what we record of a caller's input (login
 * history, audit details): unstorable characters become U+FFFD, and a cut to `max` code points
 * never splits a character.
 */
export function storable(text: string, max = 500): string {
  const clean = text.replace(ALL_UNSTORABLE, "\uFFFD");
  const points = [...clean];
  return points.length > max ? points.slice(0, max).join("") : clean;
}
