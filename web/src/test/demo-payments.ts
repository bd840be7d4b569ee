import { fireEvent, screen } from "@testing-library/react";
import { HttpResponse } from "msw";
import { ConfirmDemoPaymentDocument } from "../components/payment/demo-card-form.generated";
import { api, server } from "./server";

/**
 * The demo processor as the card form meets it (the checkout's and the licence fee's): Stripe's
 * test-card rules, so a card starting 4000 is declined. Counts the cards tried in `calls.pay`.
 */
export function answerDemoPayments<Calls extends { pay: number }>(
  paymentIntentId: string,
  calls: Calls,
): Calls {
  server.use(
    api.mutation(ConfirmDemoPaymentDocument, ({ variables }) => {
      calls.pay += 1;
      const declined = variables.input.cardNumber.startsWith("4000");
      return HttpResponse.json({
        data: {
          __typename: "Mutation",
          confirmDemoPayment: {
            __typename: "DemoPaymentResult",
            paymentIntentId,
            status: declined ? "requires_payment_method" : "succeeded",
            error: declined ? "Your card was declined." : null,
          },
        },
      });
    }),
  );
  return calls;
}

/** Fills the demo card form with a card and a valid expiry and CVC, and presses Pay {amount}. */
export async function payWith(cardNumber: string, amount: string) {
  fireEvent.change(await screen.findByLabelText("Card number"), { target: { value: cardNumber } });
  fireEvent.change(screen.getByLabelText("Expiry"), { target: { value: "12 / 34" } });
  fireEvent.change(screen.getByLabelText("CVC"), { target: { value: "123" } });
  fireEvent.click(screen.getByRole("button", { name: `Pay ${amount}` }));
}
