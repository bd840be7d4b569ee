import { useCallback, useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { LoadingState } from "../../../components/feedback/loading-state";
import { CardPayment } from "../../../components/payment/card-payment";
import {
  PAYMENT_ERROR,
  PaymentNotStarted,
  paymentToasts,
  useCardCheckReturn,
} from "../../../components/payment/card-check-return";
import {
  useCompleteSeatPurchaseMutation,
  useCreateSeatPaymentIntentMutation,
} from "../agency.generated";
import { failureMessage, runMutation } from "../../../lib/graphql/run-mutation";
import { formatPrice } from "../../../lib/format-price";
import { showToast } from "../../../lib/toast";
import { countOf } from "../../../lib/format";

interface SeatPaymentProps {
  course: { id: number; title: string };
  seats: number;
  /** Where the processor sends the browser back after a card check (3-D Secure). */
  returnPath: string;
}

/**
 * The card form for seats of a course. The server sets the amount (the course's price times the
 * seats); after the card payment it checks the payment with the processor before adding them.
 */
export function SeatPayment({ course, seats, returnPath }: SeatPaymentProps) {
  const navigate = useNavigate();
  const [startPayment, intentState] = useCreateSeatPaymentIntentMutation();
  const [complete, { loading: completing }] = useCompleteSeatPurchaseMutation();

  const start = useCallback(() => {
    // A retry gets the same open intent back: the server keys it by manager, course and seats.
    startPayment({ variables: { courseId: course.id, seats } }).catch(() => undefined);
  }, [startPayment, course.id, seats]);
  useEffect(start, [start]);

  async function paid(paymentId: string) {
    const done = await runMutation(
      async () => (await complete({ variables: { paymentId } })).data,
      { title: PAYMENT_ERROR.title, fallback: PAYMENT_ERROR.description },
    );
    if (!done) return;
    showToast("success", {
      title: "Seats Purchased",
      description: `${countOf(seats, "seat")} of ${course.title} added to your agency.`,
    });
    void navigate("/agency");
  }

  useCardCheckReturn({ course: String(course.id), seats: String(seats) }, paymentId => {
    void paid(paymentId);
  });

  const intent = intentState.data?.createSeatPaymentIntent;
  if (intentState.error) {
    // A refusal the buyer can act on (an order too large, seats bought meanwhile) says why.
    const why = failureMessage(intentState.error, {
      title: PAYMENT_ERROR.title,
      fallback: "Failed to initialize payment. Please try again.",
    });
    return <PaymentNotStarted title={why} onRetry={start} />;
  }
  if (!intent || completing) {
    return <LoadingState label={completing ? "Adding your seats…" : "Preparing the payment…"} />;
  }
  return (
    <CardPayment
      intent={intent}
      amount={formatPrice(intent.amountCents)}
      returnPath={returnPath}
      onPaid={paymentId => void paid(paymentId)}
      {...paymentToasts}
    />
  );
}
