import { Badge, Button, HStack, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import type { Column } from "../../../../components/data-table/data-table";
import { StatusOptionBadge } from "../../../../components/data-table/status-badge";
import { Truncated } from "../../../../components/data-table/truncated";
import type { AdminPaymentsPage_PaymentFragment as Payment } from "../admin-payments.generated";
import type { PaymentStatus } from "../../../../graphql/types";
import { formatMoment, labelOf } from "../../../../lib/format";
import { formatPrice } from "../../../../lib/format-price";
import { STATUS_FILTER, courseLabel, shortTransactionId, userLabel } from "../payment-format";

export type PaymentView = "details" | "receipt";

/** A payment's status as a coloured badge: successful green, pending yellow, failed red, refunded gray. */
export function StatusBadge({ status }: { status: PaymentStatus }) {
  return <StatusOptionBadge status={status} options={STATUS_FILTER} />;
}

/**
 * What was paid, and below it what was given back: "$50.00 refunded", marked "Partially
 * refunded" while some of the payment is kept (a full refund is the Refunded status).
 */
export function AmountCell({ payment }: { payment: Payment }) {
  const refunded = payment.refundedCents;
  if (refunded <= 0) return <>{formatPrice(payment.amountCents)}</>;
  return (
    <Stack gap="0.5" align="end">
      <Text as="span">{formatPrice(payment.amountCents)}</Text>
      <Text as="span" fontSize="xs" color="gray.600">
        {formatPrice(refunded)} refunded
      </Text>
      {refunded < payment.amountCents && (
        <Badge colorPalette="orange" variant="subtle" size="sm">
          Partially refunded
        </Badge>
      )}
    </Stack>
  );
}

/** The payments table's columns; the actions open a payment's Details or Receipt dialog. */
export function paymentColumns(
  open: (view: PaymentView, payment: Payment) => void,
): Column<Payment>[] {
  return [
    {
      header: "Transaction ID",
      // Shown short (the spec's first 8 characters), read out whole.
      render: payment => (
        <Text as="span" fontFamily="mono" fontSize="xs" title={payment.transactionId}>
          <span aria-hidden="true">{shortTransactionId(payment.transactionId)}</span>
          <VisuallyHidden>{payment.transactionId}</VisuallyHidden>
        </Text>
      ),
    },
    { header: "User", truncate: true, render: userLabel },
    {
      header: "Course",
      truncate: true,
      // A partner's sale says whose storefront made it under the course.
      render: payment =>
        payment.partnerName ? (
          <Stack gap="0.5">
            <Truncated text={courseLabel(payment)} />
            <Badge colorPalette="purple" variant="subtle" size="sm" alignSelf="start">
              Partner: {payment.partnerName}
            </Badge>
          </Stack>
        ) : (
          courseLabel(payment)
        ),
    },
    { header: "Amount", align: "end", render: payment => <AmountCell payment={payment} /> },
    {
      header: "Date",
      // The date above the time: the row's actions keep their room at 1366 px.
      render: payment => (
        <Text as="span" display="block" w="7rem">
          {formatMoment(payment.createdAt)}
        </Text>
      ),
    },
    { header: "Status", render: payment => <StatusBadge status={payment.status} /> },
    { header: "Provider", render: payment => labelOf(payment.provider) },
    {
      header: "Actions",
      actions: true,
      render: payment => (
        <HStack gap="2" wrap="wrap">
          <Button
            size="xs"
            variant="outline"
            aria-label={`Details of ${payment.transactionId}`}
            onClick={() => open("details", payment)}
          >
            Details
          </Button>
          {payment.receiptId != null && (
            <Button
              size="xs"
              variant="outline"
              aria-label={`Receipt of ${payment.transactionId}`}
              onClick={() => open("receipt", payment)}
            >
              Receipt
            </Button>
          )}
        </HStack>
      ),
    },
  ];
}
