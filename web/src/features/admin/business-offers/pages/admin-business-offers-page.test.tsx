import { afterEach, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  AdminBusinessOffersDocument,
  AdminUpdateBusinessOfferStatusDocument,
  type AdminBusinessOffersPage_OfferFragment as Offer,
  type AdminBusinessOffersQuery,
  type AdminBusinessOffersQueryVariables,
  type AdminUpdateBusinessOfferStatusMutationVariables,
} from "../admin-business-offers.generated";
import { administrator, learner } from "../../../../test/fixtures";
import { onPhone } from "../../../../test/phone";
import { currentPath, mountApp, renderPage } from "../../../../test/render-app";
import { api, server, signedInAs } from "../../../../test/server";
import { OFFER_STATUSES } from "../offer-status";

function offer(fields: Partial<Offer> & Pick<Offer, "id">): Offer {
  return {
    __typename: "AdminBusinessOffer",
    businessName: `Agency ${fields.id}`,
    contactName: `Owner ${fields.id}`,
    contactEmail: `owner${fields.id}@agency.example`,
    contactPhone: "555-0100",
    businessWebsite: null,
    businessAddress: "1 Main Street, Austin, TX",
    licenseType: "ROYALTY_FREE",
    feeCents: 250000,
    additionalInfo: null,
    status: "PENDING",
    statusNote: null,
    // Noon UTC: the same day in every time zone the tests may run in.
    offerSentAt: "2026-11-20T12:00:00.000Z",
    paymentId: null,
    paymentAmountCents: null,
    partnerId: null,
    ...fields,
  };
}

const paid = offer({
  id: 7,
  businessName: "Lone Star Recovery",
  contactName: "Dana Whitfield",
  contactEmail: "dana.whitfield.licensing@lonestar-recovery-agency.example.com",
  contactPhone: "+1 (512) 555-0147",
  businessWebsite: "https://lonestar.example/about",
  businessAddress: "200 Congress Ave\nSuite 400\nAustin, TX 78701",
  additionalInfo: "Three branches.\nWe start in March.",
  status: "PAID",
  paymentId: "demo_pi_offer_7",
  paymentAmountCents: 250000,
  partnerId: 3,
});
const pending = offer({
  id: 8,
  licenseType: "REVENUE_SHARE",
  feeCents: 75000,
  businessWebsite: "javascript:alert(1)",
  statusNote: "Back to pending: the card was declined.\nThey will pay by wire.",
});

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
  const app = await renderPage(path);
  await screen.findByRole("heading", { level: 1, name: "Business Offers" });
  return { app, asked };
}

const row = (text: string) => within(screen.getByText(text).closest("tr")!);

afterEach(() => {
  jest.restoreAllMocks();
});

/** An element's own style as the browser would compute it from the page's style sheets. */
const styleOf = (element: Element) => window.getComputedStyle(element);

