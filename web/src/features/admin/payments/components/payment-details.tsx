import { Button, DataList, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { AdminPaymentsPage_PaymentFragment as Payment } from "../admin-payments.generated";
import { formatMoment, labelOf } from "../../../../lib/format";
import { formatPrice } from "../../../../lib/format-price";
import { courseLabel, metadataEntries, userLabel } from "../payment-format";
import { DialogView } from "../../../../components/ui/view-dialog";
import { StatusBadge } from "./payment-columns";
import { refundableCents } from "./refund-view";
import { DataListRoot } from "../../../../components/ui/data-list-root";

interface PaymentDetailsViewProps {
  payment: Payment;
  onViewReceipt(): void;
  onRefund(): void;
}

/** Stripe's dispute statuses; the open ones (evidence due or under review) stop refunds. */
const DISPUTES: Record<string, [label: string, open: boolean]> = {
  warning_needs_response: ["Inquiry: answer in the Stripe Dashboard", true],
  warning_under_review: ["Inquiry under review", true],
  warning_closed: ["Inquiry closed", false],
  needs_response: ["Disputed: answer in the Stripe Dashboard", true],
  under_review: ["Dispute under review", true],
  won: ["Dispute won", false],
  lost: ["Dispute lost: the money went back to the payer", false],
};
const disputeLabel = (status: string) => DISPUTES[status]?.[0] ?? status;
const openDispute = (payment: Payment) =>
  payment.disputeStatus !== null && (DISPUTES[payment.disputeStatus]?.[1] ?? true);

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
    ["Date", formatMoment(payment.createdAt)],
    ["Amount", `${formatPrice(payment.amountCents)} ${payment.currency.toUpperCase()}`],
    ...(payment.refundedCents > 0
      ? [["Refunded", formatPrice(payment.refundedCents)] as [string, ReactNode]]
      : []),
    ...(payment.pendingRefundCents > 0
      ? [["Refund pending", formatPrice(payment.pendingRefundCents)] as [string, ReactNode]]
      : []),
    ...(payment.disputeStatus
      ? [["Dispute", disputeLabel(payment.disputeStatus)] as [string, ReactNode]]
      : []),
    ["Status", <StatusBadge status={payment.status} />],
    ["Provider", labelOf(payment.provider)],
    ["Course", courseLabel(payment)],
  ];
  return (
    <DialogView
      title="Payment Details"
      footer={
        payment.status === "SUCCESSFUL" && (
          <>
            {refundableCents(payment) > 0 && !openDispute(payment) && (
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
