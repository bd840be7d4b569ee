/** Security times: en-US short date with seconds, as the spec shows them. */
export function formatSecurityTime(iso: string | null | undefined): string {
  if (!iso) return "Never";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "Invalid date";
  return date.toLocaleString("en-US", { dateStyle: "short", timeStyle: "medium" });
}
