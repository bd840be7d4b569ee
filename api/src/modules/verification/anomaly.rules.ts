import { money } from "../../util/money.js";

/** Each check lists at most this many anomalies; its total is counted in full. */
export const ANOMALY_LIMIT = 200;

/** One finding of a check: what is wrong, with which records, and since when. */
export interface Anomaly {
  /** Stable over runs: `<code>:<record ids>`; flags are kept by it. */
  key: string;
  /** The check's code (`enrollment.no-payment`). */
  code: string;
  /** Its human name, shown as the type. */
  type: string;
  reason: string;
  /** ISO time of the record that makes it an anomaly; null when unknown. */
  timestamp: string | null;
  /** The records involved, as `kind:id`. */
  recordIds: string[];
  enrollmentId?: number | null;
  paymentId?: string | null;
  businessName?: string | null;
  courseId?: number | null;
  courseTitle?: string | null;
  userId?: number | null;
  ipAddress?: string | null;
}

/** What one check found: the first ANOMALY_LIMIT anomalies and how many there are in all. */
export interface CheckResult {
  code: string;
  type: string;
  anomalies: Anomaly[];
  total: number;
}

/** The rows of a check's SQL carry `total` (count(*) over ()) beside their own columns. */
export type Counted<T> = T & { total: string | number };

export const iso = (value: Date | string | null | undefined): string | null =>
  value ? new Date(value).toISOString() : null;

export const dollars = (cents: number | string | null | undefined) =>
  cents === null || cents === undefined ? "no amount" : money(Number(cents));
