import fc from "fast-check";

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
  partnerLearners: [{ name: "partner-learners", keys: ["string", "string", "number"] }],
  partnerEnrollments: fixed("partner-enrollments", "date"),
  partnerSales: fixed("partner-sales", "date"),
  partnerStatements: fixed("statements-created", "date"),
  adminStatements: fixed("statements-created", "date"),
  adminPartners: fixed("admin-partners", "date"),
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
