import type { MailText } from "../mail/mail.messages.js";
import { PORTAL } from "../mail/portal-links.rules.js";
import type { LedgerRow } from "./ledger.sql.js";

/** A UTC day (YYYY-MM-DD) as the mail says it: "March 14, 2028". */
export const longDay = (day: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The renewal reminder: plain text, the hours missing, the deadline and the dashboard. */
export function renewalReminder(
  row: Pick<
    LedgerRow,
    "first_name" | "deadline" | "hours_missing" | "hours_earned" | "hours_required"
  >,
): MailText {
  const deadline = longDay(row.deadline);
  return {
    subject: `${plural(row.hours_missing, "continuing-education hour")} due by ${deadline}`,
    text: [
      `Hello ${row.first_name},`,
      `To renew your licence you need ${plural(row.hours_missing, "more continuing-education hour")} by ${deadline}. You have ${row.hours_earned} of the ${row.hours_required} hours required for this period.`,
      `Your dashboard shows the courses that count and your progress: ${PORTAL}/dashboard`,
      "Guardian Academy",
    ].join("\n\n"),
  };
}
