import { Alert } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { LoadingState } from "../feedback/loading-state";
import type { CardFormProps } from "./card-form";
import { DemoCardForm } from "./demo-card-form";

// Stripe's script loads only when an install with Stripe keys shows a card form.
const StripeCardForm = lazy(() => import("./stripe-card-form"));

/**
 * The install's card form, for the checkout, seats and the licence fee alike: Stripe Elements
 * when the intent is Stripe's (its publishable key rides on it), else the demo processor's form
 * (DECISIONS 13); a Stripe install without its publishable key is a broken setup and says so.
 */
export function CardPayment(form: CardFormProps) {
  const { processor, publishableKey } = form.intent;
  if (processor !== "STRIPE") return <DemoCardForm {...form} />;
  if (!publishableKey) {
    return (
      <Alert.Root status="error">
        <Alert.Title>Payment Configuration Error</Alert.Title>
        <Alert.Description>
          Payment processing is currently unavailable. The administrator needs to configure payment
          provider API keys.
        </Alert.Description>
      </Alert.Root>
    );
  }
  return (
    <Suspense fallback={<LoadingState label="Loading the card form…" />}>
      <StripeCardForm {...form} publishableKey={publishableKey} />
    </Suspense>
  );
}
