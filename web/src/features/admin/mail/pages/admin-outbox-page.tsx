import { Heading, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { DataTable } from "../../../../components/data-table/data-table";
import { ListToolbar } from "../../../../components/data-table/list-toolbar";
import { useListParams } from "../../../../components/data-table/use-list-params";
import {
  useAdminOutboxPageQuery,
  useAdminOutboxResendMutation,
  type AdminOutboxPage_MailFragment as Mail,
} from "../admin-outbox.generated";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";
import { OutboxMailDialog } from "../components/outbox-mail-dialog";
import { outboxColumns } from "../components/outbox-columns";
import { STATUS_FILTER } from "../outbox-status";

/** The list has one order (newest first); the hook still wants a sort field. */
const SORT_FIELDS = ["CREATED"] as const;

/**
 * /admin/outbox: every email the portal wrote, sent or waiting. Without an SMTP server (outside
 * production) mails are held here, so every flow that 'sends an email' can be read.
 */
export function AdminOutboxPage() {
  const list = useListParams({
    sortFields: SORT_FIELDS,
    defaultSort: { field: "CREATED", direction: "DESC" },
    filters: { status: STATUS_FILTER.map(option => option.value) },
  });
  const status = STATUS_FILTER.find(option => option.value === list.filters.status)?.status;
  const query = useAdminOutboxPageQuery({
    variables: { ...list.page, filter: { search: list.search || null, status: status ?? null } },
    notifyOnNetworkStatusChange: true,
  });
  const [open, setOpen] = useState<Mail | null>(null);
  const [resendMail] = useAdminOutboxResendMutation();
  async function resend(mail: Mail) {
    const data = await runMutation(
      async () => (await resendMail({ variables: { id: mail.id } })).data,
      { title: "Failed to resend the mail", fallback: "Please try again." },
    );
    if (!data) return;
    showToast("success", {
      title: "Mail queued again",
      description: `The mail to ${mail.recipient} is being sent again.`,
    });
  }

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Outbox
        </Heading>
        <Text color="gray.600">Every email the portal sends, newest first.</Text>
      </Stack>
      <ListToolbar
        list={list}
        searchLabel="Search mails"
        searchPlaceholder="Recipient or subject"
        filters={[{ param: "status", label: "Status", options: STATUS_FILTER }]}
      />
      <DataTable
        caption="Outbox"
        columns={outboxColumns(setOpen, mail => void resend(mail))}
        rowKey={mail => mail.id}
        list={list}
        connection={query.data?.outbox}
        loading={query.loading}
        error={query.error}
        onRetry={() => query.refetch()}
        errorTitle="Failed to load the outbox"
        emptyText="No mails match your search criteria"
      />
      {open && <OutboxMailDialog mail={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
