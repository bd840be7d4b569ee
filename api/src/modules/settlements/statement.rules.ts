import { Temporal } from "@js-temporal/polyfill";

/** A statement's period: the first day of its month in the academy's time zone ("2026-03-01"). */
export type Period = string;

/** Where a statement is in its settlement (only `ready` until settlement comes, issue 55-E). */
export enum StatementStatus {
  READY = "ready",
  APPROVED = "approved",
  WAITING = "waiting",
  PAID = "paid",
  FAILED = "failed",
  REVERSED = "reversed",
}

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

/** A ledger line's money as a statement adds it up (its fee known). */
export interface StatementLineMoney {
  tuitionCents: number;
  royaltyCents: number;
  feeCents: number;
  partnerShareCents: number;
}

export interface StatementTotals {
  salesCents: number;
  refundsCents: number;
  royaltyCents: number;
  feesCents: number;
  partnerShareCents: number;
  carriedInCents: number;
  payableCents: number;
  carriedOutCents: number;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * A statement's totals: sums of its lines (sales the positive tuition, refunds the negative, in
 * cents), and what is owed: the partner's share plus the balance carried in from the previous
 * statement (zero or negative). Owed below zero pays nothing and carries into the next statement.
 */
export function statementTotals(lines: StatementLineMoney[], carriedInCents: number) {
  const tuition = lines.map(line => line.tuitionCents);
  const partnerShareCents = sum(lines.map(line => line.partnerShareCents));
  const owed = carriedInCents + partnerShareCents;
  return {
    salesCents: sum(tuition.filter(cents => cents > 0)),
    refundsCents: sum(tuition.filter(cents => cents < 0)),
    royaltyCents: sum(lines.map(line => line.royaltyCents)),
    feesCents: sum(lines.map(line => line.feeCents)),
    partnerShareCents,
    carriedInCents,
    payableCents: Math.max(0, owed),
    carriedOutCents: Math.min(0, owed),
  } satisfies StatementTotals;
}

/** A period's month in words: "March 2026". */
export const monthName = (period: Period): string =>
  Temporal.PlainDate.from(period).toLocaleString("en-US", { month: "long", year: "numeric" });
