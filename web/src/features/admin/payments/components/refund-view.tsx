import { Button, Stack, Text, chakra } from "@chakra-ui/react";
import { useState } from "react";
import { SwitchField } from "../../../../components/forms/switch-field";
import { TextField } from "../../../../components/forms/text-field";
import { useForm } from "../../../../components/forms/use-form";
import {
  useAdminRefundPaymentMutation,
  type AdminPaymentsPage_PaymentFragment as Payment,
} from "../admin-payments.generated";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";
import { labelOf } from "../../../../lib/format";
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
 * A key for one refund, made when its dialog opens and sent with every try of it: the server
 * refunds once however often it is sent (a double click, a retry after a lost answer).
 */
export function refundKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `refund-${Array.from(bytes, byte => byte.toString(16).padStart(2, "0")).join("")}`;
}

/** What the dialog says a full refund ends, and what the amount is a part of. */
function refundText(payment: Payment, left: number) {
  const upTo = <strong>{formatPrice(left)}</strong>;
  if (payment.licence) {
    const business = payment.businessName ?? "the business";
    return (
      <>
        Give back up to {upTo} of {business}'s fee for the {payment.licence} through{" "}
        {labelOf(payment.provider)}. A full refund cancels {business}'s business offer and ends its{" "}
        {payment.licence}; a partial one keeps them.
      </>
    );
  }
  const seats = payment.seats != null;
  return (
    <>
      Give back up to {upTo} of {userLabel(payment)}'s payment for{" "}
      {seats ? `${payment.seats} seats of ` : ""}
      {courseLabel(payment)} through {labelOf(payment.provider)}.{" "}
      {seats
        ? "Seats go back in proportion to the money; the buyer is notified."
        : "A full refund ends the enrollment and withdraws the learning-system access; the learner is notified."}
    </>
  );
}

/**
 * Refund Payment, a view of the payment dialog: gives money back through the payment's
 * processor. A full refund ends the enrollment it bought (the server withdraws the
 * learning-system access); a partial one keeps it unless the administrator says otherwise. A
 * licence fee's full refund cancels the business offer and its licence.
 */
export function RefundView({ payment, onCancel, onRefunded }: RefundViewProps) {
  const left = refundableCents(payment);
  // Seats bought for an agency or a licence are no enrollment of the payer's: nothing to keep.
  const forSeats = payment.seats != null;
  const forCourse = !forSeats && !payment.licence;
  const [idempotencyKey] = useState(refundKey);
  // The administrator's choice; until then a partial amount keeps the course, a full one ends it.
  const [keepChoice, setKeep] = useState<boolean | null>(null);
  const keepFor = (amount: string) => {
    const cents = priceToCents(amount);
    return keepChoice ?? (cents !== null && cents < left);
  };
  const [ending, setEnding] = useState<number[]>([]);
  const form = useForm({ amount: (left / 100).toFixed(2) }, values => ({
    amount: refundProblem(values.amount, left, keepFor(values.amount) || !forCourse),
  }));
  const keep = keepFor(form.values.amount);
  const [refund, { loading }] = useAdminRefundPaymentMutation({
    refetchQueries: ["AdminPaymentsPage", "AdminPaymentSummary"],
    awaitRefetchQueries: true,
  });

  async function submit({ amount }: typeof form.values) {
    const amountCents = priceToCents(amount) ?? 0;
    const input = forSeats
      ? { paymentId: payment.id, amountCents, endEnrollmentIds: ending, idempotencyKey }
      : forCourse
        ? { paymentId: payment.id, amountCents, keepEnrollment: keep, idempotencyKey }
        : { paymentId: payment.id, amountCents, idempotencyKey };
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
            description: `The processor has the refund of ${formatPrice(amountCents)} to ${userLabel(payment)} pending; the payment and ${forCourse ? "enrollment" : forSeats ? "seats" : "licence"} change once it succeeds.`,
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
          <Text color="gray.600">{refundText(payment, left)}</Text>
          <TextField
            label="Amount ($)"
            required
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            {...form.field("amount")}
          />
          {forSeats && (
            <SeatRefundFields
              payment={payment}
              cents={priceToCents(form.values.amount)}
              ending={ending}
              onEndingChange={setEnding}
            />
          )}
          {forCourse && (
            <SwitchField label="The learner keeps the course" checked={keep} onChange={setKeep} />
          )}
        </Stack>
      </DialogView>
    </chakra.form>
  );
}
