import fc from "fast-check";
import { anyCursor } from "./values/cursors.js";
import { imagePayload } from "./values/images.js";

/*
 * The hostile suite's values: strings, numbers and values of the wrong type here; pictures in
 * values/images.ts and forged list cursors in values/cursors.ts (each list's cursors there).
 */
export { LIST_CURSORS, anyCursor, cursorOf } from "./values/cursors.js";
export { LARGEST_8_BIT_PNG, SIXTEEN_BIT_PNG, imagePayload } from "./values/images.js";

/** Strings an attacker (or a broken client) sends: each is an ordinary value to the server. */
export const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "nul\u0000inside",
  "\u0007\u001b[31m",
  "\u0085\u009f",
  "\ud800",
  "lone\udc00low",
  "\u202eadmin",
  "adm\u200bin",
  // Text that shows other than it holds, for every single-line field (text-fields.test.ts says
  // each is refused): an isolate, joiners, a byte-order mark, a Hangul filler, line breaks.
  "\u2067txt.exe\u2069",
  "lear\u200dner\u2060",
  "\ufeffbom",
  "\u3164",
  "line\r\nbreak",
  "one\u2028two",
  "__proto__",
  "constructor",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "prototype",
  "' or 1=1 --",
  "'; drop table users; --",
  '"; select pg_sleep(1); --',
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "%s%n%x",
  "../../etc/passwd",
  "${jndi:ldap://x}",
  "NaN",
  "-1",
  "1e308",
  "true",
  "null",
  "\u{1F600}",
];

/** An emoji placed so that a cut at a common length limit would split its surrogate pair. */
const straddling = fc
  .constantFrom(49, 99, 254, 255, 499)
  .map(before => `${"a".repeat(before)}\u{1F600}tail`);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: straddling },
  { weight: 1, arbitrary: fc.constant("x".repeat(100_000)) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: imagePayload },
  { weight: 1, arbitrary: anyCursor },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, 1, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER, 1.5),
  fc.integer(),
  fc.double({ noNaN: true }),
);

/** Anything JSON can carry, for a value of the wrong type. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.constant({ __proto__: { isAdmin: true }, constructor: "x" }),
  fc.constant(JSON.parse('{"__proto__": {"polluted": true}}') as unknown),
  fc.constant(Array.from({ length: 50 }).reduce<unknown>(inner => ({ a: inner }), "deep")),
);

/** A client address in the documentation ranges: per-address limits stay per case. */
export const someAddress = fc
  .tuple(fc.constantFrom("198.51.100", "203.0.113"), fc.integer({ min: 1, max: 254 }))
  .map(([net, host]) => `${net}.${host}`);
