import { describe, expect, it, jest } from "@jest/globals";
import { screen } from "@testing-library/react";
import {
  OFFER_REFERENCE,
  answerOfferPayment,
  pendingOffer,
} from "../features/business-offers/offer-fixtures";
import { renderApp } from "./render-app";

// The harness itself: the payment page asks for an intent as soon as it shows the offer; here the
// hash of that request is slowed so that the request leaves after the first test has ended.
describe("a request the app sends after its test has ended", () => {
  it("is left late by the first test", async () => {
    answerOfferPayment();
    const digest = crypto.subtle.digest.bind(crypto.subtle);
    jest
      .spyOn(crypto.subtle, "digest")
      .mockImplementation(async (algorithm, data) =>
        new Promise(resolve => setTimeout(resolve, 100)).then(() => digest(algorithm, data)),
      );
    await renderApp(`/business-offers/payment/${pendingOffer.id}?ref=${OFFER_REFERENCE}`);
    expect(await screen.findByText("Lone Star Recovery")).toBeInTheDocument();
  });

  it("never reaches the next test's handlers", async () => {
    const calls = answerOfferPayment();
    await new Promise(resolve => setTimeout(resolve, 400));
    expect(calls.intents).toBe(0);
  });
});
