import fc from "fast-check";
import { crc32, deflateSync } from "node:zlib";

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

/* Pictures a caller may send: PNGs broken in every layer, bombs, other formats, plain bytes. */

const PNG_SIGNATURE = Buffer.from("89504e470d0a1a0a", "hex");

/** A PNG chunk: length, type, data and the CRC of type and data (or the one given). */
function chunk(type: string, data: Buffer, crc?: number): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, "latin1");
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc ?? crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, tail]);
}

/** An IHDR chunk; colour type 6 is RGBA (the kind whose bad IDAT once ended the process). */
function ihdr(width: number, height: number, colourType = 6, bitDepth = 8, interlace = 0) {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([bitDepth, colourType, 0, 0, interlace], 8);
  return chunk("IHDR", data);
}

const png = (...chunks: Buffer[]) =>
  Buffer.concat([PNG_SIGNATURE, ...chunks, chunk("IEND", Buffer.alloc(0))]);
/** Scanlines of transparent black, each with its filter byte. */
const pixels = (width: number, height: number, bytesPerPixel = 4) =>
  Buffer.alloc((width * bytesPerPixel + 1) * height);

const GOOD_PNG = png(ihdr(4, 2), chunk("IDAT", deflateSync(pixels(4, 2))));
/** About 48 MB of zeros in a 47 KB stream: far more than any declared size allows. */
const BOMB = deflateSync(pixels(4000, 3000), { level: 9 });
const idat = GOOD_PNG.indexOf("IDAT") - 4;

/**
 * The costliest pictures (issue 51): a legal 16-bit RGBA PNG of the pad's largest size, which
 * took half a second of the event loop to decode and must be refused unread, and the largest
 * 8-bit one the intake takes (noisy rows up to 200 KB), decoded off the event loop.
 */
export const SIXTEEN_BIT_PNG = png(
  ihdr(1000, 400, 6, 16),
  chunk("IDAT", deflateSync(Buffer.alloc((1000 * 8 + 1) * 400, 0))),
);
function noisyRows(width: number, height: number, rows: number) {
  const raw = pixels(width, height);
  let seed = 7;
  for (let y = 0; y < rows; y++) {
    for (let at = y * (width * 4 + 1) + 1; at < (y + 1) * (width * 4 + 1); at++) {
      seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
      raw[at] = seed >> 16;
    }
  }
  return png(ihdr(width, height), chunk("IDAT", deflateSync(raw)));
}
export const LARGEST_8_BIT_PNG = noisyRows(1000, 400, 48);

const IMAGES: Buffer[] = [
  GOOD_PNG,
  SIXTEEN_BIT_PNG,
  LARGEST_8_BIT_PNG,
  png(ihdr(4, 2, 0, 16), chunk("IDAT", deflateSync(pixels(4, 2, 2)))),
  Buffer.alloc(0),
  PNG_SIGNATURE,
  GOOD_PNG.subarray(0, 20),
  GOOD_PNG.subarray(0, idat + 10),
  GOOD_PNG.subarray(0, GOOD_PNG.length - 7),
  // Wrong CRCs.
  png(ihdr(4, 2), chunk("IDAT", deflateSync(pixels(4, 2)), 0)),
  Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", ihdr(4, 2).subarray(8, 21), 1),
    GOOD_PNG.subarray(33),
  ]),
  // IDAT that is not zlib, truncated zlib, zlib with a wrong checksum, no IDAT at all.
  png(ihdr(4, 2), chunk("IDAT", Buffer.from("this is not a zlib stream"))),
  png(ihdr(4, 2, 2), chunk("IDAT", Buffer.from([0x78, 0x9c, 0xff, 0xff, 0x00]))),
  png(ihdr(4, 2), chunk("IDAT", deflateSync(pixels(4, 2)).subarray(0, 6))),
  png(
    ihdr(4, 2),
    chunk("IDAT", Buffer.concat([deflateSync(pixels(4, 2)).subarray(0, -4), Buffer.alloc(4)])),
  ),
  png(ihdr(4, 2), chunk("IDAT", deflateSync(pixels(3, 1)))),
  png(ihdr(4, 2)),
  // Decompression bombs: within the declared size, and with a huge declared size.
  png(ihdr(1000, 400), chunk("IDAT", BOMB)),
  png(ihdr(100_000, 100_000), chunk("IDAT", BOMB)),
  // Huge, zero and impossible dimensions, depths and colour types.
  png(ihdr(0x7fffffff, 0x7fffffff), chunk("IDAT", deflateSync(pixels(4, 2)))),
  png(ihdr(0xffffffff, 1), chunk("IDAT", deflateSync(pixels(4, 2)))),
  png(ihdr(0, 0), chunk("IDAT", deflateSync(Buffer.alloc(0)))),
  png(ihdr(4, 2, 7, 3), chunk("IDAT", deflateSync(pixels(4, 2)))),
  png(ihdr(4, 2, 3, 8), chunk("IDAT", deflateSync(pixels(4, 2, 1)))),
  png(ihdr(4, 2, 6, 16, 1), chunk("IDAT", deflateSync(pixels(4, 2, 8)))),
  // A chunk that claims 4 GB, and an unknown critical chunk.
  Buffer.concat([PNG_SIGNATURE, Buffer.from("ffffffff49444154", "hex"), Buffer.alloc(16)]),
  png(ihdr(4, 2), chunk("ABCD", Buffer.alloc(8)), chunk("IDAT", deflateSync(pixels(4, 2)))),
  // Not PNGs.
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
  ),
  Buffer.from(
    '<?xml version="1.0"?><!DOCTYPE s [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&c;</text></svg>',
  ),
  Buffer.from("ffd8ffe000104a46494600010100000100010000ffd9", "hex"),
  Buffer.from("ffd8ffdb0043", "hex"),
  Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"),
  Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF"),
  Buffer.from("7f454c4602010100", "hex"),
  Buffer.from("504b030414000000", "hex"),
];

