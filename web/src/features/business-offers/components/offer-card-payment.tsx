import { Alert, Button } from "@chakra-ui/react";
import { useCallback, useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { LoadingState } from "../../../components/feedback/loading-state";
import type { OfferPayment_OfferFragment as Offer } from "../../../graphql/member/graphql";
import {
  useCompleteOfferPaymentMutation,
  usePaymentSettingsQuery,
  useStartOfferPaymentMutation,
} from "../../../graphql/member/hooks";
import { errorCode } from "../../../lib/graphql/errors";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { showToast } from "../../../lib/toast";
import { formatPrice } from "../../../lib/format-price";
import { CardPayment } from "../../../components/payment/card-payment";
import { offerPaymentPath, offerSuccessPath } from "../licences";
import { AlreadyPaid } from "./already-paid";

const UNEXPECTED = {
  title: "Payment Error",
  description: "An unexpected error occurred. Please try again.",
};

/**
 * The licence fee's card form. The server sets the amount from the licence type; after the card
 * payment the server checks it with the processor before the offer counts as paid.
 */
export function OfferCardPayment({ offer, reference }: { offer: Offer; reference: string }) {
  const navigate = useNavigate();
  const settings = usePaymentSettingsQuery();
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
      { title: UNEXPECTED.title, fallback: UNEXPECTED.description },
    );
    if (done) void navigate(offerSuccessPath(offer.id, reference));
  }

  // Back from a card check the processor asked for (3-D Secure): Stripe appends the payment's
  // id and how the check went; the server still verifies the payment before the offer is paid.
  const [params, setParams] = useSearchParams();
  const returned = useRef(false);
  useEffect(() => {
    const status = params.get("redirect_status");
    const paymentId = params.get("payment_intent");
    if (!status || !paymentId || returned.current) return;
    returned.current = true;
    setParams({ ref: reference }, { replace: true });
    if (status === "succeeded") void paid(paymentId);
    else {
      showToast("error", {
        title: "Payment Failed",
        description: "An error occurred while processing your payment.",
      });
    }
  });

  const intent = intentState.data?.createBusinessOfferPaymentIntent;
  // Paid in another tab (or by the webhook) since the page loaded: nothing is charged twice.
  if (errorCode(intentState.error) === "CONFLICT") return <AlreadyPaid />;
  if (settings.error || intentState.error) {
    return (
      <Alert.Root status="error" alignItems="center" flexWrap="wrap">
        <Alert.Indicator />
        <Alert.Title flex="1">Failed to initialize payment. Please try again.</Alert.Title>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={() => {
            if (settings.error) void settings.refetch();
            start();
          }}
        >
          Try Again
        </Button>
      </Alert.Root>
    );
  }
  if (!intent || !settings.data || completing) {
    return (
      <LoadingState label={completing ? "Confirming your payment…" : "Preparing the payment…"} />
    );
  }
  return (
    <CardPayment
      settings={settings.data.paymentSettings}
      intent={intent}
      amount={formatPrice(intent.amountCents)}
      returnPath={offerPaymentPath(offer.id, reference)}
      onPaid={paymentId => void paid(paymentId)}
      onCardError={message => showToast("error", { title: "Payment Failed", description: message })}
      onUnexpectedError={() => showToast("error", UNEXPECTED)}
    />
  );
}
