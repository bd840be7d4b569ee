import { useCallback, useEffect } from "react";
import { LoadingState } from "../../../components/feedback/loading-state";
import { CardPayment } from "../../../components/payment/card-payment";
import { PaymentNotStarted, paymentToasts } from "../../../components/payment/card-check-return";
import { formatPrice } from "../../../lib/format-price";
import { partnerPath } from "../partner-words";
import { useStartPartnerRenewalMutation } from "../partner-term.generated";

/**
 * The renewal's card form, as the licence fee's: the server sets the amount (the royalty-free
 * fee); once paid, `onPaid` has the server check the payment with the processor.
 */
export function RenewalPayment({
  partnerId,
  confirming,
  onPaid,
}: {
  partnerId: number;
  confirming: boolean;
  onPaid(paymentId: string): void;
}) {
  const [startRenewal, intentState] = useStartPartnerRenewalMutation();
  const start = useCallback(() => {
    // A retry gets the same open intent back: the server keys it by partner and payer.
    startRenewal({ variables: { partnerId } }).catch(() => undefined);
  }, [startRenewal, partnerId]);
  useEffect(start, [start]);

  const intent = intentState.data?.createPartnerRenewalIntent;
  if (intentState.error) {
    return (
      <PaymentNotStarted title="Failed to start the renewal. Please try again." onRetry={start} />
    );
  }
  if (!intent || confirming) {
    return (
      <LoadingState label={confirming ? "Confirming your payment…" : "Preparing the payment…"} />
    );
  }
  return (
    <CardPayment
      intent={intent}
      amount={formatPrice(intent.amountCents)}
      returnPath={partnerPath(partnerId)}
      onPaid={onPaid}
      {...paymentToasts}
    />
  );
}