/** How an image travels as text: a data URL (rightly or wrongly labelled) or bare base64. */
const IMAGE_TEXT: ((bytes: Buffer) => string)[] = [
  bytes => `data:image/png;base64,${bytes.toString("base64")}`,
  bytes => `data:image/png;base64,${bytes.toString("base64")}`,
  bytes => bytes.toString("base64"),
  bytes => `data:image/svg+xml;base64,${bytes.toString("base64")}`,
  bytes => `data:image/jpeg;base64,${bytes.toString("base64")}`,
  bytes => `data:image/PNG;charset=utf-8;base64,${bytes.toString("base64url")}`,
  bytes => `data:image/png,${encodeURIComponent(bytes.toString("latin1"))}`,
];

export const imagePayload: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.constantFrom(...IMAGES), fc.constantFrom(...IMAGE_TEXT))
      .map(([bytes, text]) => text(bytes)),
  },
  // A good PNG with one byte changed anywhere, or the PNG signature and then anything.
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.nat(GOOD_PNG.length - 1), fc.integer({ min: 0, max: 255 }))
      .map(([at, byte]) => {
        const bytes = Buffer.from(GOOD_PNG);
        bytes[at] = byte;
        return `data:image/png;base64,${bytes.toString("base64")}`;
      }),
  },
  {
    weight: 1,
    arbitrary: fc
      .uint8Array({ maxLength: 64 })
      .map(
        tail => `data:image/png;base64,${Buffer.concat([PNG_SIGNATURE, tail]).toString("base64")}`,
      ),
  },
);

/* Cursors shaped like `keysetPage`'s (`base64url(JSON.stringify([sort name, ...keys, id]))`),
 * with values no row has. */

type CursorKey = "date" | "string" | "number" | "digits";
/** A list's sort as its cursors name it: the keys' types, the row's id last. */
interface CursorShape {
  name: string;
  keys: CursorKey[];
}

const bySortField = (
  fields: Record<string, CursorKey>,
  name: (field: string, direction: string) => string,
): CursorShape[] =>
  Object.entries(fields).flatMap(([field, key]) =>
    ["ASC", "DESC"].map(direction => ({ name: name(field, direction), keys: [key, "number"] })),
  );
const fixed = (name: string, key: CursorKey): CursorShape[] => [{ name, keys: [key, "number"] }];

/**
 * Every list's cursors, by root field, as its service names them (`SortSpec.name`, a
 * `SortTable`'s `name`); the suite fails on a list that is missing here.
 */
export const LIST_CURSORS: Record<string, CursorShape[]> = {
  apiTokens: fixed("CREATED_AT", "date"),
  renewalsDue: fixed("renewals-deadline", "string"),
  adminCertificates: bySortField(
    { ISSUED_AT: "date", COMPLETED_AT: "date", NUMBER: "string", LEARNER: "string" },
    (field, direction) => `certificates.${field}.${direction}`,
  ),
  businessOffers: fixed("OFFER_SENT_AT", "date"),
  contactMessages: bySortField({ CREATED_AT: "date", NAME: "string", EMAIL: "string" }, f => f),
  adminCourses: bySortField(
    { TITLE: "string", PRICE: "number", HOURS: "number", CREATED_AT: "date" },
    field => `course-${field}`,
  ),
  adminLegalDocuments: bySortField(
    { TITLE: "string", TYPE: "string", VERSION: "string", CREATED_AT: "date" },
    field => `legal-${field}`,
  ),
  outbox: fixed("created", "date"),
  adminAgencies: bySortField({ CREATED_AT: "date", NAME: "string" }, field => `agency-${field}`),
  payments: fixed("created", "date"),
  auditLog: [{ name: "audit", keys: ["digits"] }],
  adminUsers: bySortField(
    { USERNAME: "string", EMAIL: "string", NAME: "string", CREATED_AT: "date" },
    (field, direction) => `users.${field}.${direction}`,
  ),
};
// The name sort has two keys: last name, then first name.
LIST_CURSORS.adminUsers
  .filter(shape => shape.name.startsWith("users.NAME."))
  .forEach(shape => shape.keys.unshift("string"));

