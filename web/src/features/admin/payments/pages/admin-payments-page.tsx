import { Button, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { DataTable } from "../../../../components/data-table/data-table";
import { ListToolbar } from "../../../../components/data-table/list-toolbar";
import { useListParams } from "../../../../components/data-table/use-list-params";
import {
  useAdminPaymentsPageQuery,
  type AdminPaymentsPage_PaymentFragment as Payment,
} from "../admin-payments.generated";
import type { AdminPaymentFilter } from "../../../../graphql/types";
import { PaymentDialog } from "../components/payment-dialog";
import { PaymentDetailsView } from "../components/payment-details";
import { type PaymentView, paymentColumns } from "../components/payment-columns";
import { PaymentSummaryCards } from "../components/payment-summary-cards";
import { ReceiptView } from "../components/payment-receipt";
import { RefundView } from "../components/refund-view";
import { DATE_FILTER } from "../../../../lib/date-filter";
import { SOURCE_FILTER, STATUS_FILTER } from "../payment-format";

/** The list has one order (newest first); the hook still wants a sort field. */
const SORT_FIELDS = ["DATE"] as const;
const EXPORT_PATH = "/api/admin/payments/export.csv";

/** The CSV export of the payments the list shows: the same search and filters, every page. */
function exportHref(search: string, filters: Record<string, string>): string {
  const query = new URLSearchParams();
  if (search) query.set("q", search);
  if (filters.date) query.set("date", filters.date);
  if (filters.status) query.set("status", filters.status);
  if (filters.source) query.set("source", filters.source);
  const text = query.toString();
  return text ? `${EXPORT_PATH}?${text}` : EXPORT_PATH;
}

/** /admin/payments: search and filter the payments, their totals, details and receipts. */
export function AdminPaymentsPage() {
  const list = useListParams({
    sortFields: SORT_FIELDS,
    defaultSort: { field: "DATE", direction: "DESC" },
    filters: {
      date: DATE_FILTER.map(option => option.value),
      status: STATUS_FILTER.map(option => option.value),
      source: SOURCE_FILTER.map(option => option.value),
    },
  });
  const period = DATE_FILTER.find(option => option.value === list.filters.date);
  const filter: AdminPaymentFilter = {
    search: list.search || null,
    date: period?.range ?? null,
    status: STATUS_FILTER.find(option => option.value === list.filters.status)?.status ?? null,
    source: SOURCE_FILTER.find(option => option.value === list.filters.source)?.source ?? null,
  };
  const query = useAdminPaymentsPageQuery({
    variables: { ...list.page, filter },
    notifyOnNetworkStatusChange: true,
  });
  const [dialog, setDialog] = useState<{ mode: PaymentView | "refund"; payment: Payment } | null>(
    null,
  );
  const close = () => setDialog(null);

  return (
    <Stack gap="6">
      <HStack justify="space-between" align="start" wrap="wrap" gap="4">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Payments
          </Heading>
          <Text color="gray.600">Payments, receipts and revenue.</Text>
        </Stack>
        <Button asChild variant="outline" colorPalette="blue">
          <a href={exportHref(list.search, list.filters)} download>
            Export to CSV
          </a>
        </Button>
      </HStack>
      <PaymentSummaryCards filter={filter} period={period} />
      <ListToolbar
        list={list}
        searchLabel="Search payments"
        searchPlaceholder="Transaction ID, user or business, course or amount"
        filters={[
          { param: "date", label: "Date", options: DATE_FILTER },
          { param: "status", label: "Status", options: STATUS_FILTER },
          { param: "source", label: "Source", options: SOURCE_FILTER },
        ]}
      />
      <DataTable
        caption="Payments"
        columns={paymentColumns((mode, payment) => setDialog({ mode, payment }))}
        rowKey={payment => payment.id}
        list={list}
        connection={query.data?.payments}
        loading={query.loading}
        error={query.error}
        onRetry={() => query.refetch()}
        errorTitle="Failed to load payment data"
        emptyText="No payments match your search criteria"
      />
      {dialog && (
        <PaymentDialog onClose={close}>
          {dialog.mode === "details" ? (
            <PaymentDetailsView
              payment={dialog.payment}
              onViewReceipt={() => setDialog({ mode: "receipt", payment: dialog.payment })}
              onRefund={() => setDialog({ mode: "refund", payment: dialog.payment })}
            />
          ) : dialog.mode === "refund" ? (
            <RefundView
              payment={dialog.payment}
              onCancel={() => setDialog({ mode: "details", payment: dialog.payment })}
              onRefunded={close}
            />
          ) : (
            <ReceiptView payment={dialog.payment} />
          )}
        </PaymentDialog>
      )}
    </Stack>
  );
}
