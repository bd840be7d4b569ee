import type { PaymentIntent as Intent } from "../../graphql/types";

/** What a card form needs of the processor's intent (a course's or a licence fee's). */
export type PaymentIntent = Pick<Intent, "id" | "clientSecret" | "processor" | "publishableKey">;

/** Said when the processor refuses a card without giving a reason (admin spec section 8). */
export const CARD_ERROR_FALLBACK = "An error occurred while processing your payment.";

/** What both card forms (demo and Stripe) are given and tell. */
export interface CardFormProps {
  intent: PaymentIntent;
  /** The amount as shown, e.g. "$199.00". */
  amount: string;
  /** The processor says the payment succeeded. */
  onPaid: (paymentId: string) => void;
  /** The processor refused the card; the form shows the reason inline as well. */
  onCardError: (message: string) => void;
  /** The payment could not be tried at all (network, server): each flow words this its own way. */
  onUnexpectedError: () => void;
  /** Where Stripe sends the browser back to when the card needs a redirect (3-D Secure). */
  returnPath?: string;
}
