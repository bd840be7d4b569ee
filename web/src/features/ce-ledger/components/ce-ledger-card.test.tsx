import { beforeAll, describe, expect, it } from "@jest/globals";
import { configure, fireEvent, screen, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { MyContinuingEducationDocument } from "../ce-ledger.generated";
import { learner, noLedger } from "../../../test/fixtures";
import { mountApp, renderApp } from "../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../test/server";

const section = () => within(screen.getByRole("region", { name: "Continuing Education" }));

function ledgerIs(ledger: object) {
  server.use(
    api.query(MyContinuingEducationDocument, () =>
      HttpResponse.json({
        data: { __typename: "Query", myContinuingEducation: { ...noLedger, ...ledger } },
      }),
    ),
  );
}

configure({ asyncUtilTimeout: 5000 });

// The first render loads the app and the dashboard on demand, which on a busy machine outlasts
// Testing Library's wait: load them once, unhurried, before the tests.
beforeAll(async () => {
  signedInAs(learner);
  const warm = mountApp("/dashboard");
  await screen.findByText(/No initial certification yet/, {}, { timeout: 10_000 });
  warm.unmount();
});

describe("continuing-education card", () => {
  it("shows hours earned against the rule, the deadline, a labelled progress bar and what counts", async () => {
    signedInAs(learner);
    ledgerIs({
      hasInitialCertification: true,
      periodStart: "2026-03-15",
      deadline: "2028-03-14",
      daysLeft: 476,
      hoursEarned: 3,
      hoursMissing: 5,
      courses: [
        {
          __typename: "ContinuingEducationCredit",
          enrollmentId: 4,
          title: "In-Service Legal Update",
          creditHours: 3,
          completedAt: "2026-06-02T15:00:00.000Z",
        },
      ],
    });
    await renderApp("/dashboard");
    expect(await screen.findByText("3 of 8 hours earned")).toBeInTheDocument();
    const card = section();
    expect(card.getByText("Mar 14, 2028")).toBeInTheDocument();
    expect(card.getByText(/You need 5 hours more by Mar 14, 2028\./)).toBeInTheDocument();
    const bar = card.getByRole("progressbar", { name: "Continuing-education hours earned" });
    expect(bar).toHaveAttribute("aria-valuenow", "38");
    expect(card.getByText("In-Service Legal Update")).toBeInTheDocument();
    expect(card.getByText("3 hours · completed Jun 2, 2026")).toBeInTheDocument();
  });

  it("says there is no initial certification yet, with the rule", async () => {
    signedInAs(learner);
    await renderApp("/dashboard");
    expect(
      await screen.findByText(/No initial certification yet\. Once you complete/),
    ).toHaveTextContent("you need 8 hours of continuing education every 24 months to renew");
    expect(section().queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("explains the hours completed before the initial certification, which count in no period", async () => {
    signedInAs(learner);
    ledgerIs({
      hasInitialCertification: true,
      anchorDate: "2026-03-15",
      periodStart: "2026-03-15",
      deadline: "2028-03-14",
      daysLeft: 476,
      hoursEarned: 0,
      hoursMissing: 8,
      beforeCertification: [
        {
          __typename: "ContinuingEducationCredit",
          enrollmentId: 2,
          title: "Use of Force Refresher",
          creditHours: 4,
          completedAt: "2026-01-10T15:00:00.000Z",
        },
      ],
    });
    await renderApp("/dashboard");
    expect(await screen.findByText("0 of 8 hours earned")).toBeInTheDocument();
    const card = section();
    expect(
      card.getByRole("heading", { name: "Completed before your initial certification" }),
    ).toBeInTheDocument();
    expect(
      card.getByText(
        "These 4 hours were completed before your initial certification on Mar 15, 2026. Renewal periods start with it, so they do not count toward any period.",
      ),
    ).toBeInTheDocument();
    expect(card.getByText("Use of Force Refresher")).toBeInTheDocument();
    expect(card.getByText("4 hours · completed Jan 10, 2026")).toBeInTheDocument();
  });

  it("says why hours completed without an initial certification do not count yet", async () => {
    signedInAs(learner);
    ledgerIs({
      beforeCertification: [
        {
          __typename: "ContinuingEducationCredit",
          enrollmentId: 2,
          title: "Use of Force Refresher",
          creditHours: 1,
          completedAt: "2026-01-10T15:00:00.000Z",
        },
      ],
    });
    await renderApp("/dashboard");
    expect(
      await section().findByText(
        "You have completed 1 hour of continuing education. Renewal periods start with your initial certification, and only hours completed from then on count: these do not count toward any period.",
      ),
    ).toBeInTheDocument();
    expect(section().getByText("Use of Force Refresher")).toBeInTheDocument();
  });

  it("offers to try again when the hours could not be loaded", async () => {
    signedInAs(learner);
    server.use(
      api.query(MyContinuingEducationDocument, () => refused("INTERNAL_SERVER_ERROR", "boom")),
    );
    await renderApp("/dashboard");
    expect(
      await screen.findByText("Your continuing-education hours could not be loaded."),
    ).toBeInTheDocument();
    ledgerIs({});
    fireEvent.click(section().getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText(/No initial certification yet/)).toBeInTheDocument();
  });
});
