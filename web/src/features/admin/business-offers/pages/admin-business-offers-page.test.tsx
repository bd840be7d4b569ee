import { beforeAll, describe, expect, it } from "@jest/globals";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  AdminBusinessOffersDocument,
  AdminUpdateBusinessOfferStatusDocument,
} from "../../../../graphql/admin/graphql";
import type {
  AdminBusinessOffersPage_OfferFragment as Offer,
  AdminBusinessOffersQuery,
  AdminBusinessOffersQueryVariables,
  AdminUpdateBusinessOfferStatusMutationVariables,
} from "../../../../graphql/admin/graphql";
import { administrator, learner } from "../../../../test/fixtures";
import { currentPath, mountApp, renderApp } from "../../../../test/render-app";
import { api, server, signedInAs } from "../../../../test/server";
import { OFFER_STATUSES } from "../offer-status";

function offer(fields: Partial<Offer> & Pick<Offer, "id">): Offer {
  return {
    __typename: "AdminBusinessOffer",
    businessName: `Agency ${fields.id}`,
    contactEmail: `owner${fields.id}@agency.example`,
    licenseType: "RoyaltyFree",
    status: "Pending",
    // Noon UTC: the same day in every time zone the tests may run in.
    offerSentAt: "2026-11-20T12:00:00.000Z",
    paymentId: null,
    paymentAmountCents: null,
    ...fields,
  };
}

const paid = offer({
  id: 7,
  businessName: "Lone Star Recovery",
  status: "Paid",
  paymentId: "demo_pi_offer_7",
  paymentAmountCents: 250000,
});
const pending = offer({ id: 8, licenseType: "RevenueShare" });

/** Answers the list with `offers`, recording the variables of each request. */
function answerList(offers: Offer[] = [paid, pending]) {
  const asked: AdminBusinessOffersQueryVariables[] = [];
  server.use(
    api.query(AdminBusinessOffersDocument, ({ variables }) => {
      asked.push(variables);
      const businessOffers: AdminBusinessOffersQuery["businessOffers"] = {
        __typename: "AdminBusinessOfferConnection",
        totalCount: offers.length,
        pageInfo: {
          __typename: "PageInfo",
          hasNextPage: false,
          hasPreviousPage: false,
          startCursor: null,
          endCursor: null,
        },
        edges: offers.map(node => ({
          __typename: "AdminBusinessOfferEdge",
          cursor: `c${node.id}`,
          node,
        })),
      };
      return HttpResponse.json({ data: { __typename: "Query", businessOffers } });
    }),
  );
  return asked;
}

/** Answers status changes with the changed offer, or with `reply`. */
function answerUpdate(reply?: () => Response) {
  const changes: AdminUpdateBusinessOfferStatusMutationVariables[] = [];
  server.use(
    api.mutation(AdminUpdateBusinessOfferStatusDocument, ({ variables }) => {
      changes.push(variables);
      if (reply) return reply();
      const changed = [paid, pending].find(candidate => candidate.id === variables.id)!;
      return HttpResponse.json({
        data: {
          __typename: "Mutation",
          updateBusinessOfferStatus: { ...changed, status: variables.status },
        },
      });
    }),
  );
  return changes;
}

async function openPage(path = "/admin/business-offers", offers?: Offer[]) {
  signedInAs(administrator);
  const asked = answerList(offers);
  const app = await renderApp(path);
  await screen.findByRole("heading", { level: 1, name: "Business Offers" });
  return { app, asked };
}

const row = (text: string) => within(screen.getByText(text).closest("tr")!);

configure({ asyncUtilTimeout: 5000 });

// The first render loads the app, the admin layout and this page on demand: once, unhurried.
beforeAll(async () => {
  signedInAs(administrator);
  answerList([]);
  const warm = mountApp("/admin/business-offers");
  await screen.findByText("No Business Offers", {}, { timeout: 10_000 });
  warm.unmount();
});

