import { beforeAll, describe, expect, it } from "@jest/globals";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  AdminRenewalsPageDocument,
  type AdminRenewalsPageQuery,
  type AdminRenewalsPageQueryVariables,
  type AdminRenewalsPage_RenewalFragment as Renewal,
} from "../admin-renewals.generated";
import { administrator } from "../../../../test/fixtures";
import { mountApp, renderPage } from "../../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../../test/server";

const due: Renewal = {
  __typename: "RenewalDue",
  userId: 41,
  username: "casey",
  fullName: "Casey Walker",
  email: "casey@example.com",
  periodStart: "2024-12-20",
  deadline: "2026-12-19",
  daysLeft: 25,
  hoursEarned: 3,
  hoursRequired: 8,
  hoursMissing: 5,
};

/** Answers the report with `rows`, recording each request's variables. */
function answer(rows: Renewal[]) {
  const requests: AdminRenewalsPageQueryVariables[] = [];
  server.use(
    api.query(AdminRenewalsPageDocument, ({ variables }) => {
      requests.push(variables);
      const renewalsDue: AdminRenewalsPageQuery["renewalsDue"] = {
        __typename: "RenewalDueConnection",
        totalCount: rows.length,
        pageInfo: {
          __typename: "PageInfo",
          hasNextPage: false,
          hasPreviousPage: false,
          startCursor: null,
          endCursor: null,
        },
        edges: rows.map(node => ({
          __typename: "RenewalDueEdge",
          cursor: `c${node.userId}`,
          node,
        })),
      };
      return HttpResponse.json({ data: { __typename: "Query", renewalsDue } });
    }),
  );
  return requests;
}

configure({ asyncUtilTimeout: 5000 });
const EMPTY = "No learner is missing hours with a deadline in the next 60 days";

// The first render loads the app, the admin layout and this page on demand: once, unhurried.
beforeAll(async () => {
  signedInAs(administrator);
  answer([]);
  const warm = mountApp("/admin/renewals");
  await screen.findByText(EMPTY, {}, { timeout: 10_000 });
  warm.unmount();
});

describe("the Renewals Due report", () => {
  it("lists learners with their deadline and hours, 60 days ahead by default", async () => {
    signedInAs(administrator);
    const requests = answer([due]);
    await renderPage("/admin/renewals");
    const table = within(await screen.findByRole("table", { name: "Renewals due" }));
    const row = within(table.getByText("Casey Walker").closest("tr") as HTMLElement);
    expect(row.getByText("casey · casey@example.com")).toBeInTheDocument();
    expect(row.getByText("Dec 19, 2026 (25 days)")).toBeInTheDocument();
    expect(row.getByText("3 / 8")).toBeInTheDocument();
    expect(row.getByText("5")).toBeInTheDocument();
    expect(requests.at(-1)!.filter).toEqual({ search: null, daysAhead: 60 });
    expect(screen.getByRole("link", { name: "Export to CSV" })).toHaveAttribute(
      "href",
      "/api/admin/renewals-due/export.csv?days=60",
    );
  });

  it("asks with the horizon and search held in the URL, and the CSV link carries them", async () => {
    signedInAs(administrator);
    const requests = answer([]);
    const { router } = await renderPage("/admin/renewals?q=walker&days=30");
    expect(
      await screen.findByText("No learner is missing hours with a deadline in the next 30 days"),
    ).toBeInTheDocument();
    expect(requests.at(-1)!.filter).toEqual({ search: "walker", daysAhead: 30 });
    expect(screen.getByRole("link", { name: "Export to CSV" })).toHaveAttribute(
      "href",
      "/api/admin/renewals-due/export.csv?days=30&q=walker",
    );
    fireEvent.change(screen.getByLabelText("Deadline within"), { target: { value: "90" } });
    await waitFor(() =>
      expect(requests.at(-1)!.filter).toEqual({ search: "walker", daysAhead: 90 }),
    );
    expect(router.location.search).toBe("?q=walker&days=90");
  });

  it("says so when the report cannot be loaded", async () => {
    signedInAs(administrator);
    server.use(api.query(AdminRenewalsPageDocument, () => refused("INTERNAL_SERVER_ERROR", "x")));
    await renderPage("/admin/renewals");
    expect(await screen.findByText("Failed to load the renewals report")).toBeInTheDocument();
  });
});
