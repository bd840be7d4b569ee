import { Badge, SimpleGrid, Stack, Stat } from "@chakra-ui/react";
import { DataTable } from "../../../components/data-table/data-table";
import type { Column } from "../../../components/data-table/data-table";
import { ListToolbar } from "../../../components/data-table/list-toolbar";
import { useListParams } from "../../../components/data-table/use-list-params";
import { formatMoment } from "../../../lib/format";
import { formatPrice } from "../../../lib/format-price";
import { DATE_FILTER } from "../../../lib/date-filter";
import { type PartnerSalesQuery, usePartnerSalesQuery } from "../partner-people.generated";

type Sale = PartnerSalesQuery["partnerSales"]["edges"][number]["node"];
type Totals = PartnerSalesQuery["partnerSales"]["totals"];

/** A sale in words: paid, partly refunded, or refunded (in full). */
function saleStatus(sale: Sale) {
  if (sale.status === "REFUNDED") return { label: "Refunded", color: "gray" };
  if (sale.refundedCents > 0) return { label: "Partly refunded", color: "yellow" };
  return { label: "Paid", color: "green" };
}

const COLUMNS: readonly Column<Sale>[] = [
  {
    header: "Date",
    render: sale => <time dateTime={sale.paidAt}>{formatMoment(sale.paidAt)}</time>,
  },
  { header: "Learner", truncate: true, render: sale => sale.learnerName ?? "Deleted user" },
  { header: "Course", truncate: true, render: sale => sale.courseTitle ?? "Deleted course" },
  { header: "Amount", align: "end", render: sale => formatPrice(sale.amountCents) },
  {
    header: "Refunded",
    align: "end",
    render: sale => (sale.refundedCents ? formatPrice(sale.refundedCents) : "—"),
  },
  {
    header: "Status",
    render: sale => {
      const { label, color } = saleStatus(sale);
      return (
        <Badge colorPalette={color} variant="subtle">
          {label}
        </Badge>
      );
    },
  },
];

/** The totals of every sale the filter selects, above the list. */
function SalesTotals({ totals }: { totals: Totals }) {
  const figures = [
    ["Sales", String(totals.sales)],
    ["Paid", formatPrice(totals.amountCents)],
    ["Refunded", formatPrice(totals.refundedCents)],
    ["Net", formatPrice(totals.netCents)],
  ] as const;
  return (
    <SimpleGrid role="group" aria-label="Sales totals" columns={{ base: 2, md: 4 }} gap="3" mb="4">
      {figures.map(([label, value]) => (
        <Stat.Root key={label} borderWidth="1px" rounded="md" p="3">
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}

/** The partner's sales, newest first, by period and search, with their totals. */
export function PartnerSalesTable({ partnerId }: { partnerId: number }) {
  const list = useListParams({
    sortFields: ["PAID_AT"] as const,
    defaultSort: { field: "PAID_AT", direction: "DESC" },
    filters: { date: DATE_FILTER.map(option => option.value) },
  });
  const period = DATE_FILTER.find(option => option.value === list.filters.date);
  const { data, loading, error, refetch } = usePartnerSalesQuery({
    variables: {
      partnerId,
      ...list.page,
      filter: { search: list.search || null, date: period?.range ?? null },
    },
  });
  const totals = data?.partnerSales.totals;
  return (
    <Stack gap="0">
      <ListToolbar
        list={list}
        searchLabel="Search sales"
        searchPlaceholder="Learner's name or email, or course"
        filters={[
          {
            param: "date",
            label: "Period",
            options: DATE_FILTER.map(({ value, label }) => ({ value, label })),
          },
        ]}
      />
      {totals && <SalesTotals totals={totals} />}
      <DataTable<Sale>
        caption="Sales"
        columns={COLUMNS}
        rowKey={sale => sale.id}
        list={list}
        connection={data?.partnerSales}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        errorTitle="Failed to load sales"
        emptyText="No sales match your search criteria"
      />
    </Stack>
  );
}
