import { Alert, Button } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router-dom";
import { showToast } from "../../lib/toast";

/** A payment that could not be tried or confirmed (network, server), in the card forms' words. */
export const PAYMENT_ERROR = {
  title: "Payment Error",
  description: "An unexpected error occurred. Please try again.",
};

/** The card form's toasts: a card the processor refused, and a payment that could not be tried. */
export const paymentToasts = {
  onCardError: (message: string) =>
    showToast("error", { title: "Payment Failed", description: message }),
  onUnexpectedError: () => showToast("error", PAYMENT_ERROR),
};

/**
 * Back from a card check the processor asked for (3-D Secure): Stripe appends the payment's id
 * and how the check went to the return path. Once, the page's own parameters (`keep`) are put
 * back, and a succeeded check goes on to `onPaid` (the server still verifies the payment); any
 * other is told as a failed payment.
 */
export function useCardCheckReturn(
  keep: Record<string, string>,
  onPaid: (paymentId: string) => void,
) {
  const [params, setParams] = useSearchParams();
  const returned = useRef(false);
  useEffect(() => {
    const status = params.get("redirect_status");
    const paymentId = params.get("payment_intent");
    if (!status || !paymentId || returned.current) return;
    returned.current = true;
    setParams(keep, { replace: true });
    if (status === "succeeded") onPaid(paymentId);
    else {
      showToast("error", {
        title: "Payment Failed",
        description: "An error occurred while processing your payment.",
      });
    }
  });
}

/** A payment that could not be started (the processor's settings or the intent): why, and Try Again. */
export function PaymentNotStarted({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" alignItems="center" flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Title flex="1">{title}</Alert.Title>
      <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
        Try Again
      </Button>
    </Alert.Root>
  );
}
