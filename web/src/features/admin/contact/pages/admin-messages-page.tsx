import { Badge, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { DataTable } from "../../../../components/data-table/data-table";
import type { Column } from "../../../../components/data-table/data-table";
import { ListToolbar } from "../../../../components/data-table/list-toolbar";
import { Truncated } from "../../../../components/data-table/truncated";
import { useListParams } from "../../../../components/data-table/use-list-params";
import { useContactMessagesQuery, type ContactMessagesQuery } from "../admin-messages.generated";
import { formatMoment } from "../../../../lib/format";
import { HandledButton } from "../components/handled-button";

type Message = ContactMessagesQuery["contactMessages"]["edges"][number]["node"];

const SUBJECTS: Record<Message["subject"], string> = {
  COURSE_INFO: "Course information",
  ENROLLMENT: "Enrollment",
  TECHNICAL: "Technical",
  BILLING: "Billing",
  OTHER: "Other",
};

const COLUMNS: readonly Column<Message>[] = [
  {
    header: "Received",
    sortField: "CREATED_AT",
    render: message => <time dateTime={message.createdAt}>{formatMoment(message.createdAt)}</time>,
  },
  {
    header: "From",
    sortField: "NAME",
    render: message => (
      <Stack gap="0">
        <Truncated text={message.name} fontWeight="medium" />
        <Link href={`mailto:${message.email}`} color="blue.700" fontSize="sm" display="block">
          <Truncated text={message.email} unbroken />
        </Link>
        {message.phone && (
          <Text fontSize="sm" color="gray.600">
            {message.phone}
          </Text>
        )}
      </Stack>
    ),
  },
  { header: "Subject", render: message => SUBJECTS[message.subject] },
  {
    header: "Message",
    render: message => (
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere" maxW="xs" fontSize="sm">
        {message.message}
      </Text>
    ),
  },
  {
    header: "Status",
    render: message =>
      message.handled ? (
        <Badge colorPalette="green">Handled</Badge>
      ) : (
        <Badge colorPalette="orange">New</Badge>
      ),
  },
  {
    header: "Actions",
    actions: true,
    render: message => (
      <HandledButton id={message.id} handled={message.handled} name={message.name} />
    ),
  },
];

/** /admin/messages: the contact form's messages, newest first, searchable and marked handled. */
export function AdminMessagesPage() {
  const list = useListParams({
    sortFields: ["CREATED_AT", "NAME", "EMAIL"] as const,
    defaultSort: { field: "CREATED_AT", direction: "DESC" },
    filters: { handled: ["yes", "no"] },
  });
  const handled = list.filters.handled;
  const { data, loading, error, refetch } = useContactMessagesQuery({
    variables: {
      ...list.page,
      sort: list.sort,
      filter: {
        search: list.search || null,
        handled: handled === "yes" ? true : handled === "no" ? false : null,
      },
    },
  });
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Messages
        </Heading>
        <Text color="gray.600">What visitors sent through the contact page.</Text>
      </Stack>
      <ListToolbar
        list={list}
        searchLabel="Search messages"
        searchPlaceholder="Name, email or message"
        filters={[
          {
            param: "handled",
            label: "Status",
            options: [
              { value: "no", label: "New" },
              { value: "yes", label: "Handled" },
            ],
          },
        ]}
      />
      <DataTable<Message>
        caption="Messages"
        columns={COLUMNS}
        rowKey={message => message.id}
        list={list}
        connection={data?.contactMessages}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        errorTitle="Failed to load messages"
        emptyText="No messages match your search criteria"
      />
    </Stack>
  );
}
