import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  CompleteSeatPurchaseDocument,
  CreateSeatPaymentIntentDocument,
  MyAgencyDocument,
  type MyAgencyQuery,
} from "../agency.generated";
import { answerDemoPayments, payWith } from "../../../test/demo-payments";
import { firearmsRefresher, inServiceLegal, learner } from "../../../test/fixtures";
import { currentPath, renderPage } from "../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../test/server";

type Agency = NonNullable<MyAgencyQuery["myAgency"]>;

const AGENCY: Agency = {
  __typename: "Agency",
  id: 7,
  name: "Bayou Recovery LLC",
  billingEmail: "billing@bayou.example",
  seats: [],
  members: [],
};

const INTENT = "pi_demo_seats";

/** The manager's agency, the seat payment (its amount as the server sets it) and its completion. */
function answerSeats(agency: Agency | null = AGENCY) {
  const calls = { start: [] as unknown[], complete: [] as unknown[], pay: 0 };
  server.use(
    api.query(MyAgencyDocument, () =>
      HttpResponse.json({ data: { __typename: "Query", myAgency: agency, myAgencySeats: [] } }),
    ),
    api.mutation(CreateSeatPaymentIntentDocument, ({ variables }) => {
      calls.start.push(variables);
      if (variables.seats > 600)
        return refused("BAD_USER_INPUT", "One order can be at most $999999.99: buy fewer seats");
      return HttpResponse.json({
        data: {
          __typename: "Mutation",
          createSeatPaymentIntent: {
            __typename: "PaymentIntent",
            id: INTENT,
            clientSecret: `${INTENT}_secret_x`,
            amountCents: inServiceLegal.priceCents * variables.seats,
            currency: "usd",
            processor: "DEMO",
            publishableKey: null,
          },
        },
      });
    }),
    api.mutation(CompleteSeatPurchaseDocument, ({ variables }) => {
      calls.complete.push(variables);
      return HttpResponse.json({
        data: { __typename: "Mutation", completeSeatPurchase: AGENCY },
      });
    }),
  );
  return answerDemoPayments(INTENT, calls);
}

describe("/agency/seats", () => {
  it("buys seats of a course on sale with one card payment, then shows the agency", async () => {
    signedInAs(learner);
    const calls = answerSeats();
    const app = await renderPage("/agency/seats");
    expect(await screen.findByRole("heading", { name: "Buy Seats" })).toBeInTheDocument();
    expect(screen.getByText("For Bayou Recovery LLC")).toBeInTheDocument();
    const course = screen.getByRole("combobox", { name: "Course" });
    // A course not on sale cannot be chosen.
    expect(within(course).queryByText(new RegExp(firearmsRefresher.title))).toBeNull();
    fireEvent.change(course, { target: { value: String(inServiceLegal.id) } });
    const seats = screen.getByRole("spinbutton", { name: "Seats" });
    fireEvent.change(seats, { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue to Payment" }));
    expect(
      await screen.findByText("Seats must be a whole number from 1 to 1000"),
    ).toBeInTheDocument();
    expect(calls.start).toEqual([]);

    fireEvent.change(seats, { target: { value: "3" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue to Payment" }));
    const summary = within(
      (await screen.findByRole("heading", { name: "Order Summary" })).closest(
        ".chakra-card__root",
      ) as HTMLElement,
    );
    expect(summary.getByText(inServiceLegal.title)).toBeInTheDocument();
    expect(summary.getByText("3 × $149.50")).toBeInTheDocument();
    expect(summary.getByText("$448.50")).toBeInTheDocument();

    await payWith("4242 4242 4242 4242", "$448.50");
    await waitFor(() => expect(currentPath(app)).toBe("/agency"));
    expect(await screen.findByText("Seats Purchased")).toBeInTheDocument();
    expect(calls.start).toEqual([{ courseId: inServiceLegal.id, seats: 3 }]);
    expect(calls).toMatchObject({ pay: 1, complete: [{ paymentId: INTENT }] });
  });

  it("completes the order when the processor sends the buyer back from a card check", async () => {
    signedInAs(learner);
    const calls = answerSeats();
    const app = await renderPage(
      `/agency/seats?course=${inServiceLegal.id}&seats=2&payment_intent=pi_3ds_7&redirect_status=succeeded`,
    );
    await waitFor(() => expect(currentPath(app)).toBe("/agency"));
    expect(calls.complete).toEqual([{ paymentId: "pi_3ds_7" }]);
    expect(await screen.findByText("Seats Purchased")).toBeInTheDocument();
  });

  it("says why the server refuses an order, and sends a user without an agency to set one up", async () => {
    signedInAs(learner);
    answerSeats();
    await renderPage(`/agency/seats?course=${inServiceLegal.id}&seats=700`);
    expect(
      await screen.findByText("One order can be at most $999999.99: buy fewer seats"),
    ).toBeInTheDocument();

    answerSeats(null);
    await renderPage("/agency/seats");
    expect(
      await screen.findByText("Set up your agency first: seats are bought for an agency."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Set Up Your Agency" })).toHaveAttribute(
      "href",
      "/agency",
    );
  });
});
