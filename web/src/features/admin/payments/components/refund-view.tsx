import { Button, Stack, Text, chakra } from "@chakra-ui/react";
import { useState } from "react";
import { SwitchField } from "../../../../components/forms/switch-field";
import { TextField } from "../../../../components/forms/text-field";
import { useForm } from "../../../../components/forms/use-form";
import type { AdminPaymentsPage_PaymentFragment as Payment } from "../../../../graphql/admin/graphql";
import { useAdminRefundPaymentMutation } from "../../../../graphql/admin/hooks";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";
import { formatPrice, priceToCents } from "../../../../lib/format-price";
import { courseLabel, userLabel } from "../payment-format";
import { DialogView } from "../../../../components/ui/view-dialog";
import { SeatRefundFields } from "./seat-refund-fields";

interface RefundViewProps {
  payment: Payment;
  /** Back to the payment's details. */
  onCancel(): void;
  onRefunded(): void;
}

/** What is left to give back of a payment, in cents (pending refunds hold their part back). */
export const refundableCents = (payment: Payment) =>
  payment.amountCents - payment.refundedCents - payment.pendingRefundCents;

/** The amount field's problem, if any: a price from one cent to what is left of the payment. */
export function refundProblem(
  amount: string,
  leftCents: number,
  keep: boolean,
): string | undefined {
  const cents = priceToCents(amount);
  if (cents === null || cents < 1 || cents > leftCents) {
    return `Enter an amount from $0.01 to ${formatPrice(leftCents)}`;
  }
  if (cents < leftCents && !keep) {
    return "A partial refund keeps the course: choose to keep the enrollment";
  }
  return undefined;
}

/**
 * Refund Payment, a view of the payment dialog: gives money back through the payment's
 * processor. A full refund ends the enrollment it bought (the server withdraws the
 * learning-system access); a partial one keeps it.
 */
export function RefundView({ payment, onCancel, onRefunded }: RefundViewProps) {
  const left = refundableCents(payment);
  // Seats bought for an agency are no enrollment of the payer's: a partial refund needs no keeping.
  const forSeats = payment.seats != null;
  const [keep, setKeep] = useState(false);
  const [ending, setEnding] = useState<number[]>([]);
  const form = useForm({ amount: (left / 100).toFixed(2) }, values => ({
    amount: refundProblem(values.amount, left, keep || forSeats),
  }));
  const [refund, { loading }] = useAdminRefundPaymentMutation({
    refetchQueries: ["AdminPaymentsPage", "AdminPaymentSummary"],
    awaitRefetchQueries: true,
  });

  async function submit({ amount }: typeof form.values) {
    const amountCents = priceToCents(amount) ?? 0;
    const input = forSeats
      ? { paymentId: payment.id, amountCents, endEnrollmentIds: ending }
      : { paymentId: payment.id, amountCents, keepEnrollment: keep };
    const data = await runMutation(async () => (await refund({ variables: { input } })).data, {
      title: "Refund failed",
      fallback: "The refund was not recorded. Please try again.",
    });
    if (!data) return;
    const pending = data.refundPayment.pendingRefundCents > payment.pendingRefundCents;
    showToast(
      "success",
      pending
        ? {
            title: "Refund pending",
            description: `The processor has the refund of ${formatPrice(amountCents)} to ${userLabel(payment)} pending; the payment and enrollment change once it succeeds.`,
          }
        : {
            title: "Payment refunded",
            description: `${formatPrice(amountCents)} was refunded to ${userLabel(payment)}.`,
          },
    );
    onRefunded();
  }

  return (
    <chakra.form noValidate onSubmit={form.handleSubmit(submit)} aria-label="Refund Payment">
      <DialogView
        title="Refund Payment"
        footer={
          <>
            <Button variant="outline" onClick={onCancel} disabled={loading}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="red" loading={loading} loadingText="Refunding...">
              Refund
            </Button>
          </>
        }
      >
        <Stack gap="4">
          <Text color="gray.600">
            Give back up to <strong>{formatPrice(left)}</strong> of {userLabel(payment)}'s payment
            for {forSeats ? `${payment.seats} seats of ` : ""}
            {courseLabel(payment)} through {payment.provider}.{" "}
            {forSeats
              ? "Seats go back in proportion to the money; the buyer is notified."
              : "A full refund ends the enrollment and withdraws the learning-system access; the learner is notified."}
          </Text>
          <TextField
            label="Amount ($)"
            required
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            {...form.field("amount")}
          />
          {forSeats ? (
            <SeatRefundFields
              payment={payment}
              cents={priceToCents(form.values.amount)}
              ending={ending}
              onEndingChange={setEnding}
            />
          ) : (
            <SwitchField label="The learner keeps the course" checked={keep} onChange={setKeep} />
          )}
        </Stack>
      </DialogView>
    </chakra.form>
  );
}
