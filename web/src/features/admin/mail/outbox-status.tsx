import { type StatusOption, StatusOptionBadge } from "../../../components/data-table/status-badge";
import type { MailStatus } from "../../../graphql/types";

/** The status filter's options, as the URL holds them, with each status's badge. */
export const STATUS_FILTER = [
  { value: "pending", label: "Pending", status: "PENDING", color: "yellow" },
  { value: "sending", label: "Sending", status: "SENDING", color: "blue" },
  { value: "sent", label: "Sent", status: "SENT", color: "green" },
  { value: "held", label: "Held", status: "HELD", color: "purple" },
  { value: "failed", label: "Failed", status: "FAILED", color: "red" },
] as const satisfies readonly (StatusOption<MailStatus> & { value: string })[];

/** Held: no SMTP server is configured, so the mail stays here for administrators to read. */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <StatusOptionBadge status={status} options={STATUS_FILTER} />;
}
