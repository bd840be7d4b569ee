import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  AdminAgenciesDocument,
  AdminGrantAgencySeatsDocument,
  type AdminAgenciesQuery,
  type AdminAgenciesQueryVariables,
} from "../admin-agencies.generated";
import { AdminCourseOptionsDocument } from "../../certificates/admin-certificates.generated";
import { administrator } from "../../../../test/fixtures";
import { renderPage } from "../../../../test/render-app";
import { api, server, signedInAs } from "../../../../test/server";
import { connectionOf } from "../../../../test/lists";

type Agency = AdminAgenciesQuery["adminAgencies"]["edges"][number]["node"];

const AGENCY: Agency = {
  __typename: "AdminAgency",
  id: 7,
  name: "Bayou Recovery LLC",
  billingEmail: "billing@bayou.example",
  createdAt: "2026-11-20T12:00:00.000Z",
  managerName: "Jordan Lee",
  managerEmail: "jordan@example.com",
  seats: 3,
  used: 1,
  members: 2,
};

function answerAgencies() {
  const asked: AdminAgenciesQueryVariables[] = [];
  server.use(
    api.query(AdminAgenciesDocument, ({ variables }) => {
      asked.push(variables);
      return HttpResponse.json({
        data: {
          __typename: "Query",
          adminAgencies: connectionOf("AdminAgency", [AGENCY]),
        },
      });
    }),
    api.query(AdminCourseOptionsDocument, () =>
      HttpResponse.json({
        data: {
          __typename: "Query",
          courses: [{ __typename: "Course", id: 4, title: "Skip Tracing" }],
        },
      }),
    ),
  );
  return asked;
}

describe("/admin/agencies", () => {
  it("lists the agencies with their manager and seats, filtered by the set-up days in the URL", async () => {
    signedInAs(administrator);
    const asked = answerAgencies();
    await renderPage("/admin/agencies?q=bayou&createdFrom=2026-11-01&createdTo=2026-11-30");
    const table = within(await screen.findByRole("table", { name: "Agencies" }));
    expect(table.getByText("Jordan Lee")).toBeVisible();
    expect(table.getByText("1 of 3")).toBeVisible();
    expect(asked.at(-1)?.filter).toEqual({
      search: "bayou",
      createdFrom: "2026-11-01T00:00:00.000Z",
      createdTo: "2026-12-01T00:00:00.000Z",
    });
  });

  it("grants an agency seats of a course", async () => {
    signedInAs(administrator);
    answerAgencies();
    const granted: unknown[] = [];
    server.use(
      api.mutation(AdminGrantAgencySeatsDocument, ({ variables }) => {
        granted.push(variables);
        return HttpResponse.json({
          data: { __typename: "Mutation", adminGrantAgencySeats: { __typename: "Agency", id: 7 } },
        });
      }),
    );
    await renderPage("/admin/agencies");
    const table = within(await screen.findByRole("table", { name: "Agencies" }));
    fireEvent.click(table.getByRole("button", { name: "Grant Seats" }));
    const dialog = within(await screen.findByRole("form", { name: "Grant seats" }));
    await dialog.findByRole("option", { name: "Skip Tracing" });
    fireEvent.change(dialog.getByLabelText("Seats"), { target: { value: "5" } });
    fireEvent.click(dialog.getByRole("button", { name: "Grant Seats" }));
    await waitFor(() => expect(granted).toEqual([{ agencyId: 7, courseId: 4, seats: 5 }]));
    expect(await screen.findByText("Bayou Recovery LLC: 5 more seats.")).toBeVisible();
  });
});
