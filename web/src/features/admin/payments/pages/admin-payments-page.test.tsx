import { beforeAll, describe, expect, it } from "@jest/globals";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { AdminPaymentsPageDocument } from "../admin-payments.generated";
import { administrator } from "../../../../test/fixtures";
import {
  answer,
  figures,
  openPage,
  paid,
  payment,
  refunded,
  row,
  table,
  warmPaymentsPage,
} from "../../../../test/admin-payments";
import { renderPage } from "../../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../../test/server";

const card = (name: string) => within(screen.getByRole("region", { name }));
const exportLink = () => screen.getByRole("link", { name: "Export to CSV" });

configure({ asyncUtilTimeout: 5000 });
beforeAll(warmPaymentsPage);

describe("the admin payments list", () => {
  it("shows each column with its fallbacks, and Receipt only where there is a receipt", async () => {
    await openPage();
    await table();
    const headers = screen.getAllByRole("columnheader").map(header => header.textContent);
    expect(headers).toEqual([
      "Transaction ID",
      "User",
      "Course",
      "Amount",
      "Date",
      "Status",
      "Provider",
      "Actions",
    ]);
    expect(row(42).getByText("pi_demo_...")).toBeInTheDocument();
    expect(row(42).getByText("alex")).toBeInTheDocument();
    expect(row(42).getByText("Initial Bail Enforcement Certification")).toBeInTheDocument();
    expect(row(42).getByText("$499.00")).toBeInTheDocument();
    expect(row(42).getByText(/^11\/20\/2026, \d{1,2}:34:56 [AP]M$/)).toBeInTheDocument();
    expect(row(42).getByText("Successful")).toBeInTheDocument();
    expect(row(42).getByText("Demo")).toBeInTheDocument();
    expect(row(42).getByRole("button", { name: /^Receipt of / })).toBeInTheDocument();

    expect(row(43).getByText("User #7")).toBeInTheDocument();
    expect(row(43).getByText("Course #3")).toBeInTheDocument();
    expect(row(43).getByText("$149.50")).toBeInTheDocument();
    expect(row(43).getByText("Pending")).toBeInTheDocument();
    expect(row(43).queryByRole("button", { name: /^Receipt of / })).not.toBeInTheDocument();

    expect(row(44).getByText("Deleted user")).toBeInTheDocument();
    expect(row(44).getByText("N/A")).toBeInTheDocument();
    expect(row(44).getByText("Failed")).toBeInTheDocument();
    expect(row(45).getByText("Refunded")).toBeInTheDocument();
    expect(row(46).getByText("Apex Recovery LLC")).toBeInTheDocument();
    expect(row(46).getByText("Business licence")).toBeInTheDocument();
    expect(row(46).getByRole("button", { name: /^Receipt of / })).toBeInTheDocument();
    expect(screen.getByText("5 results")).toBeInTheDocument();
  });

  it("labels a partner's sale with the partner's name", async () => {
    await openPage("/admin/payments", {
      payments: [payment({ id: 77, partnerId: 3, partnerName: "Acme Academy" }), paid],
    });
    await table();
    expect(row(77).getByText("Partner: Acme Academy")).toBeVisible();
    expect(row(paid.id).queryByText(/^Partner:/)).toBeNull();
  });

  it("shows what was refunded under the amount, and marks a partial refund", async () => {
    await openPage("/admin/payments", {
      payments: [
        { ...paid, refundedCents: 10_050 },
        { ...refunded, refundedCents: 49_900 },
        payment({ id: 47 }),
      ],
    });
    await table();
    expect(row(42).getByText("$499.00")).toBeInTheDocument();
    expect(row(42).getByText("$100.50 refunded")).toBeInTheDocument();
    expect(row(42).getByText("Partially refunded")).toBeInTheDocument();
    expect(row(45).getByText("$499.00 refunded")).toBeInTheDocument();
    expect(row(45).queryByText("Partially refunded")).toBeNull();
    expect(row(47).queryByText(/refunded/i)).toBeNull();
  });

  it("asks for the search and filters held in the URL, and the CSV link carries them", async () => {
    const { requests } = await openPage(
      "/admin/payments?q=alex&date=week&status=failed&source=partner",
    );
    await table();
    const filter = { search: "alex", date: "WEEK", status: "FAILED", source: "PARTNER" };
    expect(requests.list[0]).toMatchObject({ first: 25, filter });
    expect(requests.summary[0]).toEqual({ filter });
    expect(screen.getByRole("combobox", { name: "Date" })).toHaveValue("week");
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("failed");
    expect(screen.getByRole("combobox", { name: "Source" })).toHaveValue("partner");
    expect(exportLink()).toHaveAttribute(
      "href",
      "/api/admin/payments/export.csv?q=alex&date=week&status=failed&source=partner",
    );
  });

  it("puts a changed filter or search in the URL and asks again from the first page", async () => {
    const { app, requests } = await openPage("/admin/payments?after=c9");
    await table();
    expect(requests.list[0]).toMatchObject({ after: "c9", filter: { date: null, status: null } });
    expect(exportLink()).toHaveAttribute("href", "/api/admin/payments/export.csv");

    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), {
      target: { value: "refunded" },
    });
    await waitFor(() => expect(app.router.location.search).toBe("?status=refunded"));
    await waitFor(() =>
      expect(requests.list.at(-1)).toEqual({
        first: 25,
        filter: expect.objectContaining({ status: "REFUNDED" }),
      }),
    );
    fireEvent.change(screen.getByRole("combobox", { name: "Date" }), {
      target: { value: "today" },
    });
    fireEvent.change(screen.getByRole("searchbox", { name: "Search payments" }), {
      target: { value: "49.99" },
    });
    await waitFor(() =>
      expect(app.router.location.search).toBe("?status=refunded&date=today&q=49.99"),
    );
    await waitFor(() =>
      expect(requests.summary.at(-1)).toEqual({
        filter: { search: "49.99", date: "TODAY", status: "REFUNDED", source: null },
      }),
    );
    expect(exportLink()).toHaveAttribute(
      "href",
      "/api/admin/payments/export.csv?q=49.99&date=today&status=refunded",
    );
  });

  it("says when no payment matches", async () => {
    await openPage("/admin/payments?q=nobody", { payments: [] });
    expect(await screen.findByText("No payments match your search criteria")).toBeInTheDocument();
  });

  it("says when the payments cannot be loaded", async () => {
    signedInAs(administrator);
    answer({});
    server.use(
      api.query(AdminPaymentsPageDocument, () => refused("INTERNAL_SERVER_ERROR", "boom")),
    );
    await renderPage("/admin/payments");
    expect(await screen.findByText("Failed to load payment data")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});

describe("the summary cards", () => {
  it("compare a week with the seven days before it", async () => {
    await openPage("/admin/payments?date=week", {
      current: figures({
        revenueCents: 20000,
        payments: 10,
        successful: 8,
        successRate: 80,
        averageOrderCents: 2500,
      }),
      previous: figures({
        revenueCents: 16000,
        payments: 8,
        successful: 8,
        successRate: 100,
        averageOrderCents: 2000,
      }),
    });
    await screen.findByRole("region", { name: "Total Revenue" });
    expect(card("Total Revenue").getByText("$200.00")).toBeInTheDocument();
    expect(card("Total Revenue").getByText("+25.0% vs previous 7 days")).toBeInTheDocument();
    expect(card("Success Rate").getByText("80.0%")).toBeInTheDocument();
    expect(card("Success Rate").getByText("-20.0 pts vs previous 7 days")).toBeInTheDocument();
    expect(
      card("Success Rate").getByText(
        "Of payments that went through or failed; abandoned checkouts are not counted.",
      ),
    ).toBeInTheDocument();
    expect(card("Average Order Value").getByText("$25.00")).toBeInTheDocument();
    expect(card("Average Order Value").getByText("+25.0% vs previous 7 days")).toBeInTheDocument();
  });

  it("say when the month before had nothing to compare with", async () => {
    await openPage("/admin/payments?date=month", {
      current: figures({
        revenueCents: 4990,
        payments: 2,
        successful: 1,
        successRate: 50,
        averageOrderCents: 4990,
      }),
      previous: figures(),
    });
    await screen.findByRole("region", { name: "Total Revenue" });
    expect(
      card("Total Revenue").getByText("No revenue in the previous 30 days"),
    ).toBeInTheDocument();
    expect(
      card("Success Rate").getByText("No payments in the previous 30 days"),
    ).toBeInTheDocument();
    expect(
      card("Average Order Value").getByText("No orders in the previous 30 days"),
    ).toBeInTheDocument();
  });

  it("for all time, compare the last 30 days with the 30 before them", async () => {
    await openPage("/admin/payments", {
      current: figures({
        revenueCents: 123456,
        payments: 3,
        successful: 3,
        successRate: 100,
        averageOrderCents: 41152,
      }),
      month: {
        current: figures({
          revenueCents: 6000,
          payments: 4,
          successful: 2,
          successRate: 50,
          averageOrderCents: 3000,
        }),
        previous: figures({
          revenueCents: 4000,
          payments: 2,
          successful: 2,
          successRate: 100,
          averageOrderCents: 2000,
        }),
      },
    });
    await screen.findByRole("region", { name: "Total Revenue" });
    expect(card("Total Revenue").getByText("$1,234.56")).toBeInTheDocument();
    expect(card("Success Rate").getByText("100.0%")).toBeInTheDocument();
    expect(card("Average Order Value").getByText("$411.52")).toBeInTheDocument();
    expect(
      await card("Total Revenue").findByText("Last 30 days: +50.0% vs previous 30 days"),
    ).toBeInTheDocument();
    expect(
      card("Success Rate").getByText("Last 30 days: -50.0 pts vs previous 30 days"),
    ).toBeInTheDocument();
    expect(
      card("Average Order Value").getByText("Last 30 days: +50.0% vs previous 30 days"),
    ).toBeInTheDocument();
  });
});
