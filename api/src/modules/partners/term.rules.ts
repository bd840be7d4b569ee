import { Temporal } from "@js-temporal/polyfill";
import { TERM_YEARS } from "./licence.rules.js";

/** Days before a term's end at which its partner's administrators are reminded, farthest first. */
export const TERM_REMINDERS = [90, 30, 7] as const;

/** `years` calendar years after `from` in UTC (29 February + 1 year is 28 February). */
export function addYears(from: Date, years = TERM_YEARS): Date {
  const at = Temporal.Instant.fromEpochMilliseconds(from.getTime()).toZonedDateTimeISO("UTC");
  return new Date(at.add({ years }).epochMilliseconds);
}

/** The day (UTC) of an instant, YYYY-MM-DD. */
export const utcDate = (at: Date) => at.toISOString().slice(0, 10);

/** Whole days from `today`'s day to the day `end` falls on (UTC); negative once past. */
export const daysUntil = (end: Date, today: Date) =>
  Temporal.PlainDate.from(utcDate(today)).until(Temporal.PlainDate.from(utcDate(end)), {
    largestUnit: "days",
  }).days;

/**
 * The reminder due with `daysLeft` days to go: the nearest threshold already reached, so a run
 * that missed a day still sends it; none before 90 days or once the term has ended.
 */
export const reminderFor = (daysLeft: number) =>
  daysLeft < 0 ? null : ([...TERM_REMINDERS].reverse().find(days => daysLeft <= days) ?? null);

/**
 * A renewal's term: from the current end, or from now when the term has already ended (a renewal
 * paid early loses none of the term left).
 */
export function renewalTerm(termEndsAt: Date | null | undefined, now: Date) {
  const startsAt = termEndsAt && termEndsAt > now ? termEndsAt : now;
  return { startsAt, endsAt: addYears(startsAt) };
}
