import { describe, expect, it } from "@jest/globals";
import { screen, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import type { StatementRowFragment as Statement } from "../partner-home.generated";
import { administrator } from "../../../test/fixtures";
import { answer } from "../../../test/partners";
import { renderPage } from "../../../test/render-app";
import { api, server, signedInAs } from "../../../test/server";
import { PartnerStatementsPanelDocument } from "../partner-home.generated";

const month = (id: number, period: string, changes: Partial<Statement>): Statement => ({
  __typename: "StatementObject",
  id,
  partnerId: 7,
  partnerName: "Lone Star Recovery LLC",
  period,
  status: "READY",
  salesCents: 19_900,
  refundsCents: 0,
  royaltyCents: 2_985,
  feesCents: 607,
  partnerShareCents: 16_399,
  carriedInCents: 0,
  payableCents: 16_399,
  carriedOutCents: 0,
  waitingReason: null,
  failureReason: null,
  transferId: null,
  transferAmountReversedCents: 0,
  pdfUrl: `/api/statements/${id}.pdf`,
  csvUrl: `/api/statements/${id}.csv`,
  ...changes,
});

describe("the partner's statements panel", () => {
  it("shows a paid statement's transfer, why one waits, and a reversal", async () => {
    signedInAs(administrator);
    answer();
    const statements = [
      month(3, "2026-03-01", {
        status: "WAITING",
        waitingReason: "Stripe needs more details before it pays out (still due: external_account)",
      }),
      month(2, "2026-02-01", { status: "PAID", transferId: "tr_paid" }),
      month(1, "2026-01-01", {
        status: "REVERSED",
        transferId: "tr_back",
        transferAmountReversedCents: 5_000,
      }),
    ];
    server.use(
      api.query(PartnerStatementsPanelDocument, () =>
        HttpResponse.json({
          data: {
            __typename: "Query",
            partnerStatements: {
              __typename: "StatementConnection",
              edges: statements.map(node => ({ __typename: "StatementEdge", node })),
            },
          },
        }),
      ),
    );
    await renderPage("/partner/7");
    const table = await screen.findByRole("table", { name: "Monthly statements" });
    const row = (name: string) => within(within(table).getByText(name).closest("tr")!);
    expect(row("March 2026").getByText("waiting")).toBeInTheDocument();
    expect(
      row("March 2026").getByText(
        "Stripe needs more details before it pays out (still due: external_account)",
      ),
    ).toBeInTheDocument();
    expect(row("February 2026").getByText("Transfer tr_paid")).toBeInTheDocument();
    expect(
      row("January 2026").getByText("$50.00 of transfer tr_back was reversed."),
    ).toBeInTheDocument();
    // A partner's page approves nothing: that is the academy's.
    expect(within(table).queryByRole("button", { name: /^Approve/ })).not.toBeInTheDocument();
  });
});
