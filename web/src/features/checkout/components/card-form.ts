import type { CreatePaymentIntentMutation } from "../../../graphql/graphql";

export type PaymentIntent = CreatePaymentIntentMutation["createPaymentIntent"];

/** What both card forms (demo and Stripe) are given and tell. */
export interface CardFormProps {
  intent: PaymentIntent;
  /** The amount as shown, e.g. "$199.00". */
  amount: string;
  /** The processor says the payment succeeded. */
  onPaid: (paymentId: string) => void;
  /** The processor refused the card; the form shows the reason inline as well. */
  onCardError: (message: string) => void;
}
