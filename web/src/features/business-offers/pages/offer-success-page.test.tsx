import { describe, expect, it, jest } from "@jest/globals";
import { act, screen, waitFor } from "@testing-library/react";
import { HttpResponse } from "msw";
import { OfferPaymentPageDocument } from "../business-offers.generated";
import { useFakeClock } from "../../../test/fake-clock";
import { currentPath, renderPage } from "../../../test/render-app";
import { api, server } from "../../../test/server";
import { SUCCESS_REDIRECT_MS } from "./offer-success-page";

/** Answers offer 8 with `status` for the reference "r-8" only, recording what was asked. */
function offerIs(status: "PAID" | "PENDING") {
  const asked: (string | null | undefined)[] = [];
  server.use(
    api.query(OfferPaymentPageDocument, ({ variables }) => {
      asked.push(variables.reference);
      return HttpResponse.json({
        data: {
          __typename: "Query",
          businessOffer: {
            __typename: "BusinessOffer",
            id: 8,
            withDetails: true,
            businessName: "Acme Bail Bonds",
            licenseType: "ROYALTY_FREE",
            status,
            feeCents: 250000,
          },
        },
      });
    }),
  );
  return asked;
}

describe("the licence fee success page", () => {
  it("confirms a paid offer with a toast and offers the licence agreement, and goes home after 5 seconds (the spec)", async () => {
    const asked = offerIs("PAID");
    useFakeClock();
    const path = "/business-offers/success?offer=8&ref=r-8";
    const app = await renderPage(path);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Payment Successful" }),
    ).toBeInTheDocument();
    expect(await screen.findByText("Your licensing payment was received.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    const agreement = "/licence-agreement/8?ref=r-8";
    expect(screen.getByRole("link", { name: "Sign the Licence Agreement" })).toHaveAttribute(
      "href",
      agreement,
    );
    expect(asked).toEqual(["r-8"]);
    act(() => jest.advanceTimersByTime(SUCCESS_REDIRECT_MS - 100));
    expect(currentPath(app)).toBe(path);
    act(() => jest.advanceTimersByTime(200));
    await waitFor(() => expect(currentPath(app)).toBe("/"));
  });

  it.each([
    ["without an offer reference", "/business-offers/success", "PAID"],
    ["for an offer not paid", "/business-offers/success?offer=8&ref=r-8", "PENDING"],
  ] as const)("says there is no payment %s", async (_case, path, status) => {
    offerIs(status);
    await renderPage(path);
    expect(
      await screen.findByRole("heading", { level: 1, name: "No Payment Found" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Payment Successful")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Business Licensing Program" })).toHaveAttribute(
      "href",
      "/business-offers",
    );
  });
});
