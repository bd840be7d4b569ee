import { HttpResponse } from "msw";
import {
  CompleteOfferPaymentDocument,
  OfferPaymentPageDocument,
  StartOfferPaymentDocument,
  type CompleteOfferPaymentMutationVariables,
  type OfferPayment_OfferFragment,
} from "./business-offers.generated";
import { answerDemoPayments } from "../../test/demo-payments";
import { api, refused, server } from "../../test/server";

/** Offer 12's reference, as its application answered it. */
export const OFFER_REFERENCE = "k3Vq-9xZ_reference0123";

export const pendingOffer: OfferPayment_OfferFragment = {
  __typename: "BusinessOffer",
  id: 12,
  withDetails: true,
  businessName: "Lone Star Recovery",
  licenseType: "ROYALTY_FREE",
  status: "PENDING",
  feeCents: 250000,
};

const intent = {
  __typename: "PaymentIntent" as const,
  id: "demo_pi_offer_12",
  clientSecret: "demo_pi_offer_12_secret_x",
  amountCents: 250000,
  currency: "usd",
  processor: "DEMO" as const,
  publishableKey: null,
};

/**
 * The API's answers for an offer's payment page in demo mode (cards starting 4000 are declined),
 * counting the intents asked for and the cards tried, and recording the payments reported. As the
 * API does, the offer is answered in full only for its reference, else its licence and fee alone.
 */
export function answerOfferPayment(offer = pendingOffer) {
  const calls = {
    intents: 0,
    pay: 0,
    completed: [] as CompleteOfferPaymentMutationVariables[],
  };
  server.use(
    api.query(OfferPaymentPageDocument, ({ variables }) => {
      const businessOffer =
        variables.reference === OFFER_REFERENCE
          ? offer
          : { ...offer, withDetails: false, businessName: null, status: null };
      return HttpResponse.json({ data: { __typename: "Query", businessOffer } });
    }),
    api.mutation(StartOfferPaymentDocument, ({ variables }) => {
      if (variables.reference !== OFFER_REFERENCE) {
        return refused("FORBIDDEN", "This payment link is incomplete or no longer valid.");
      }
      calls.intents += 1;
      return HttpResponse.json({
        data: { __typename: "Mutation", createBusinessOfferPaymentIntent: intent },
      });
    }),
    api.mutation(CompleteOfferPaymentDocument, ({ variables }) => {
      calls.completed.push(variables);
      return HttpResponse.json({
        data: { __typename: "Mutation", payBusinessOffer: { ...offer, status: "PAID" } },
      });
    }),
  );
  return answerDemoPayments(intent.id, calls);
}