/** JSON text written as is, for numbers JSON.stringify cannot write (1e999, 30 digits). */
class RawJson {
  constructor(readonly text: string) {}
}

const goodKey: Record<CursorKey, fc.Arbitrary<unknown>> = {
  date: fc
    .date({ min: new Date("2000-01-01"), max: new Date("2030-01-01"), noInvalidDate: true })
    .map(date => date.toISOString()),
  string: fc.string({ maxLength: 12 }),
  number: fc.integer({ min: 1, max: 1000 }),
  digits: fc.integer({ min: 1, max: 1_000_000 }).map(String),
};

/** Values no row has: dates PostgreSQL or JavaScript cannot hold, or not ISO timestamps, */
const badDate = fc.constantFrom(
  "-200000-01-01T00:00:00.000Z",
  "+275760-09-13T00:00:00.001Z",
  "+275760-09-13T00:00:00.000Z",
  "-271821-04-20T00:00:00.000Z",
  "+294277-01-01T00:00:00.000Z",
  "-004714-01-01T00:00:00.000Z",
  "0000-01-01T00:00:00.000Z",
  "+010000-01-01T00:00:00.000Z",
  "2026-02-30T00:00:00.000Z",
  "2026-01-01",
  "2026-01-01T00:00:00.000000001Z",
  "March 7, 2026",
  "infinity",
  "-infinity",
  "epoch",
  "NaN",
);
/** text no column holds, */
const badText = fc.constantFrom(
  "",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\u001b[31m",
  "9223372036854775808",
  "-1",
  "1e308",
  "x".repeat(10_000),
);
/** numbers past every column (and JSON numbers past JavaScript's), */
const badNumber = fc.constantFrom<unknown>(
  0,
  -0,
  -1,
  1.5,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER,
  2 ** 53,
  2 ** 63,
  -(2 ** 63),
  1e308,
  -1e308,
  8.64e15 + 1,
  new RawJson("1e999"),
  new RawJson("-1e999"),
  new RawJson("123456789012345678901234567890"),
  new RawJson("1E2"),
);
/** and values of no key's type. */
const badType = fc.constantFrom<unknown>(
  null,
  true,
  [],
  [[1]],
  [[["2026-01-01T00:00:00.000Z"]]],
  {},
  { id: 1 },
);
const badKey = fc.oneof(badDate, badText, badNumber, badType);
const badOfType: Record<CursorKey, fc.Arbitrary<unknown>> = {
  date: badDate,
  string: badText,
  number: badNumber,
  digits: fc.oneof(badText, badNumber.map(String)),
};

const cursorJson = (items: unknown[]) =>
  `[${items.map(item => (item instanceof RawJson ? item.text : JSON.stringify(item))).join(",")}]`;

/** A cursor of one of `shapes`: real in form, with wrong values, elements or nesting. */
export function cursorOf(shapes: CursorShape[]): fc.Arbitrary<string> {
  // Real in shape, one value wrong (a sort key's more often than the id's): mostly of its own
  // type, sometimes of any.
  const values = fc.constantFrom(...shapes).chain(shape =>
    fc.tuple(
      fc.constant(shape.name),
      fc
        .oneof(
          { weight: 3, arbitrary: fc.nat(Math.max(0, shape.keys.length - 2)) },
          fc.constant(shape.keys.length - 1),
        )
        .chain(wrong =>
          fc.tuple(
            ...shape.keys.map((key, i) =>
              i !== wrong
                ? goodKey[key]
                : fc.oneof({ weight: 3, arbitrary: badOfType[key] }, badKey),
            ),
          ),
        ),
    ),
  );
  const json = fc.oneof(
    { weight: 12, arbitrary: values.map(([name, keys]) => cursorJson([name, ...keys])) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(values, badKey)
        .map(([[name, keys], extra]) => cursorJson([name, ...keys, extra])),
    },
    { weight: 1, arbitrary: values.map(([name, keys]) => cursorJson([name, ...keys.slice(1)])) },
    { weight: 1, arbitrary: values.map(([name, keys]) => cursorJson([name, keys])) },
    { weight: 1, arbitrary: values.map(([, keys]) => cursorJson(keys)) },
    {
      weight: 1,
      arbitrary: values.map(([name, keys]) =>
        JSON.stringify({ name, keys }, (_k, v: unknown) => (v instanceof RawJson ? v.text : v)),
      ),
    },
  );
  return fc
    .tuple(
      json,
      fc.constantFrom("base64url", "base64url", "base64url", "base64", "base64", "json", "twice"),
    )
    .map(([text, encoding]) => {
      if (encoding === "json") return text;
      const once = Buffer.from(text).toString(encoding === "twice" ? "base64url" : encoding);
      return encoding === "twice" ? Buffer.from(once).toString("base64url") : once;
    });
}

/** A cursor of any list: another list's cursor must be refused as well. */
export const anyCursor = cursorOf(Object.values(LIST_CURSORS).flat());

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
