import { Button, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { DataTable } from "../../../../components/data-table/data-table";
import { ListToolbar } from "../../../../components/data-table/list-toolbar";
import { useListParams } from "../../../../components/data-table/use-list-params";
import { useAdminRenewalsPageQuery } from "../admin-renewals.generated";
import { DAYS_AHEAD, DaysAheadSelect, daysAheadOf } from "../components/days-ahead-select";
import { renewalColumns } from "../components/renewal-columns";

/** One order only (nearest deadline first); the hook still wants a sort field. */
const SORT_FIELDS = ["DEADLINE"] as const;
const EXPORT_PATH = "/api/admin/renewals-due/export.csv";

/** The CSV export of what the report shows: the same search and horizon, every page. */
function exportHref(search: string, days: string): string {
  const query = new URLSearchParams({ days });
  if (search) query.set("q", search);
  return `${EXPORT_PATH}?${query.toString()}`;
}

/** /admin/renewals: learners with hours missing whose renewal deadline is near. */
export function AdminRenewalsPage() {
  const list = useListParams({
    sortFields: SORT_FIELDS,
    defaultSort: { field: "DEADLINE", direction: "ASC" },
    filters: { days: DAYS_AHEAD },
  });
  const days = daysAheadOf(list);
  const query = useAdminRenewalsPageQuery({
    variables: { ...list.page, filter: { search: list.search || null, daysAhead: Number(days) } },
    notifyOnNetworkStatusChange: true,
  });

  return (
    <Stack gap="6">
      <HStack justify="space-between" align="start" wrap="wrap" gap="4">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Renewals Due
          </Heading>
          <Text color="gray.600">
            Learners with continuing-education hours missing whose deadline is near.
          </Text>
        </Stack>
        <Button asChild variant="outline" colorPalette="blue">
          <a href={exportHref(list.search, days)} download>
            Export to CSV
          </a>
        </Button>
      </HStack>
      <ListToolbar
        list={list}
        searchLabel="Search learners"
        searchPlaceholder="Username, name or email"
        actions={<DaysAheadSelect list={list} />}
      />
      <DataTable
        caption="Renewals due"
        columns={renewalColumns}
        rowKey={row => row.userId}
        list={list}
        connection={query.data?.renewalsDue}
        loading={query.loading}
        error={query.error}
        onRetry={() => query.refetch()}
        errorTitle="Failed to load the renewals report"
        emptyText={`No learner is missing hours with a deadline in the next ${days} days`}
      />
    </Stack>
  );
}
