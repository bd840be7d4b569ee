import { type StatusOption, StatusOptionBadge } from "../../../components/data-table/status-badge";
import type { AdminCertificateStatus, CertificateVerificationStatus } from "../../../graphql/types";

/** The status filter's options, as the URL holds them, with each status's badge. */
export const STATUS_FILTER = [
  { value: "valid", label: "Valid", status: "VALID", color: "green" },
  { value: "expired", label: "Expired", status: "EXPIRED", color: "orange" },
  { value: "revoked", label: "Revoked", status: "REVOKED", color: "red" },
  { value: "superseded", label: "Superseded", status: "SUPERSEDED", color: "gray" },
] as const satisfies readonly (StatusOption<AdminCertificateStatus> & { value: string })[];

/** What the public verification answers for the certificate now, as a badge. */
export function CertificateStatusBadge({ status }: { status: CertificateVerificationStatus }) {
  return <StatusOptionBadge status={status} options={STATUS_FILTER} />;
}