/** Opens an offer's Details: the dialog, and the value shown beside a label in it. */
async function openDetails(id: number) {
  fireEvent.click(await screen.findByRole("button", { name: `Details of offer ${id}` }));
  const dialog = within(await screen.findByRole("dialog", { name: "Business Offer Details" }));
  const value = (label: string) => dialog.getByText(label).nextElementSibling as HTMLElement;
  return { dialog, value };
}

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
    expect(paidRow.getByText(paid.contactEmail)).toBeInTheDocument();
    expect(paidRow.getByText("Royalty-Free")).toBeInTheDocument();
    expect(paidRow.getByText("Nov 20, 2026")).toBeInTheDocument();
    expect(paidRow.getByText("Paid")).toBeInTheDocument();
    expect(paidRow.getByText("$2,500.00")).toBeInTheDocument();
    expect(paidRow.getByText("demo_pi_offer_7")).toBeInTheDocument();
    const pendingRow = row("Agency 8");
    expect(pendingRow.getByText("Revenue Share")).toBeInTheDocument();
    expect(pendingRow.getByText("Pending")).toBeInTheDocument();
    expect(pendingRow.getByText("—")).toBeInTheDocument();
    // A paid offer links the partner its fee made; an offer without one links none.
    expect(paidRow.getByRole("link", { name: "Partner of offer 7" })).toHaveAttribute(
      "href",
      "/admin/partners/3",
    );
    expect(pendingRow.queryByRole("link", { name: /Partner of offer/ })).toBeNull();
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
    expect(asked.at(-1)?.filter).toEqual({ search: "lone", status: "PAID" });
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("paid");
    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), {
      target: { value: "cancelled" },
    });
    await waitFor(() => expect(app.router.location.search).toBe("?status=cancelled&q=lone"));
    await waitFor(() =>
      expect(asked.at(-1)?.filter).toEqual({ search: "lone", status: "CANCELLED" }),
    );
  });

  it("changes a status inline, and Cancel closes the dropdown unchanged", async () => {
    await openPage();
    const changes = answerUpdate();
    fireEvent.click(await screen.findByRole("button", { name: "Change status of offer 7" }));
    expect(screen.getByRole("combobox", { name: "Status of offer 7" })).toHaveValue("PAID");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("combobox", { name: "Status of offer 7" })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Change status of offer 7" }));
    fireEvent.change(screen.getByRole("combobox", { name: "Status of offer 7" }), {
      target: { value: "SIGNED" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Status Updated")).toBeInTheDocument();
    expect(changes).toEqual([{ id: 7, status: "SIGNED", note: null }]);
    await waitFor(() => expect(row("Lone Star Recovery").getByText("Signed")).toBeInTheDocument());
  });

  it("asks for a note before marking paid an offer with no verified payment", async () => {
    await openPage();
    const changes = answerUpdate();
    fireEvent.click(await screen.findByRole("button", { name: "Change status of offer 8" }));
    fireEvent.change(screen.getByRole("combobox", { name: "Status of offer 8" }), {
      target: { value: "PAID" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Say why the offer is paid without a verified payment"),
    ).toBeInTheDocument();
    expect(changes).toEqual([]);
    fireEvent.change(screen.getByLabelText("Note"), { target: { value: "Paid by wire transfer" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(changes).toEqual([{ id: 8, status: "PAID", note: "Paid by wire transfer" }]),
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
      target: { value: "PAID" },
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
      target: { value: "CANCELLED" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Failed to update offer status. Please try again."),
    ).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Status of offer 8" })).toBeInTheDocument();
  });

  it("shows an email whole in its title, cut to one line, never broken inside a word", async () => {
    await openPage();
    const email = row("Lone Star Recovery").getByText(paid.contactEmail);
    expect(email).toHaveAttribute("title", paid.contactEmail);
    expect(styleOf(email).whiteSpace).toBe("nowrap");
    expect(styleOf(email).textOverflow).toBe("ellipsis");
    expect(styleOf(email).overflowWrap).not.toBe("anywhere");
    expect(styleOf(email).wordBreak).not.toBe("break-all");
  });

  it("opens Details with every field of the offer, and Close closes it", async () => {
    await openPage();
    const { dialog, value } = await openDetails(7);
    expect(value("ID")).toHaveTextContent("7");
    expect(value("Business Name")).toHaveTextContent("Lone Star Recovery");
    expect(value("Contact Name")).toHaveTextContent("Dana Whitfield");
    const email = dialog.getByRole("link", { name: paid.contactEmail });
    expect(email).toHaveAttribute("href", `mailto:${paid.contactEmail}`);
    // Shown whole; it may wrap before its "@" and dots only, never inside a word.
    expect(email.innerHTML).toBe(paid.contactEmail.replace(/([@.])/g, "<wbr>$1"));
    expect(styleOf(email).overflowWrap).not.toBe("anywhere");
    expect(styleOf(email).wordBreak).not.toBe("break-all");
    expect(dialog.getByRole("link", { name: "+1 (512) 555-0147" })).toHaveAttribute(
      "href",
      "tel:+15125550147",
    );
    const website = dialog.getByRole("link", { name: "https://lonestar.example/about" });
    expect(website).toHaveAttribute("href", "https://lonestar.example/about");
    expect(website).toHaveAttribute("target", "_blank");
    expect(website).toHaveAttribute("rel", "noopener noreferrer");
    // The address and the additional information keep the applicant's line breaks.
    expect(value("Address").textContent).toBe("200 Congress Ave\nSuite 400\nAustin, TX 78701");
    expect(styleOf(value("Address").firstElementChild!).whiteSpace).toBe("pre-line");
    expect(value("Additional Info").textContent).toBe("Three branches.\nWe start in March.");
    expect(styleOf(value("Additional Info").firstElementChild!).whiteSpace).toBe("pre-wrap");
    expect(value("License Type")).toHaveTextContent("Royalty-Free");
    expect(value("License Fee")).toHaveTextContent("$2,500.00");
    expect(value("Status")).toHaveTextContent("Paid");
    expect(value("Date Created")).toHaveTextContent(/^11\/20\/2026, \d{1,2}:\d{2}:00 [AP]M$/);
    expect(value("Payment Amount")).toHaveTextContent("$2,500.00");
    expect(value("Payment ID")).toHaveTextContent("demo_pi_offer_7");
    expect(value("Status Note")).toHaveTextContent("—");

    fireEvent.click(dialog.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("links only an http or https website, and shows a dash for what the applicant left out", async () => {
    await openPage();
    const { value } = await openDetails(8);
    expect(value("Website")).toHaveTextContent("javascript:alert(1)");
    expect(within(value("Website")).queryByRole("link")).not.toBeInTheDocument();
    expect(value("Additional Info")).toHaveTextContent("—");
    expect(value("Payment Amount")).toHaveTextContent("—");
    expect(value("Payment ID")).toHaveTextContent("—");
    expect(value("License Fee")).toHaveTextContent("$750.00");
  });

  it("shows the note an administrator gave with the offer's status, its line breaks kept", async () => {
    await openPage();
    const { value } = await openDetails(8);
    expect(value("Status")).toHaveTextContent("Pending");
    expect(value("Status Note").textContent).toBe(
      "Back to pending: the card was declined.\nThey will pay by wire.",
    );
    expect(styleOf(value("Status Note").firstElementChild!).whiteSpace).toBe("pre-wrap");
  });

  it("on a phone shows each offer as a card with its email cut whole, and Details there", async () => {
    onPhone();
    await openPage();
    const cards = within(await screen.findByRole("list", { name: "Business offers" }));
    const card = within(cards.getByText("Lone Star Recovery").closest("li")!);
    const email = card.getByText(paid.contactEmail);
    expect(email).toHaveAttribute("title", paid.contactEmail);
    expect(styleOf(email).whiteSpace).toBe("nowrap");
    expect(styleOf(email).overflowWrap).not.toBe("anywhere");
    expect(card.getByRole("button", { name: "Change status of offer 7" })).toBeInTheDocument();
    fireEvent.click(card.getByRole("button", { name: "Details of offer 7" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Business Offer Details" }));
    expect(dialog.getByText("Dana Whitfield")).toBeInTheDocument();
    expect(dialog.getByText("+1 (512) 555-0147")).toBeInTheDocument();
  });

  it("says No Business Offers when there are none", async () => {
    await openPage("/admin/business-offers", []);
    expect(await screen.findByText("No Business Offers")).toBeInTheDocument();
  });

  it("says the list failed to load, and Try Again asks again", async () => {
    signedInAs(administrator);
    answerList();
    server.use(api.query(AdminBusinessOffersDocument, () => HttpResponse.error(), { once: true }));
    await renderPage("/admin/business-offers");
    expect(
      await screen.findByText("Failed to load business offers. Please try again."),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("Lone Star Recovery")).toBeInTheDocument();
  });

  it("sends a signed-in non-admin home with Access Denied", async () => {
    signedInAs(learner);
    const app = await renderPage("/admin/business-offers");
    await waitFor(() => expect(currentPath(app)).toBe("/"));
    expect(await screen.findByText("Access Denied")).toBeInTheDocument();
    expect(
      screen.getByText("You must be an administrator to access this page."),
    ).toBeInTheDocument();
  });
});
