import { Button, HStack } from "@chakra-ui/react";
import type { Column } from "../../../../components/data-table/data-table";
import type { AdminOutboxPage_MailFragment as Mail } from "../admin-outbox.generated";
import { formatMoment } from "../../../../lib/format";
import { MailStatusBadge } from "../outbox-status";

const time = (iso: string | null | undefined) =>
  iso ? <time dateTime={iso}>{formatMoment(iso)}</time> : "—";

/** The outbox table's columns; View opens a mail's full text, Resend sends a failed or held one. */
export function outboxColumns(
  open: (mail: Mail) => void,
  resend: (mail: Mail) => void,
): Column<Mail>[] {
  return [
    { header: "Created", render: mail => time(mail.createdAt) },
    { header: "Recipient", truncate: "unbroken", render: mail => mail.recipient },
    { header: "Subject", truncate: true, render: mail => mail.subject },
    { header: "Status", render: mail => <MailStatusBadge status={mail.status} /> },
    { header: "Sent", render: mail => time(mail.sentAt) },
    {
      header: "Actions",
      actions: true,
      render: mail => {
        const action = (label: string, act: (mail: Mail) => void) => (
          <Button
            size="xs"
            variant="outline"
            aria-label={`${label} mail to ${mail.recipient}: ${mail.subject}`}
            onClick={() => act(mail)}
          >
            {label}
          </Button>
        );
        const again = mail.status === "FAILED" || mail.status === "HELD";
        return (
          <HStack gap="1" wrap="wrap">
            {action("View", open)}
            {again && action("Resend", resend)}
          </HStack>
        );
      },
    },
  ];
}
