const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "short", timeStyle: "medium" });
const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });

/** en-US short date with seconds; 'Unknown' without a date, 'Invalid date' for a bad one. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "Unknown";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "Invalid date" : dateTime.format(date);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/** '3 days ago'; empty for a missing or bad date. */
export function timeAgo(value: string | null | undefined, now = Date.now()): string {
  if (!value) return "";
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return "";
  const seconds = Math.round((time - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return relative.format(seconds, "second");
}

/** The spec's five texts of a verification tab, one pattern over its noun ("payment"). */
export function verificationTexts(noun: string) {
  const title = noun[0].toUpperCase() + noun.slice(1);
  return {
    loading: `Loading ${noun} verification data...`,
    error: `Failed to load ${noun} verification data. Please try again.`,
    empty: `No ${noun} verification data available.`,
    passed: `${title}s Verified`,
    failed: `${title} Verification Issues Detected`,
  };
}
