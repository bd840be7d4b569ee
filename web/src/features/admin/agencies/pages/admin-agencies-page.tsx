import { Button, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { DataTable } from "../../../../components/data-table/data-table";
import type { Column } from "../../../../components/data-table/data-table";
import { DayRange, dayRange, isDay } from "../../../../components/data-table/day-range";
import { ListToolbar } from "../../../../components/data-table/list-toolbar";
import { Truncated } from "../../../../components/data-table/truncated";
import { useListParams } from "../../../../components/data-table/use-list-params";
import { useAdminAgenciesQuery, type AdminAgenciesQuery } from "../admin-agencies.generated";
import { formatMoment } from "../../../../lib/format";
import { GrantSeatsDialog } from "../components/grant-seats-dialog";

type Agency = AdminAgenciesQuery["adminAgencies"]["edges"][number]["node"];

function columns(grant: (agency: Agency) => void): readonly Column<Agency>[] {
  return [
    {
      header: "Set Up",
      sortField: "CREATED_AT",
      render: agency => <time dateTime={agency.createdAt}>{formatMoment(agency.createdAt)}</time>,
    },
    {
      header: "Agency",
      sortField: "NAME",
      render: agency => (
        <Stack gap="0">
          <Truncated text={agency.name} fontWeight="medium" />
          <Link
            href={`mailto:${agency.billingEmail}`}
            color="blue.700"
            fontSize="sm"
            display="block"
          >
            <Truncated text={agency.billingEmail} unbroken />
          </Link>
        </Stack>
      ),
    },
    {
      header: "Manager",
      render: agency => (
        <Stack gap="0">
          <Truncated text={agency.managerName ?? "—"} />
          {agency.managerEmail && (
            <Text fontSize="sm" color="gray.600">
              <Truncated text={agency.managerEmail} unbroken />
            </Text>
          )}
        </Stack>
      ),
    },
    { header: "Seats Used", render: agency => `${agency.used} of ${agency.seats}` },
    { header: "Members", render: agency => String(agency.members) },
    {
      header: "Actions",
      actions: true,
      render: agency => (
        <Button size="xs" variant="outline" onClick={() => grant(agency)}>
          Grant Seats
        </Button>
      ),
    },
  ];
}

/** /admin/agencies: every agency, searched and by set-up dates; grant one seats. */
export function AdminAgenciesPage() {
  const list = useListParams({
    sortFields: ["CREATED_AT", "NAME"] as const,
    defaultSort: { field: "CREATED_AT", direction: "DESC" },
    filters: { createdFrom: isDay, createdTo: isDay },
  });
  const created = dayRange(list.filters.createdFrom, list.filters.createdTo);
  const { data, loading, error, refetch } = useAdminAgenciesQuery({
    variables: {
      ...list.page,
      sort: list.sort,
      filter: { search: list.search || null, createdFrom: created.from, createdTo: created.to },
    },
  });
  const [granting, setGranting] = useState<Agency | null>(null);
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Agencies
        </Heading>
        <Text color="gray.600">Employers that hold seats of courses for their agents.</Text>
      </Stack>
      <Stack gap="0">
        <ListToolbar
          list={list}
          searchLabel="Search agencies"
          searchPlaceholder="Name, billing email or manager"
        />
        <DayRange
          list={list}
          params={[
            ["createdFrom", "Set up from"],
            ["createdTo", "Set up to"],
          ]}
        />
      </Stack>
      <DataTable<Agency>
        caption="Agencies"
        columns={columns(setGranting)}
        rowKey={agency => agency.id}
        list={list}
        connection={data?.adminAgencies}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        errorTitle="Failed to load agencies"
        emptyText="No agencies match your search criteria"
      />
      {granting && <GrantSeatsDialog agency={granting} onClose={() => setGranting(null)} />}
    </Stack>
  );
}
