import { Alert, Checkbox, Stack, Text } from "@chakra-ui/react";
import { LoadingState } from "../../../../components/feedback/loading-state";
import { CheckboxRoot } from "../../../../components/ui/checkbox-root";
import {
  useAdminSeatRefundQuery,
  type AdminPaymentsPage_PaymentFragment as Payment,
} from "../admin-payments.generated";
import { countOf } from "../../../../lib/format";

/** Whole seats a payment of seats gives back once `refundedCents` of it are back (the server's rule). */
const seatsBack = (payment: Payment, refundedCents: number) =>
  Math.floor((refundedCents * (payment.seats ?? 0)) / payment.amountCents);

/** The seats a refund of `cents` more gives back. */
function seatsGivenBack(payment: Payment, cents: number): number {
  const before = payment.refundedCents + payment.pendingRefundCents;
  return seatsBack(payment, before + cents) - seatsBack(payment, before);
}

interface SeatRefundFieldsProps {
  payment: Payment;
  /** The refund's amount as entered, in cents (null while it is not a valid amount). */
  cents: number | null;
  ending: readonly number[];
  onEndingChange(ending: number[]): void;
}

/**
 * A refund of seats an agency bought: what it gives back (unused seats first), and when it gives
 * back seats in use, the enrollments on them the administrator chooses to end.
 */
export function SeatRefundFields({
  payment,
  cents,
  ending,
  onEndingChange,
}: SeatRefundFieldsProps) {
  const { data, loading, error } = useAdminSeatRefundQuery({
    variables: { paymentId: payment.id },
    fetchPolicy: "network-only",
  });
  if (loading) return <LoadingState label="Loading the seats" />;
  const seats = data?.adminSeatRefund;
  if (error || !seats) {
    return (
      <Alert.Root status="error">
        <Alert.Title>The agency's seats could not be loaded.</Alert.Title>
      </Alert.Root>
    );
  }
  const back = cents === null ? 0 : seatsGivenBack(payment, cents);
  const inUse = Math.max(back - seats.unused, 0);
  const toggle = (id: number, on: boolean) =>
    onEndingChange(on ? [...ending, id] : ending.filter(chosen => chosen !== id));
  return (
    <Stack gap="3">
      <Text>
        {seats.agencyName} bought {seats.seats} seats with this payment ({seats.returned} given back
        so far) and holds {seats.unused} unused. This refund gives back{" "}
        <strong>{countOf(back, "seat")}</strong>, unused ones first.
      </Text>
      {inUse > 0 && (
        <Stack gap="2" role="group" aria-label="Enrollments to end">
          <Text fontWeight="semibold">
            Choose {countOf(inUse, "enrollment")} on these seats to end (chosen: {ending.length}).
            Agents only invited hold seats too: the manager can revoke their invitations instead.
          </Text>
          {seats.enrollments.map(holder => (
            <CheckboxRoot
              key={holder.enrollmentId}
              checked={ending.includes(holder.enrollmentId)}
              onCheckedChange={change => toggle(holder.enrollmentId, change.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {holder.firstName} {holder.lastName} ({holder.email})
              </Checkbox.Label>
            </CheckboxRoot>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
