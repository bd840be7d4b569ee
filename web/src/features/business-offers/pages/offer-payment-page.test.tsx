import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse } from "msw";
import { ConfirmDemoPaymentDocument } from "../../../components/payment/demo-card-form.generated";
import { OfferPaymentPageDocument, StartOfferPaymentDocument } from "../business-offers.generated";
import { payWith } from "../../../test/demo-payments";
import { currentPath, renderPage } from "../../../test/render-app";
import { api, refused, server } from "../../../test/server";
import { OFFER_REFERENCE, answerOfferPayment, pendingOffer } from "../offer-fixtures";

const PATH = `/business-offers/payment/${pendingOffer.id}?ref=${OFFER_REFERENCE}`;
const FEE = "$2,500.00";

describe("the licence fee payment page", () => {
  it.each(["abc", "0", "-3", "1.5", "12abc"])(
    "sends an offer id of %s back to the licensing page",
    async id => {
      answerOfferPayment();
      const app = await renderPage(`/business-offers/payment/${id}`);
      await waitFor(() => expect(currentPath(app)).toBe("/business-offers"));
    },
  );

  it("completes a payment the processor returns from (3-D Secure), and says when its check failed", async () => {
    const calls = answerOfferPayment();
    const app = await renderPage(`${PATH}&payment_intent=pi_3ds_12&redirect_status=succeeded`);
    await waitFor(() =>
      expect(currentPath(app)).toBe("/business-offers/success?offer=12&ref=k3Vq-9xZ_reference0123"),
    );
    expect(calls.completed).toEqual([{ offerId: 12, paymentId: "pi_3ds_12" }]);
    app.unmount();

    const failed = await renderPage(`${PATH}&payment_intent=pi_3ds_12&redirect_status=failed`);
    expect(
      await screen.findByText("An error occurred while processing your payment."),
    ).toBeInTheDocument();
    // The address is cleaned of the processor's return once the failure is told.
    await waitFor(() => expect(currentPath(failed)).toBe(PATH));
    expect(calls.completed).toHaveLength(1);
  });

  it.each([
    ["without a reference", `/business-offers/payment/${pendingOffer.id}`],
    ["with a wrong reference", `/business-offers/payment/${pendingOffer.id}?ref=guessed`],
  ])("shows only the licence type and fee %s, and starts no payment", async (_, path) => {
    const calls = answerOfferPayment();
    await renderPage(path);
    expect(
      await screen.findByText("This payment link is incomplete or no longer valid"),
    ).toBeInTheDocument();
    expect(screen.getByText("Royalty-Free License")).toBeInTheDocument();
    expect(screen.getByText(FEE)).toBeInTheDocument();
    expect(screen.queryByText("Lone Star Recovery")).not.toBeInTheDocument();
    expect(screen.queryByText("Business")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    expect(calls.intents).toBe(0);
  });

  it("pays the fee with the demo card, reports the payment and shows the success page", async () => {
    const calls = answerOfferPayment();
    const app = await renderPage(PATH);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Complete Your Payment" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/handled by our card payment provider and are never stored/),
    ).toBeInTheDocument();
    expect(await screen.findByText("Lone Star Recovery")).toBeInTheDocument();
    expect(screen.getByText("Royalty-Free License")).toBeInTheDocument();
    await payWith("4242 4242 4242 4242", FEE);
    await waitFor(() =>
      expect(currentPath(app)).toBe("/business-offers/success?offer=12&ref=k3Vq-9xZ_reference0123"),
    );
    expect(calls.completed).toEqual([{ offerId: 12, paymentId: "demo_pi_offer_12" }]);
    expect(await screen.findByRole("heading", { name: "Payment Successful" })).toBeInTheDocument();
  });

  it("shows a declined card inline and in a Payment Failed toast, and reports nothing", async () => {
    const calls = answerOfferPayment();
    const app = await renderPage(PATH);
    await payWith("4000 0000 0000 0002", FEE);
    expect(await screen.findByRole("alert")).toHaveTextContent("Your card was declined.");
    expect(await screen.findByText("Payment Failed")).toBeInTheDocument();
    expect(calls.completed).toEqual([]);
    expect(currentPath(app)).toBe(PATH);
  });

  it("falls back to the spec's words when the processor gives no reason", async () => {
    answerOfferPayment();
    server.use(
      api.mutation(ConfirmDemoPaymentDocument, () =>
        HttpResponse.json({
          data: {
            __typename: "Mutation",
            confirmDemoPayment: {
              __typename: "DemoPaymentResult",
              paymentIntentId: "demo_pi_offer_12",
              status: "requires_payment_method",
              error: null,
            },
          },
        }),
      ),
    );
    await renderPage(PATH);
    await payWith("4000 0000 0000 0002", FEE);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "An error occurred while processing your payment.",
    );
  });

  it("says Payment Error when the card payment cannot be tried at all", async () => {
    answerOfferPayment();
    server.use(api.mutation(ConfirmDemoPaymentDocument, () => HttpResponse.error()));
    await renderPage(PATH);
    await payWith("4242 4242 4242 4242", FEE);
    expect(await screen.findByText("Payment Error")).toBeInTheDocument();
    expect(screen.getByText("An unexpected error occurred. Please try again.")).toBeInTheDocument();
  });

  it("says the payment could not start, and Try Again asks again", async () => {
    const calls = answerOfferPayment();
    server.use(api.mutation(StartOfferPaymentDocument, () => HttpResponse.error(), { once: true }));
    await renderPage(PATH);
    expect(
      await screen.findByText("Failed to initialize payment. Please try again."),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByLabelText("Card number")).toBeInTheDocument();
    expect(calls.intents).toBe(1);
  });

  it("says the offer could not be loaded, and Try Again loads it", async () => {
    answerOfferPayment();
    server.use(api.query(OfferPaymentPageDocument, () => HttpResponse.error(), { once: true }));
    await renderPage(PATH);
    expect(
      await screen.findByText("Failed to load business offer details. Please try again."),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("Lone Star Recovery")).toBeInTheDocument();
  });

  it("shows a paid offer as paid, with no card form", async () => {
    const calls = answerOfferPayment({ ...pendingOffer, status: "PAID" });
    await renderPage(PATH);
    expect(await screen.findByText("This offer has already been paid.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    expect(calls.intents).toBe(0);
  });

  it("shows the offer as paid when the server says so on starting the payment", async () => {
    answerOfferPayment();
    server.use(
      api.mutation(StartOfferPaymentDocument, () =>
        refused("CONFLICT", "This offer has already been paid."),
      ),
    );
    await renderPage(PATH);
    expect(await screen.findByText("This offer has already been paid.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
  });
});
