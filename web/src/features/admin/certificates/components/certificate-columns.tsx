import { Button, HStack, Text } from "@chakra-ui/react";
import type { Column } from "../../../../components/data-table/data-table";
import type { AdminCertificatesPage_CertificateFragment as Certificate } from "../admin-certificates.generated";
import { formatDate } from "../../../../lib/format";
import { CertificateStatusBadge } from "../certificate-status";

export type CertificateAction = "revoke" | "reissue";

const date = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDate(iso)}</time> : "—");

/**
 * The certificates table's columns. Only a certificate that still stands (valid or expired) can be
 * revoked or re-issued; a superseded one names its replacement.
 */
export function certificateColumns(
  act: (certificate: Certificate, action: CertificateAction) => void,
): Column<Certificate>[] {
  return [
    { header: "Number", sortField: "NUMBER", render: c => c.number },
    { header: "Learner", sortField: "LEARNER", truncate: true, render: c => c.learnerName },
    { header: "Course", truncate: true, render: c => c.courseTitle },
    { header: "Completed", sortField: "COMPLETED_AT", render: c => date(c.completedAt) },
    { header: "Expires", render: c => (c.expiresAt ? date(c.expiresAt) : "Never") },
    {
      header: "Status",
      render: c => (
        <HStack gap="2" wrap="wrap">
          <CertificateStatusBadge status={c.verification} />
          {c.supersededBy && (
            <Text fontSize="xs" color="gray.600">
              by {c.supersededBy}
            </Text>
          )}
        </HStack>
      ),
    },
    {
      header: "Actions",
      actions: true,
      render: c =>
        c.status === "VALID" && (
          <HStack gap="2" wrap="wrap">
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={`Revoke ${c.number}`}
              onClick={() => act(c, "revoke")}
            >
              Revoke
            </Button>
            <Button
              size="xs"
              variant="outline"
              aria-label={`Re-issue ${c.number}`}
              onClick={() => act(c, "reissue")}
            >
              Re-issue
            </Button>
          </HStack>
        ),
    },
  ];
}
