import { Alert, Button, Stack } from "@chakra-ui/react";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe } from "@stripe/stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { useState } from "react";
import type { FormEvent } from "react";
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

function StripeForm({ amount, onPaid, onCardError }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string>();
  const [paying, setPaying] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    setError(undefined);
    const result = await stripe.confirmPayment({ elements, redirect: "if_required" });
    setPaying(false);
    if (result.error) {
      const message = result.error.message ?? "Your card was declined.";
      setError(message);
      onCardError(message);
    } else if (result.paymentIntent.status === "succeeded") onPaid(result.paymentIntent.id);
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
