import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { learner } from "../../../test/fixtures";
import { connectionOf } from "../../../test/lists";
import { answer as answerPartner } from "../../../test/partners";
import { onPhone } from "../../../test/phone";
import { renderPage } from "../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../test/server";
import {
  PartnerEnrollmentsDocument,
  type PartnerEnrollmentsQueryVariables,
  PartnerLearnersDocument,
  type PartnerLearnersQueryVariables,
  PartnerSalesDocument,
  type PartnerSalesQueryVariables,
} from "../partner-people.generated";

const LEARNER = {
  __typename: "PartnerLearner" as const,
  id: 31,
  firstName: "Lee",
  lastName: "Adams",
  email: "lee.adams@example.com",
  enrolledCourses: 2,
  registeredHere: true,
};
const ENROLLMENT = {
  __typename: "PartnerEnrollment" as const,
  id: 41,
  learnerName: "Lee Adams",
  learnerEmail: "lee.adams@example.com",
  courseTitle: "Skip Tracing Fundamentals",
  status: "COMPLETED" as const,
  enrolledAt: "2026-11-02T10:00:00.000Z",
  completedAt: "2026-11-20T10:00:00.000Z",
  certificateNumber: "GA-2026-000041",
  certificateStatus: "VALID" as const,
};
const sale = (id: number, changes: object) => ({
  __typename: "PartnerSale" as const,
  id,
  paidAt: "2026-11-20T10:00:00.000Z",
  learnerName: "Lee Adams",
  courseTitle: "Skip Tracing Fundamentals",
  amountCents: 19_900,
  refundedCents: 0,
  status: "SUCCESSFUL" as const,
  ...changes,
});

/** Partner 7 (test/partners.ts) and each list as given; records what each list was asked. */
function answer() {
  const asked = {
    learners: [] as PartnerLearnersQueryVariables[],
    enrollments: [] as PartnerEnrollmentsQueryVariables[],
    sales: [] as PartnerSalesQueryVariables[],
  };
  answerPartner();
  server.use(
    api.query(PartnerLearnersDocument, ({ variables }) => {
      asked.learners.push(variables);
      const partnerLearners = connectionOf("PartnerLearner", [LEARNER]);
      return HttpResponse.json({ data: { __typename: "Query", partnerLearners } });
    }),
    api.query(PartnerEnrollmentsDocument, ({ variables }) => {
      asked.enrollments.push(variables);
      const partnerEnrollments = connectionOf("PartnerEnrollment", [ENROLLMENT]);
      return HttpResponse.json({ data: { __typename: "Query", partnerEnrollments } });
    }),
    api.query(PartnerSalesDocument, ({ variables }) => {
      asked.sales.push(variables);
      const partnerSales = {
        ...connectionOf("PartnerSale", [
          sale(51, { status: "REFUNDED", refundedCents: 19_900 }),
          sale(52, { refundedCents: 5_000 }),
          sale(53, {}),
        ]),
        totals: {
          __typename: "PartnerSalesTotals" as const,
          sales: 3,
          amountCents: 59_700,
          refundedCents: 24_900,
          netCents: 34_800,
        },
      };
      return HttpResponse.json({ data: { __typename: "Query", partnerSales } });
    }),
  );
  return asked;
}

/** A table's rows of data (its header row left out). */
const rowsOf = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);

async function open(path: string) {
  signedInAs(learner);
  await renderPage(path);
}

describe("a partner's learners, enrollments and sales", () => {
  it("opens on its learners, searched by name or email", async () => {
    const asked = answer();
    await open("/partner/7");
    const table = within(await screen.findByRole("table", { name: "Learners" }));
    expect(table.getByText("Lee Adams")).toBeVisible();
    expect(table.getByText("lee.adams@example.com")).toBeVisible();
    expect(table.getByText("Registered here")).toBeVisible();
    expect(asked.learners.at(-1)).toEqual({ partnerId: 7, first: 25, filter: { search: null } });
    fireEvent.change(screen.getByLabelText("Search learners"), { target: { value: "adams" } });
    await waitFor(() => expect(asked.learners.at(-1)?.filter).toEqual({ search: "adams" }));
  });

  it("shows the enrollments with completions and certificates, by course and status", async () => {
    const asked = answer();
    await open("/partner/7");
    fireEvent.click(await screen.findByRole("tab", { name: "Enrollments" }));
    const table = await screen.findByRole("table", { name: "Enrollments" });
    const row = within(rowsOf(table)[0]);
    expect(row.getByText("Completed")).toBeVisible();
    expect(row.getByText("GA-2026-000041")).toBeVisible();
    expect(row.getByText("Valid")).toBeVisible();
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "completed" } });
    fireEvent.change(await screen.findByLabelText("Course"), { target: { value: "3" } });
    await waitFor(() =>
      expect(asked.enrollments.at(-1)?.filter).toEqual({
        search: null,
        courseId: 3,
        status: "COMPLETED",
      }),
    );
  });

  it("adds up the sales of the period in the URL and tells refunds apart", async () => {
    const asked = answer();
    await open("/partner/7?list=sales&date=month");
    const rows = rowsOf(await screen.findByRole("table", { name: "Sales" }));
    expect(
      rows.map(
        row =>
          within(row)
            .getAllByText(/refunded|paid/i)
            .at(-1)?.textContent,
      ),
    ).toEqual(["Refunded", "Partly refunded", "Paid"]);
    const totals = within(screen.getByRole("group", { name: "Sales totals" }));
    expect(totals.getByText("$597.00")).toBeVisible();
    expect(totals.getByText("$348.00")).toBeVisible();
    expect(asked.sales.at(-1)?.filter).toEqual({ search: null, date: "MONTH" });
    expect(asked.learners).toEqual([]);
  });

  it("shows each sale as a card on a phone", async () => {
    onPhone();
    answer();
    await open("/partner/7?list=sales");
    const cards = within(await screen.findByRole("list", { name: "Sales" }));
    expect(cards.getAllByRole("listitem")).toHaveLength(3);
    expect(cards.getAllByText("Amount")).toHaveLength(3);
  });

  it("shows the server's refusal of a list", async () => {
    answer();
    server.use(
      api.query(PartnerLearnersDocument, () =>
        refused("FORBIDDEN", "You do not administer this partner"),
      ),
    );
    await open("/partner/7");
    expect(await screen.findByText("Failed to load learners")).toBeVisible();
  });
});
