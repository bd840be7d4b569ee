import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  AdminCloseFinishedMonthsDocument,
  ApproveStatementDocument,
  AdminStatementsPageDocument,
  type AdminStatementsPageQuery,
  type AdminStatementsPageQueryVariables,
} from "../admin-statements.generated";
import type { StatementRowFragment as Statement } from "../../../partners/partner-home.generated";
import { administrator } from "../../../../test/fixtures";
import { renderPage } from "../../../../test/render-app";
import { api, server, signedInAs } from "../../../../test/server";

const january: Statement = {
  __typename: "StatementObject",
  id: 4,
  partnerId: 2,
  partnerName: "Lone Star Recovery LLC",
  period: "2026-01-01",
  status: "READY",
  salesCents: 59_700,
  refundsCents: -29_900,
  royaltyCents: 4_470,
  feesCents: 1_821,
  partnerShareCents: 23_782,
  carriedInCents: 0,
  payableCents: 23_782,
  carriedOutCents: 0,
  waitingReason: null,
  failureReason: null,
  transferId: null,
  transferAmountReversedCents: 0,
  pdfUrl: "/api/statements/4.pdf",
  csvUrl: "/api/statements/4.csv",
};

function answerList(statements: Statement[]) {
  const asked: AdminStatementsPageQueryVariables[] = [];
  server.use(
    api.query(AdminStatementsPageDocument, ({ variables }) => {
      asked.push(variables);
      const adminStatements: AdminStatementsPageQuery["adminStatements"] = {
        __typename: "AdminStatementsObject",
        statements: {
          __typename: "StatementConnection",
          totalCount: statements.length,
          pageInfo: {
            __typename: "PageInfo",
            hasNextPage: false,
            hasPreviousPage: false,
            startCursor: null,
            endCursor: null,
          },
          edges: statements.map(node => ({
            __typename: "StatementEdge",
            cursor: `c${node.id}`,
            node,
          })),
        },
        totals: {
          __typename: "StatementMoneyObject",
          salesCents: 59_700,
          refundsCents: -29_900,
          royaltyCents: 4_470,
          feesCents: 1_821,
          partnerShareCents: 23_782,
          payableCents: 23_782,
          carriedOutCents: 0,
        },
      };
      return HttpResponse.json({ data: { __typename: "Query", adminStatements } });
    }),
  );
  return asked;
}

describe("the admin's statements", () => {
  it("lists statements with their sums and downloads, filters by status and month, and closes finished months", async () => {
    signedInAs(administrator);
    const asked = answerList([january]);
    let closed = 0;
    server.use(
      api.mutation(AdminCloseFinishedMonthsDocument, () => {
        closed += 1;
        return HttpResponse.json({ data: { __typename: "Mutation", adminCloseStatements: 2 } });
      }),
    );
    await renderPage("/admin/statements?status=READY&from=2026-01");
    await screen.findByRole("heading", { level: 1, name: "Statements" });
    const row = within((await screen.findByText("January 2026")).closest("tr")!);
    expect(row.getByText("Lone Star Recovery LLC")).toBeInTheDocument();
    expect(row.getAllByText("$237.82")).toHaveLength(2);
    expect(row.getByRole("link", { name: "PDF of the January 2026 statement" })).toHaveAttribute(
      "href",
      "/api/statements/4.pdf",
    );
    expect(row.getByRole("link", { name: "CSV of the January 2026 statement" })).toHaveAttribute(
      "href",
      "/api/statements/4.csv",
    );
    // The sums over the filter, above the table.
    const sums = screen.getByText("Refunds", { selector: "dt" }).parentElement!;
    expect(within(sums).getByText("-$299.00")).toBeInTheDocument();
    expect(asked[0].filter).toEqual({
      status: "READY",
      from: "2026-01",
      to: null,
      partnerId: null,
    });

    fireEvent.click(screen.getByRole("button", { name: "Close finished months" }));
    expect(await screen.findByText("2 statements were made.")).toBeInTheDocument();
    expect(closed).toBe(1);
    await waitFor(() => expect(asked.length).toBeGreaterThan(1));
  });

  it("approves a statement after a confirmation and shows why its payout waits, or its transfer", async () => {
    signedInAs(administrator);
    answerList([
      january,
      { ...january, id: 5, period: "2026-02-01", status: "PAID", transferId: "tr_123" },
    ]);
    const approved: number[] = [];
    server.use(
      api.mutation(ApproveStatementDocument, ({ variables }) => {
        approved.push(variables.statementId);
        const approveStatement: Statement = {
          ...january,
          status: "WAITING",
          waitingReason: "Stripe needs more details before it pays out",
        };
        return HttpResponse.json({ data: { __typename: "Mutation", approveStatement } });
      }),
    );
    await renderPage("/admin/statements");
    const february = within((await screen.findByText("February 2026")).closest("tr")!);
    expect(february.getByText("Transfer tr_123")).toBeInTheDocument();
    expect(february.queryByRole("button", { name: /^Approve/ })).not.toBeInTheDocument();

    const row = within(screen.getByText("January 2026").closest("tr")!);
    fireEvent.click(
      row.getByRole("button", { name: "Approve: Lone Star Recovery LLC, January 2026" }),
    );
    const dialog = await screen.findByRole("alertdialog");
    expect(
      within(dialog).getByText(/\$237\.82 is transferred to the partner's payout account/),
    ).toBeInTheDocument();
    expect(approved).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve and Pay" }));
    expect(await screen.findByText("Payout Waiting")).toBeInTheDocument();
    expect(approved).toEqual([4]);
    expect(
      row.getByText("Stripe needs more details before it pays out", { selector: "p" }),
    ).toBeInTheDocument();
  });
});
