import { Alert, Button, Stack } from "@chakra-ui/react";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe } from "@stripe/stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { useState } from "react";
import type { FormEvent } from "react";
import { CARD_ERROR_FALLBACK } from "./card-form";
import type { CardFormProps } from "./card-form";

const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe Elements for installs with Stripe keys; loaded only on the checkout route. */
export default function StripeCardForm(props: CardFormProps & { publishableKey: string }) {
  const { publishableKey, intent } = props;
  if (!loaded.has(publishableKey)) loaded.set(publishableKey, loadStripe(publishableKey));
  return (
    <Elements
      stripe={loaded.get(publishableKey) ?? null}
      options={{ clientSecret: intent.clientSecret }}
    >
      <StripeForm {...props} />
    </Elements>
  );
}

function StripeForm({ amount, onPaid, onCardError, onUnexpectedError, returnPath }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string>();
  const [paying, setPaying] = useState(false);
  // Stripe took the card and the bank has not answered yet: paid again, it could be charged twice.
  const [processing, setProcessing] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    setError(undefined);
    // Stripe redirects only when the card needs it (3-D Secure), and then comes back to returnPath.
    const confirmParams = returnPath
      ? { return_url: new URL(returnPath, window.location.origin).href }
      : undefined;
    let result;
    try {
      result = await stripe.confirmPayment({ elements, confirmParams, redirect: "if_required" });
    } catch {
      setPaying(false);
      return onUnexpectedError();
    }
    setPaying(false);
    if (result.error) {
      const message = result.error.message ?? CARD_ERROR_FALLBACK;
      setError(message);
      onCardError(message);
    } else if (result.paymentIntent.status === "succeeded") onPaid(result.paymentIntent.id);
    else if (result.paymentIntent.status === "processing") setProcessing(true);
  }

  if (processing) {
    return (
      <Alert.Root status="info" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Payment Processing</Alert.Title>
          <Alert.Description>
            Your card was accepted and your bank is still confirming the payment of {amount}. Do not
            pay again: the purchase completes by itself once the bank confirms it, and you can leave
            this page meanwhile.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  return (
    <Stack as="form" gap="4" onSubmit={submit}>
      <PaymentElement />
      {error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
      <Button
        type="submit"
        colorPalette="blue"
        size="lg"
        disabled={!stripe}
        loading={paying}
        loadingText="Processing..."
      >
        Pay {amount}
      </Button>
    </Stack>
  );
}
