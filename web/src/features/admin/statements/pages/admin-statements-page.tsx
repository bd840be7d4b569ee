import { Button, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { type Column, DataTable } from "../../../../components/data-table/data-table";
import { useListParams } from "../../../../components/data-table/use-list-params";
import { FactList } from "../../../../components/ui/data-list-root";
import { SelectField } from "../../../../components/forms/select-field";
import { TextField } from "../../../../components/forms/text-field";
import type { StatementStatus } from "../../../../graphql/types";
import { formatPrice } from "../../../../lib/format-price";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";
import {
  useAdminCloseFinishedMonthsMutation,
  useAdminStatementsPageQuery,
} from "../admin-statements.generated";
import type { StatementRowFragment } from "../../../partners/partner-home.generated";
import { ApproveStatementButton } from "../components/approve-statement-button";
import { statementColumns } from "../../../partners/components/statement-columns";

const STATUSES: { value: StatementStatus; label: string }[] = [
  { value: "READY", label: "Ready" },
  { value: "APPROVED", label: "Approved" },
  { value: "WAITING", label: "Waiting" },
  { value: "PAID", label: "Paid" },
  { value: "FAILED", label: "Failed" },
  { value: "REVERSED", label: "Reversed" },
];
const MONTH = /^\d{4}-\d{2}$/;
/** The statements' columns and, for one not paid yet, its approval. */
const COLUMNS: Column<StatementRowFragment>[] = [
  ...statementColumns(true),
  {
    header: "Payout",
    actions: true,
    render: statement => <ApproveStatementButton statement={statement} />,
  },
];
/** The typed filters: the months (the browser's month picker) and a partner's id. */
const TEXT_FILTERS = [
  { param: "from", label: "From month", type: "month", maxW: "12rem" },
  { param: "to", label: "To month", type: "month", maxW: "12rem" },
  { param: "partner", label: "Partner ID", type: undefined, maxW: "10rem" },
] as const;

/** /admin/statements: every partner's monthly statements, filtered, with their sums. */
export function AdminStatementsPage() {
  const list = useListParams({
    sortFields: ["CLOSED"] as const,
    defaultSort: { field: "CLOSED", direction: "DESC" },
    filters: {
      status: STATUSES.map(option => option.value),
      from: value => MONTH.test(value),
      to: value => MONTH.test(value),
      partner: value => /^\d{1,9}$/.test(value),
    },
  });
  const { status, from, to, partner } = list.filters;
  const query = useAdminStatementsPageQuery({
    variables: {
      ...list.page,
      filter: {
        status: (status as StatementStatus | undefined) ?? null,
        from: from ?? null,
        to: to ?? null,
        partnerId: partner ? Number(partner) : null,
      },
    },
    notifyOnNetworkStatusChange: true,
  });
  const [closeMonths, closing] = useAdminCloseFinishedMonthsMutation();
  const closeNow = async () => {
    const made = await runMutation(async () => (await closeMonths()).data?.adminCloseStatements, {
      title: "Months Not Closed",
      fallback: "The finished months could not be closed.",
    });
    if (made === undefined || made === null) return;
    showToast("success", {
      title: "Finished Months Closed",
      description: made === 1 ? "1 statement was made." : `${made} statements were made.`,
    });
    await query.refetch();
  };
  const totals = query.data?.adminStatements.totals;

  return (
    <Stack gap="6">
      <HStack justify="space-between" align="start" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Statements
          </Heading>
          <Text color="gray.600">
            Partners' monthly statements: sales, refunds, royalty, fees and what is payable.
          </Text>
        </Stack>
        <Button colorPalette="blue" loading={closing.loading} onClick={() => void closeNow()}>
          Close finished months
        </Button>
      </HStack>
      <HStack gap="4" align="end" wrap="wrap">
        <SelectField
          label="Status"
          name="status"
          value={status ?? ""}
          placeholder="All"
          options={STATUSES}
          onChange={event => list.setFilter("status", event.target.value)}
          maxW="12rem"
        />
        {TEXT_FILTERS.map(({ param, label, type, maxW }) => (
          <TextField
            key={param}
            label={label}
            name={param}
            type={type}
            inputMode={type ? undefined : "numeric"}
            value={list.filters[param] ?? ""}
            onChange={event => list.setFilter(param, event.target.value.trim())}
            maxW={maxW}
          />
        ))}
      </HStack>
      {totals && (
        <FactList
          facts={[
            ["Sales", formatPrice(totals.salesCents)],
            ["Refunds", formatPrice(totals.refundsCents)],
            ["Royalty", formatPrice(totals.royaltyCents)],
            ["Fees", formatPrice(totals.feesCents)],
            ["Partner share", formatPrice(totals.partnerShareCents)],
            ["Payable", formatPrice(totals.payableCents)],
            ["Carried forward", formatPrice(totals.carriedOutCents)],
          ]}
        />
      )}
      <DataTable
        caption="Statements"
        columns={COLUMNS}
        rowKey={statement => statement.id}
        list={list}
        connection={query.data?.adminStatements.statements}
        loading={query.loading}
        error={query.error}
        onRetry={() => query.refetch()}
        errorTitle="Failed to load statements. Please try again."
        emptyText="No Statements"
      />
    </Stack>
  );
}
