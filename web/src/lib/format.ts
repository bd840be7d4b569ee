/** Dates on the dashboard: "Nov 22, 2026". */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
  });
}

/** Activity and notification times: short month, day, 2-digit hour and minute. */
export function formatTime(iso: string): string {
  return new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}

/** A description cut to `length` characters, with an ellipsis when cut. */
export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}...` : text;
}

/** A count with its noun in the right number: "1 result", "3 results", "2 days". */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
