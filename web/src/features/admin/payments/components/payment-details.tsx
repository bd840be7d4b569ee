import { Button, DataList, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { AdminPaymentsPage_PaymentFragment as Payment } from "../../../../graphql/admin/graphql";
import { formatPrice } from "../../../../lib/format-price";
import { courseLabel, formatDateTime, metadataEntries, userLabel } from "../payment-format";
import { DialogView } from "../../../../components/ui/view-dialog";
import { StatusBadge } from "./payment-columns";
import { refundableCents } from "./refund-view";
import { DataListRoot } from "../../../../components/ui/data-list-root";

interface PaymentDetailsViewProps {
  payment: Payment;
  onViewReceipt(): void;
  onRefund(): void;
}

/** Everything about one payment, with its metadata as readable key/value lines. */
export function PaymentDetailsView({ payment, onViewReceipt, onRefund }: PaymentDetailsViewProps) {
  const metadata = payment.metadata ? metadataEntries(payment.metadata) : [];
  const rows: [string, ReactNode][] = [
    [
      "Transaction ID",
      <Text as="span" fontFamily="mono" wordBreak="break-all">
        {payment.transactionId}
      </Text>,
    ],
    ["User", userLabel(payment)],
    ["Date", formatDateTime(payment.createdAt)],
    ["Amount", `${formatPrice(payment.amountCents)} ${payment.currency.toUpperCase()}`],
    ...(payment.refundedCents > 0
      ? [["Refunded", formatPrice(payment.refundedCents)] as [string, ReactNode]]
      : []),
    ["Status", <StatusBadge status={payment.status} />],
    ["Provider", payment.provider],
    ["Course", courseLabel(payment)],
  ];
  return (
    <DialogView
      title="Payment Details"
      footer={
        payment.status === "Successful" && (
          <>
            {refundableCents(payment) > 0 && (
              <Button variant="outline" colorPalette="red" onClick={onRefund}>
                Refund
              </Button>
            )}
            <Button colorPalette="blue" onClick={onViewReceipt}>
              View Receipt
            </Button>
          </>
        )
      }
    >
      <DataListRoot orientation="horizontal" size="sm">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataListRoot>
      {metadata.length > 0 && (
        <>
          <Text fontWeight="semibold" mt="5" mb="2">
            Metadata
          </Text>
          <DataListRoot orientation="horizontal" size="sm" aria-label="Metadata">
            {metadata.map(([key, value]) => (
              <DataList.Item key={key}>
                <DataList.ItemLabel fontFamily="mono">{key}</DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataListRoot>
        </>
      )}
    </DialogView>
  );
}
