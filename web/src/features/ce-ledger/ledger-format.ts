/** A UTC calendar day from the API (YYYY-MM-DD) as "Mar 14, 2028", whatever the browser's zone. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

export const hoursText = (n: number) => `${n} ${n === 1 ? "hour" : "hours"}`;
