import { Badge, Button, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useSearchParams } from "react-router-dom";
import { DataTable } from "../../../../components/data-table/data-table";
import type { Column } from "../../../../components/data-table/data-table";
import { ListToolbar } from "../../../../components/data-table/list-toolbar";
import { useListParams } from "../../../../components/data-table/use-list-params";
import { useAuditLogQuery, type AuditLogQuery } from "../admin-security.generated";
import { formatMoment, labelOf } from "../../../../lib/format";
import { AuditSentence } from "../../components/audit-sentence";

type Entry = AuditLogQuery["auditLog"]["edges"][number]["node"];

/** The event types an administrator filters by most; the server knows them all. */
export const AUDIT_TYPES = [
  ["login.succeeded", "Sign-in"],
  ["login.failed", "Failed sign-in"],
  ["account.locked", "Account locked"],
  ["account.unlocked", "Account unlocked"],
  ["address.unblocked", "Address unblocked"],
  ["logout", "Logout"],
  ["session.refresh_reused", "Refresh token reused"],
  ["session.force_logout", "Force logout"],
  ["session.force_logout_all", "Force logout of all users"],
  ["password.changed", "Password changed"],
  ["password.reset_by_admin", "Password reset"],
  ["user.created", "User created"],
  ["user.updated", "User updated"],
  ["user.deleted", "User deleted"],
  ["user.role_changed", "Role changed"],
  ["payment.recorded", "Payment"],
  ["payment.refunded", "Refund"],
  ["enrollment.created", "Enrollment"],
  ["settings.updated", "Settings"],
] as const;

const LABELS = new Map<string, string>(AUDIT_TYPES);

/** An event type as the filter names it, else its words ("api_token.created": "API Token Created"). */
const eventLabel = (type: string) => LABELS.get(type) ?? labelOf(type);

const COLUMNS: readonly Column<Entry>[] = [
  {
    header: "Time",
    render: entry => (
      <Text asChild whiteSpace="nowrap">
        <time dateTime={entry.createdAt}>{formatMoment(entry.createdAt)}</time>
      </Text>
    ),
  },
  {
    header: "Event",
    render: entry => (
      <Badge variant="subtle" title={entry.type} whiteSpace="normal">
        {eventLabel(entry.type)}
      </Badge>
    ),
  },
  {
    header: "What happened",
    render: entry => (
      <AuditSentence
        fontSize="sm"
        overflowWrap="anywhere"
        message={entry.message}
        target={entry.target}
      />
    ),
  },
  { header: "By", truncate: true, render: entry => entry.actorUsername ?? "—" },
  { header: "IP Address", render: entry => entry.ipAddress ?? "—" },
];

/** A date field's value (yyyy-mm-dd) as the start of that day in UTC, or null. */
const dayStart = (value: string, plusDays = 0) => {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  date.setUTCDate(date.getUTCDate() + plusDays);
  return date.toISOString();
};

const EXPORT_PATH = "/api/admin/audit-log/export.csv";

/** The CSV export of the events the tab shows: the same type, actor and days, every page. */
function exportHref(search: string, type: string | undefined, from: string, to: string): string {
  const query = new URLSearchParams();
  if (type) query.set("type", type);
  if (search) query.set("q", search);
  if (dayStart(from)) query.set("from", from);
  if (dayStart(to)) query.set("to", to);
  const text = query.toString();
  return text ? `${EXPORT_PATH}?${text}` : EXPORT_PATH;
}

/** Audit Logs: the audit log newest first, filtered by type, actor and dates (all in the URL). */
export function AuditLogTab() {
  const list = useListParams({
    sortFields: ["CREATED_AT"] as const,
    defaultSort: { field: "CREATED_AT", direction: "DESC" },
    filters: { type: AUDIT_TYPES.map(([type]) => type) },
  });
  const [params] = useSearchParams();
  const dates = [
    { name: "from", label: "From", value: params.get("from") ?? "" },
    { name: "to", label: "To", value: params.get("to") ?? "" },
  ];
  const [from, to] = dates;
  const { data, loading, error, refetch } = useAuditLogQuery({
    variables: {
      ...list.page,
      filter: {
        type: list.filters.type ?? null,
        actorUsername: list.search || null,
        from: dayStart(from.value),
        to: dayStart(to.value, 1),
      },
    },
  });
  return (
    <Stack gap="2">
      <HStack justify="end">
        <Button asChild variant="outline" colorPalette="blue">
          <a href={exportHref(list.search, list.filters.type, from.value, to.value)} download>
            Export to CSV
          </a>
        </Button>
      </HStack>
      <ListToolbar
        list={list}
        searchLabel="Actor username"
        searchPlaceholder="Exact username"
        filters={[
          {
            param: "type",
            label: "Event type",
            options: AUDIT_TYPES.map(([value, label]) => ({ value, label })),
          },
        ]}
        actions={
          <>
            {dates.map(date => (
              <Field.Root key={date.name} maxW={{ md: "44" }}>
                <Field.Label>{date.label}</Field.Label>
                <Input
                  type="date"
                  value={date.value}
                  onChange={event => list.setFilter(date.name, event.target.value)}
                />
              </Field.Root>
            ))}
          </>
        }
      />
      <DataTable<Entry>
        caption="Audit log"
        columns={COLUMNS}
        rowKey={entry => entry.id}
        list={list}
        connection={data?.auditLog}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        errorTitle="Failed to load the audit log"
        emptyText="No audit events match your filters"
      />
    </Stack>
  );
}
