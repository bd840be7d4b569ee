import { useCallback, useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { LoadingState } from "../../../components/feedback/loading-state";
import {
  useCompleteOfferPaymentMutation,
  useStartOfferPaymentMutation,
  type OfferPayment_OfferFragment as Offer,
} from "../business-offers.generated";
import { errorCode } from "../../../lib/graphql/errors";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { formatPrice } from "../../../lib/format-price";
import { CardPayment } from "../../../components/payment/card-payment";
import {
  PAYMENT_ERROR,
  PaymentNotStarted,
  paymentToasts,
  useCardCheckReturn,
} from "../../../components/payment/card-check-return";
import { offerPaymentPath, offerSuccessPath } from "../licences";
import { AlreadyPaid } from "./already-paid";

/**
 * The licence fee's card form. The server sets the amount from the licence type; after the card
 * payment the server checks it with the processor before the offer counts as paid.
 */
export function OfferCardPayment({ offer, reference }: { offer: Offer; reference: string }) {
  const navigate = useNavigate();
  const [startPayment, intentState] = useStartOfferPaymentMutation();
  const [complete, { loading: completing }] = useCompleteOfferPaymentMutation();

  const start = useCallback(() => {
    // A retry gets the same open intent back: the server keys it by offer and fee.
    startPayment({ variables: { offerId: offer.id, reference } }).catch(() => undefined);
  }, [startPayment, offer.id, reference]);
  useEffect(start, [start]);

  async function paid(paymentId: string) {
    const done = await runMutation(
      async () => (await complete({ variables: { offerId: offer.id, paymentId } })).data,
      { title: PAYMENT_ERROR.title, fallback: PAYMENT_ERROR.description },
    );
    if (done) void navigate(offerSuccessPath(offer.id, reference));
  }

  useCardCheckReturn({ ref: reference }, paymentId => void paid(paymentId));

  const intent = intentState.data?.createBusinessOfferPaymentIntent;
  // Paid in another tab (or by the webhook) since the page loaded: nothing is charged twice.
  if (errorCode(intentState.error) === "CONFLICT") return <AlreadyPaid />;
  if (intentState.error) {
    return (
      <PaymentNotStarted title="Failed to initialize payment. Please try again." onRetry={start} />
    );
  }
  if (!intent || completing) {
    return (
      <LoadingState label={completing ? "Confirming your payment…" : "Preparing the payment…"} />
    );
  }
  return (
    <CardPayment
      intent={intent}
      amount={formatPrice(intent.amountCents)}
      returnPath={offerPaymentPath(offer.id, reference)}
      onPaid={paymentId => void paid(paymentId)}
      {...paymentToasts}
    />
  );
}
