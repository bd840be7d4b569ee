/**
 * The portal's one set of display formats: dates, times, counts and labels, in en-US as the specs
 * write them. Built by hand like format-price.ts: no Intl formatter is created (no locale data to
 * load on a page's first render), and every browser shows the same text.
 *
 * A date function takes an ISO 8601 text, or null/undefined for none: it answers `missing`
 * (the screen's own word for none, 'Unknown' unless given) or 'Invalid date' for an unreadable one.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** `value` as a Date (a bare YYYY-MM-DD is its UTC midnight), or the text to show instead. */
function dateOf(value: string | null | undefined, missing: string): Date | string {
  if (!value) return missing;
  const date = new Date(DAY_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? "Invalid date" : date;
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** "2:30:05 PM" (`seconds`) or "02:30 PM" (2-digit hour): a local clock time, 12-hour. */
function clock(date: Date, seconds: boolean): string {
  const hours = date.getHours();
  const hour = hours % 12 || 12;
  const time = seconds
    ? `${hour}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())}`
    : `${twoDigits(hour)}:${twoDigits(date.getMinutes())}`;
  return `${time} ${hours < 12 ? "AM" : "PM"}`;
}

/** A calendar date in the browser's zone, learner and admin alike: "Nov 22, 2026". */
export function formatDate(value: string | null | undefined, missing = "Unknown"): string {
  const date = dateOf(value, missing);
  if (typeof date === "string") return date;
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** An admin screen's moment, en-US short with seconds (admin spec): "11/22/2026, 2:30:05 PM". */
export function formatMoment(value: string | null | undefined, missing = "Unknown"): string {
  const date = dateOf(value, missing);
  if (typeof date === "string") return date;
  const day = `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`;
  return `${day}, ${clock(date, true)}`;
}

/** A learner screen's moment (learner spec: short month, day, 2-digit time): "Nov 22, 02:30 PM". */
export function formatTime(value: string | null | undefined, missing = "Unknown"): string {
  const date = dateOf(value, missing);
  if (typeof date === "string") return date;
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${clock(date, false)}`;
}

/** A UTC day (YYYY-MM-DD or an instant) in any zone: "Mar 14, 2028"; "Mar 14" without `year`. */
export function formatDay(
  value: string | null | undefined,
  { year = true, missing = "Unknown" }: { year?: boolean; missing?: string } = {},
): string {
  const date = dateOf(value, missing);
  if (typeof date === "string") return date;
  const day = `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
  return year ? `${day}, ${date.getUTCFullYear()}` : day;
}

const UNITS: readonly [string, number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/** Time from `value` to now in its largest whole unit: "just now", "3 days ago", "in 2 hours". */
export function relativeTime(value: string | null | undefined, now: number = Date.now()): string {
  const date = dateOf(value, "Unknown");
  if (typeof date === "string") return "Unknown"; // missing or unreadable alike
  const seconds = Math.round((now - date.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    const count = Math.trunc(Math.abs(seconds) / size);
    if (count === 0) continue;
    return seconds > 0 ? `${countOf(count, unit)} ago` : `in ${countOf(count, unit)}`;
  }
  return "just now";
}

/** A description cut to `length` characters, with an ellipsis when cut. */
export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}...` : text;
}

/** A count with its noun in the right number: "1 result", "3 results", "2 days". */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Words a label spells in capitals. */
const ACRONYMS = new Set(["api", "csv", "id", "ip", "lms", "pdf", "sso"]);

/**
 * An enum value as a Title Case label: "paid" → "Paid", "REVENUE_SHARE" → "Revenue Share",
 * "api_token.created" → "API Token Created".
 */
export function labelOf(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map(word =>
      ACRONYMS.has(word.toLowerCase())
        ? word.toUpperCase()
        : word[0].toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join(" ");
}
