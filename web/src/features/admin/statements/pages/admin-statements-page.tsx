import { Button, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { DataTable } from "../../../../components/data-table/data-table";
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
import { statementColumns } from "../components/statement-columns";

const STATUSES: { value: StatementStatus; label: string }[] = [
  { value: "READY", label: "Ready" },
  { value: "APPROVED", label: "Approved" },
  { value: "WAITING", label: "Waiting" },
  { value: "PAID", label: "Paid" },
  { value: "FAILED", label: "Failed" },
  { value: "REVERSED", label: "Reversed" },
];
const MONTH = /^\d{4}-\d{2}$/;
const COLUMNS = statementColumns(true);

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
        <TextField
          label="From month"
          name="from"
          type="month"
          value={from ?? ""}
          onChange={event => list.setFilter("from", event.target.value)}
          maxW="12rem"
        />
        <TextField
          label="To month"
          name="to"
          type="month"
          value={to ?? ""}
          onChange={event => list.setFilter("to", event.target.value)}
          maxW="12rem"
        />
        <TextField
          label="Partner ID"
          name="partner"
          inputMode="numeric"
          value={partner ?? ""}
          onChange={event => list.setFilter("partner", event.target.value.trim())}
          maxW="10rem"
        />
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
