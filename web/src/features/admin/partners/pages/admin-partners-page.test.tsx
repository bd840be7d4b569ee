import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { administrator } from "../../../../test/fixtures";
import { connectionOf } from "../../../../test/lists";
import { answer as answerPartner, partner } from "../../../../test/partners";
import { renderPage } from "../../../../test/render-app";
import { api, server, signedInAs } from "../../../../test/server";
import { PartnerSalesDocument } from "../../../partners/partner-people.generated";
import {
  AdminMapPartnerHostDocument,
  AdminPartnerPageDocument,
  type AdminPartnerPageQuery,
  AdminPartnersPageDocument,
  type AdminPartnersPageQueryVariables,
  type AdminPartners_RowFragment as Row,
} from "../admin-partners.generated";

const live: Row = {
  __typename: "AdminPartnerRow",
  id: 7,
  legalName: "Acme Bail Bonds LLC",
  displayName: "Acme Academy",
  licenceType: "REVENUE_SHARE",
  status: "LIVE",
  termEndsAt: null,
  storefrontUrl: "/p/acme",
  learners: 3,
  salesThisMonth: 2,
  salesThisMonthCents: 39_800,
};
/** The academy's detail of partner 7, as the server answers it. */
const adminPartner = (detail: Omit<AdminPartnerPageQuery["adminPartner"], "__typename">) =>
  api.query(AdminPartnerPageDocument, () =>
    HttpResponse.json({
      data: { __typename: "Query", adminPartner: { __typename: "AdminPartner", ...detail } },
    }),
  );

const awaiting: Row = {
  ...live,
  id: 8,
  legalName: "Lone Star Recovery LLC",
  displayName: null,
  licenceType: "ROYALTY_FREE",
  status: "AWAITING_SETUP",
  termEndsAt: "2029-11-20T10:00:00.000Z",
  storefrontUrl: null,
  learners: 0,
  salesThisMonth: 0,
  salesThisMonthCents: 0,
};

function answerList(rows: Row[]) {
  const asked: AdminPartnersPageQueryVariables[] = [];
  server.use(
    api.query(AdminPartnersPageDocument, ({ variables }) => {
      asked.push(variables);
      const adminPartners = connectionOf("AdminPartner", rows);
      return HttpResponse.json({ data: { __typename: "Query", adminPartners } });
    }),
  );
  return asked;
}

describe("the academy's Partners screen", () => {
  it("lists each partner with its licence, status, term, storefront, learners and month's sales; filters by status and licence", async () => {
    signedInAs(administrator);
    const asked = answerList([live, awaiting]);
    await renderPage("/admin/partners?status=LIVE&licence=REVENUE_SHARE");
    await screen.findByRole("heading", { level: 1, name: "Partners" });
    const row = within((await screen.findByRole("link", { name: "Acme Academy" })).closest("tr")!);
    expect(row.getByRole("link", { name: "Acme Academy" })).toHaveAttribute(
      "href",
      "/admin/partners/7",
    );
    expect(row.getByText("Revenue Share")).toBeVisible();
    expect(row.getByText("Live")).toBeVisible();
    expect(row.getByText("No end date")).toBeVisible();
    expect(row.getByRole("link", { name: "/p/acme" })).toHaveAttribute("href", "/p/acme");
    expect(row.getByText("2 ($398.00)")).toBeVisible();
    const other = within(
      screen.getByRole("link", { name: "Lone Star Recovery LLC" }).closest("tr")!,
    );
    expect(other.getByText("Awaiting setup")).toBeVisible();
    expect(other.getByText("Nov 20, 2029")).toBeVisible();
    expect(asked[0]).toMatchObject({
      filter: { status: "LIVE", licenceType: "REVENUE_SHARE", search: null },
    });
    fireEvent.change(screen.getByLabelText("Search partners"), { target: { value: "acme" } });
    await waitFor(() =>
      expect(asked.at(-1)?.filter).toEqual({
        status: "LIVE",
        licenceType: "REVENUE_SHARE",
        search: "acme",
      }),
    );
  });

  it("shows a partner's page: figures, status, term history, sales and timeline, with Suspend", async () => {
    signedInAs(administrator);
    answerPartner(partner({ displayName: "Acme Academy", status: "LIVE" }));
    const asked: unknown[] = [];
    server.use(
      adminPartner({
        summary: { ...live, licenceType: "ROYALTY_FREE" },
        terms: [
          {
            __typename: "PartnerTerm",
            kind: "INITIAL",
            startsAt: "2026-11-20T10:00:00.000Z",
            endsAt: "2029-11-20T10:00:00.000Z",
            withdrawnAt: null,
          },
        ],
        hosts: ["learn.acme.example"],
      }),
      api.query(PartnerSalesDocument, ({ variables }) => {
        asked.push(variables);
        const partnerSales = {
          ...connectionOf("PartnerSale", []),
          totals: {
            __typename: "PartnerSalesTotals" as const,
            sales: 0,
            amountCents: 0,
            refundedCents: 0,
            netCents: 0,
          },
        };
        return HttpResponse.json({ data: { __typename: "Query", partnerSales } });
      }),
    );
    await renderPage("/admin/partners/7");
    await screen.findByRole("heading", { level: 1, name: "Acme Academy" });
    expect(screen.getByText("2 ($398.00)")).toBeVisible();
    expect(screen.getByRole("link", { name: "/p/acme" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Open the partner's own page" })).toHaveAttribute(
      "href",
      "/partner/7",
    );
    const terms = within(screen.getByRole("list", { name: "Term history" }));
    expect(terms.getByRole("listitem").textContent).toBe(
      "First term: Nov 20, 2026 to Nov 20, 2029",
    );
    expect(screen.getByRole("button", { name: "Suspend partner" })).toBeVisible();
    expect(await screen.findByText("No sales match your search criteria")).toBeVisible();
    expect(asked[0]).toMatchObject({ partnerId: 7 });
    const timeline = within(screen.getByRole("list", { name: "Timeline" }));
    expect(timeline.getAllByRole("listitem")).toHaveLength(2);
  });

  it("lists the partner's domains and adds one", async () => {
    signedInAs(administrator);
    answerPartner(partner({ displayName: "Acme Academy", status: "LIVE" }));
    const mapped: unknown[] = [];
    server.use(
      adminPartner({ summary: live, terms: [], hosts: ["learn.acme.example"] }),
      api.mutation(AdminMapPartnerHostDocument, ({ variables }) => {
        mapped.push(variables);
        return HttpResponse.json({
          data: {
            __typename: "Mutation",
            adminMapPartnerHost: ["learn.acme.example", "shop.acme.example"],
          },
        });
      }),
    );
    await renderPage("/admin/partners/7");
    const domains = within(await screen.findByRole("list", { name: "Domains" }));
    expect(domains.getByRole("listitem").textContent).toContain("learn.acme.example");
    expect(screen.getByRole("button", { name: "Remove learn.acme.example" })).toBeVisible();
    fireEvent.change(screen.getByPlaceholderText("learn.example.com"), {
      target: { value: "shop.acme.example" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add domain" }));
    await waitFor(() => expect(mapped).toEqual([{ partnerId: 7, host: "shop.acme.example" }]));
  });
});
