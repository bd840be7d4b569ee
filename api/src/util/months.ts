import { Temporal } from "@js-temporal/polyfill";

// Calendar months in a time zone (the academy's, a setting): statements close by them and the
// admin views count "this month" by them, whatever daylight saving time does.

/** A statement's period: the first day of its month in the academy's time zone ("2026-03-01"). */
export type Period = string;

/** The month of `instant` in `timeZone` (an IANA name), as its first day. */
export function periodOf(instant: Date, timeZone: string): Period {
  const zoned = Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(
    timeZone,
  );
  return zoned.toPlainDate().with({ day: 1 }).toString();
}

/** The month after `period`. */
export const nextPeriod = (period: Period): Period =>
  Temporal.PlainDate.from(period).add({ months: 1 }).toString();

/**
 * The instants a month of the academy's time zone starts and ends at (the end is the next month's
 * start): its first day's first moment there, whatever daylight saving time does that day.
 */
export function periodBounds(period: Period, timeZone: string): { start: Date; end: Date } {
  const startOf = (day: Period) =>
    new Date(
      Temporal.PlainDate.from(day).toZonedDateTime({ timeZone }).toInstant().epochMilliseconds,
    );
  return { start: startOf(period), end: startOf(nextPeriod(period)) };
}

/** A period's month in words: "March 2026". */
export const monthName = (period: Period): string =>
  Temporal.PlainDate.from(period).toLocaleString("en-US", { month: "long", year: "numeric" });
