import { Alert } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { LoadingState } from "../feedback/loading-state";
import type { PaymentSettingsQuery } from "../../graphql/member/graphql";
import type { CardFormProps } from "./card-form";
import { DemoCardForm } from "./demo-card-form";

// Stripe's script loads only when an install with Stripe keys shows a card form.
const StripeCardForm = lazy(() => import("./stripe-card-form"));

type PaymentSettings = PaymentSettingsQuery["paymentSettings"];

/**
 * The install's card form, for the checkout and the licence fee alike: Stripe Elements when
 * Stripe is set up, else the demo processor's form (DECISIONS 13); a Stripe install without its
 * publishable key is a broken setup and says so.
 */
export function CardPayment({ settings, ...form }: CardFormProps & { settings: PaymentSettings }) {
  if (settings.processor !== "STRIPE") return <DemoCardForm {...form} />;
  if (!settings.publishableKey) {
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
      <StripeCardForm {...form} publishableKey={settings.publishableKey} />
    </Suspense>
  );
}
