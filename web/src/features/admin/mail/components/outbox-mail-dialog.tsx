import { Box, DataList } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { DialogView, ViewDialog } from "../../../../components/ui/view-dialog";
import type { AdminOutboxPage_MailFragment as Mail } from "../admin-outbox.generated";
import { formatMoment } from "../../../../lib/format";
import { mailKindLabel } from "../mail-kinds";
import { MailStatusBadge } from "../outbox-status";
import { DataListRoot } from "../../../../components/ui/data-list-root";
import { MailText } from "./mail-text";

/** One mail as it is (or would be) sent: who, what, its state, and the whole text. */
export function OutboxMailDialog({ mail, onClose }: { mail: Mail; onClose(): void }) {
  const facts: [string, ReactNode][] = [
    ["To", mail.recipient],
    // A partner's learner's mail: its name on our address, replies to its support.
    ...(mail.fromName ? [["From", mail.fromName] as [string, ReactNode]] : []),
    ...(mail.replyTo ? [["Reply-To", mail.replyTo] as [string, ReactNode]] : []),
    ["Kind", mailKindLabel(mail.kind)],
    ["Status", <MailStatusBadge status={mail.status} />],
    ["Created", formatMoment(mail.createdAt)],
    ["Sent", formatMoment(mail.sentAt, "Not yet")],
    ["Attempts", String(mail.attempts)],
  ];
  if (mail.lastError) facts.push(["Last error", mail.lastError]);
  return (
    <ViewDialog onClose={onClose} size="lg">
      <DialogView title={mail.subject}>
        <DataListRoot orientation="horizontal" size="sm" mb="4">
          {facts.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataListRoot>
        <Box as="section" aria-label="Message" borderWidth="1px" rounded="md" p="3">
          <MailText text={mail.text} links={mail.links} />
        </Box>
      </DialogView>
    </ViewDialog>
  );
}