describe("the admin business offers list", () => {
  it("shows each column, the payment or a dash, and the status badges", async () => {
    await openPage();
    await screen.findByRole("table", { name: "Business offers" });
    expect(screen.getAllByRole("columnheader").map(header => header.textContent)).toEqual([
      "ID",
      "Business Name",
      "Email",
      "License Type",
      "Date Created",
      "Status",
      "Payment",
      "Actions",
    ]);
    const paidRow = row("Lone Star Recovery");
    expect(paidRow.getByText("owner7@agency.example")).toBeInTheDocument();
    expect(paidRow.getByText("Royalty-Free")).toBeInTheDocument();
    expect(paidRow.getByText("Nov 20, 2026")).toBeInTheDocument();
    expect(paidRow.getByText("Paid")).toBeInTheDocument();
    expect(paidRow.getByText("$2,500.00")).toBeInTheDocument();
    expect(paidRow.getByText("demo_pi_offer_7")).toBeInTheDocument();
    const pendingRow = row("Agency 8");
    expect(pendingRow.getByText("Revenue Share")).toBeInTheDocument();
    expect(pendingRow.getByText("Pending")).toBeInTheDocument();
    expect(pendingRow.getByText("—")).toBeInTheDocument();
  });

  it("colours the statuses as the spec says", () => {
    expect(Object.fromEntries(OFFER_STATUSES.map(option => [option.value, option.color]))).toEqual({
      pending: "yellow",
      paid: "green",
      signed: "blue",
      active: "purple",
      cancelled: "red",
    });
  });

  it("keeps the search and the status filter in the URL and asks the server with them", async () => {
    const { app, asked } = await openPage("/admin/business-offers?status=paid&q=lone");
    await screen.findByRole("table", { name: "Business offers" });
    expect(asked.at(-1)?.filter).toEqual({ search: "lone", status: "Paid" });
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("paid");
    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), {
      target: { value: "cancelled" },
    });
    await waitFor(() => expect(app.router.location.search).toBe("?status=cancelled&q=lone"));
    await waitFor(() =>
      expect(asked.at(-1)?.filter).toEqual({ search: "lone", status: "Cancelled" }),
    );
  });

  it("changes a status inline, and Cancel closes the dropdown unchanged", async () => {
    await openPage();
    const changes = answerUpdate();
    fireEvent.click(await screen.findByRole("button", { name: "Change status of offer 7" }));
    expect(screen.getByRole("combobox", { name: "Status of offer 7" })).toHaveValue("Paid");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("combobox", { name: "Status of offer 7" })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Change status of offer 7" }));
    fireEvent.change(screen.getByRole("combobox", { name: "Status of offer 7" }), {
      target: { value: "Signed" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Status Updated")).toBeInTheDocument();
    expect(changes).toEqual([{ id: 7, status: "Signed", note: null }]);
    await waitFor(() => expect(row("Lone Star Recovery").getByText("Signed")).toBeInTheDocument());
  });

  it("asks for a note before marking paid an offer with no verified payment", async () => {
    await openPage();
    const changes = answerUpdate();
    fireEvent.click(await screen.findByRole("button", { name: "Change status of offer 8" }));
    fireEvent.change(screen.getByRole("combobox", { name: "Status of offer 8" }), {
      target: { value: "Paid" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Say why the offer is paid without a verified payment"),
    ).toBeInTheDocument();
    expect(changes).toEqual([]);
    fireEvent.change(screen.getByLabelText("Note"), { target: { value: "Paid by wire transfer" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(changes).toEqual([{ id: 8, status: "Paid", note: "Paid by wire transfer" }]),
    );
  });

  it("shows the server's refusal of the note beside it", async () => {
    await openPage();
    answerUpdate(() =>
      HttpResponse.json({
        data: null,
        errors: [
          {
            message: "The note must be at most 1000 characters",
            extensions: {
              code: "BAD_USER_INPUT",
              fields: { note: "The note must be at most 1000 characters" },
            },
          },
        ],
      }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Change status of offer 8" }));
    fireEvent.change(screen.getByRole("combobox", { name: "Status of offer 8" }), {
      target: { value: "Paid" },
    });
    fireEvent.change(screen.getByLabelText("Note"), { target: { value: "x".repeat(1001) } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The note must be at most 1000 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Note")).toHaveAttribute("aria-invalid", "true");
  });

  it("says the update failed in the spec's words when the server cannot be reached", async () => {
    await openPage();
    answerUpdate(() => HttpResponse.error());
    fireEvent.click(await screen.findByRole("button", { name: "Change status of offer 8" }));
    fireEvent.change(screen.getByRole("combobox", { name: "Status of offer 8" }), {
      target: { value: "Cancelled" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Failed to update offer status. Please try again."),
    ).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Status of offer 8" })).toBeInTheDocument();
  });

  it("says No Business Offers when there are none", async () => {
    await openPage("/admin/business-offers", []);
    expect(await screen.findByText("No Business Offers")).toBeInTheDocument();
  });

  it("says the list failed to load, and Try Again asks again", async () => {
    signedInAs(administrator);
    answerList();
    server.use(api.query(AdminBusinessOffersDocument, () => HttpResponse.error(), { once: true }));
    await renderApp("/admin/business-offers");
    expect(
      await screen.findByText("Failed to load business offers. Please try again."),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("Lone Star Recovery")).toBeInTheDocument();
  });

  it("sends a signed-in non-admin home with Access Denied", async () => {
    signedInAs(learner);
    const app = await renderApp("/admin/business-offers");
    await waitFor(() => expect(currentPath(app)).toBe("/"));
    expect(await screen.findByText("Access Denied")).toBeInTheDocument();
    expect(
      screen.getByText("You must be an administrator to access this page."),
    ).toBeInTheDocument();
  });
});
