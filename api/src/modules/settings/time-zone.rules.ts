/** The academy's time zone until an administrator sets one: its months close statements. */
export const DEFAULT_ACADEMY_TIME_ZONE = "America/New_York";

/** Whether `name` is a time zone (an IANA name) the runtime knows; its canonical name, or null. */
export function canonicalTimeZone(name: string): string | null {
  if (!name || name.length > 64) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
