import { describe, expect, it } from "@jest/globals";
import {
  countOf,
  formatDate,
  formatDay,
  formatMoment,
  formatTime,
  labelOf,
  relativeTime,
  truncate,
} from "./format";

// The tests run in whatever zone the machine has: local moments are built from local fields, so
// "2:30:05 PM on Nov 22" is that wherever the test runs.
const local = (...fields: [number, number, number, number?, number?, number?]) =>
  new Date(...fields).toISOString();
const afternoon = local(2026, 10, 22, 14, 30, 5);
const midnight = local(2026, 8, 3, 0, 5, 0);
const noon = local(2026, 0, 1, 12, 0, 9);

/** Intl's en-US text, with the narrow no-break space some ICU versions put before AM/PM. */
const intl = (iso: string, options?: Intl.DateTimeFormatOptions) =>
  new Date(iso).toLocaleString("en-US", options).replace(/\u202f/g, " ");

describe("formatDate: a calendar date", () => {
  it('writes "Nov 22, 2026" in the browser\'s zone', () => {
    expect(formatDate(afternoon)).toBe("Nov 22, 2026");
    expect(formatDate(midnight)).toBe("Sep 3, 2026");
  });

  it("says the caller's word for no date, and Invalid date for an unreadable one", () => {
    expect(formatDate(null)).toBe("Unknown");
    expect(formatDate(undefined, "N/A")).toBe("N/A");
    expect(formatDate("", "No expiry")).toBe("No expiry");
    expect(formatDate("not a date")).toBe("Invalid date");
  });
});

describe("formatMoment: the admin screens' moment", () => {
  it("is en-US short with seconds, as Intl writes it", () => {
    expect(formatMoment(afternoon)).toBe("11/22/2026, 2:30:05 PM");
    expect(formatMoment(midnight)).toBe("9/3/2026, 12:05:00 AM");
    expect(formatMoment(noon)).toBe("1/1/2026, 12:00:09 PM");
    for (const iso of [afternoon, midnight, noon]) expect(formatMoment(iso)).toBe(intl(iso));
  });

  it("keeps the spec's texts for none and for an unreadable one", () => {
    expect(formatMoment(null)).toBe("Unknown");
    expect(formatMoment(null, "Never")).toBe("Never");
    expect(formatMoment(null, "No timestamp available")).toBe("No timestamp available");
    expect(formatMoment("not a date", "Never")).toBe("Invalid date");
  });
});

describe("formatTime: the learner screens' moment", () => {
  it("is short month, day, 2-digit hour and minute, as Intl writes it", () => {
    const options = { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" } as const;
    expect(formatTime(afternoon)).toBe("Nov 22, 02:30 PM");
    expect(formatTime(midnight)).toBe("Sep 3, 12:05 AM");
    for (const iso of [afternoon, midnight, noon]) {
      expect(formatTime(iso)).toBe(intl(iso, options));
    }
  });

  it("says the caller's word for no time", () => {
    expect(formatTime(null, "Never")).toBe("Never");
    expect(formatTime("soon")).toBe("Invalid date");
  });
});

describe("formatDay: a UTC calendar day", () => {
  it("reads YYYY-MM-DD as that day in any zone", () => {
    expect(formatDay("2028-03-14")).toBe("Mar 14, 2028");
    expect(formatDay("2026-12-31")).toBe("Dec 31, 2026");
    expect(formatDay("2026-01-01")).toBe("Jan 1, 2026");
  });

  it("reads an instant's UTC day, and leaves the year out for a chart axis", () => {
    expect(formatDay("2026-11-16T00:00:00.000Z", { year: false })).toBe("Nov 16");
    expect(formatDay("2026-11-16T23:59:59.000Z")).toBe("Nov 16, 2026");
  });

  it("says the caller's word for no day, and Invalid date for an unreadable one", () => {
    expect(formatDay(null)).toBe("Unknown");
    expect(formatDay(undefined, { missing: "—" })).toBe("—");
    expect(formatDay("2026-13-45")).toBe("Invalid date");
  });
});

describe("relativeTime", () => {
  const now = Date.parse("2026-11-23T12:00:00Z");
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it.each([
    [0, "just now"],
    [59, "just now"],
    [60, "1 minute ago"],
    [5 * 60 + 20, "5 minutes ago"],
    [3600, "1 hour ago"],
    [2 * 3600, "2 hours ago"],
    [86_400, "1 day ago"],
    [86_400 * 3, "3 days ago"],
    [86_400 * 15, "2 weeks ago"],
    [86_400 * 45, "1 month ago"],
    [86_400 * 400, "1 year ago"],
    [86_400 * 800, "2 years ago"],
    [-10, "just now"],
    [-90, "in 1 minute"],
    [-2 * 3600, "in 2 hours"],
  ])("tells %i seconds ago as '%s'", (seconds, said) => {
    expect(relativeTime(ago(seconds), now)).toBe(said);
  });

  it("says Unknown for a time it lacks or cannot read", () => {
    expect(relativeTime("not a date", now)).toBe("Unknown");
    expect(relativeTime(null, now)).toBe("Unknown");
  });
});

describe("countOf: plurals", () => {
  it("puts the noun in the count's number", () => {
    expect(countOf(0, "result")).toBe("0 results");
    expect(countOf(1, "result")).toBe("1 result");
    expect(countOf(2, "day")).toBe("2 days");
    expect(countOf(1, "user has", "users have")).toBe("1 user has");
    expect(countOf(3, "user has", "users have")).toBe("3 users have");
  });
});

describe("truncate", () => {
  it("cuts at the length with an ellipsis, and leaves a short text alone", () => {
    expect(truncate("Bail enforcement basics", 4)).toBe("Bail...");
    expect(truncate("Bail enforcement", 5)).toBe("Bail...");
    expect(truncate("Short", 120)).toBe("Short");
  });
});

describe("labelOf: an enum value as its label", () => {
  it.each([
    ["paid", "Paid"],
    ["active", "Active"],
    ["SUCCEEDED", "Succeeded"],
    ["REVENUE_SHARE", "Revenue Share"],
    ["api_token.created", "API Token Created"],
    ["revenue-share", "Revenue Share"],
    ["RoyaltyFree", "Royalty Free"],
    ["login.failed", "Login Failed"],
  ])("shows %s as %s", (value, label) => {
    expect(labelOf(value)).toBe(label);
  });
});
