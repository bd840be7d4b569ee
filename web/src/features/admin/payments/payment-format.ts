import type { PaymentSource, PaymentStatus } from "../../../graphql/types";

/** The list's filter menus, as the URL holds them (the CSV export takes the same values). */
export const STATUS_FILTER = [
  { value: "successful", label: "Successful", status: "SUCCESSFUL", color: "green" },
  { value: "pending", label: "Pending", status: "PENDING", color: "yellow" },
  { value: "failed", label: "Failed", status: "FAILED", color: "red" },
  { value: "refunded", label: "Refunded", status: "REFUNDED", color: "gray" },
] as const satisfies readonly {
  value: string;
  label: string;
  status: PaymentStatus;
  color: string;
}[];

/** Whose sales the list shows: the academy's own, or partners' storefronts'. */
export const SOURCE_FILTER = [
  { value: "academy", label: "Academy", source: "ACADEMY" },
  { value: "partner", label: "Partner", source: "PARTNER" },
] as const satisfies readonly { value: string; label: string; source: PaymentSource }[];

/** The transaction id as the table shows it: its first 8 characters and an ellipsis. */
export function shortTransactionId(id: string): string {
  return id.length > 8 ? `${id.slice(0, 8)}...` : id;
}

/** Who paid: the username, a business's name (a licence fee), the account's number, or gone. */
export function userLabel(payment: {
  username?: string | null;
  userId?: number | null;
  businessName?: string | null;
}): string {
  if (payment.username) return payment.username;
  if (payment.businessName) return payment.businessName;
  return payment.userId ? `User #${payment.userId}` : "Deleted user";
}

/** What was bought: the course title, a business licence, the course's number, else N/A. */
export function courseLabel(payment: {
  courseTitle?: string | null;
  courseId?: number | null;
  businessName?: string | null;
}): string {
  if (payment.courseTitle) return payment.courseTitle;
  if (payment.businessName) return "Business licence";
  return payment.courseId ? `Course #${payment.courseId}` : "N/A";
}

/**
 * A payment's free-form details (JSON text) as "key: value" lines, nested keys joined with a
 * dot; text that is not a JSON object is shown as it is.
 */
export function metadataEntries(metadata: string): [string, string][] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(metadata);
  } catch {
    return [["Details", metadata]];
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
    return [["Details", String(metadata)]];
  }
  const entries: [string, string][] = [];
  const walk = (value: unknown, path: string) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
    } else {
      entries.push([path, typeof value === "string" ? value : JSON.stringify(value)]);
    }
  };
  walk(parsed, "");
  return entries;
}
