import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen } from "@testing-library/react";
import { HttpResponse } from "msw";
import { learner } from "../../../test/fixtures";
import { currentPath, renderPage } from "../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../test/server";
import { MyPartnersDocument, PartnerHomePageDocument } from "../partner-home.generated";

const summary = (id: number, legalName: string, displayName: string | null = null) => ({
  __typename: "PartnerSummary" as const,
  id,
  legalName,
  displayName,
  role: "OWNER" as const,
});

function administers(partners: ReturnType<typeof summary>[]) {
  server.use(
    api.query(MyPartnersDocument, () =>
      HttpResponse.json({ data: { __typename: "Query", myPartners: partners } }),
    ),
  );
}

async function openDashboard() {
  signedInAs(learner);
  const app = await renderPage("/dashboard");
  await screen.findByRole("heading", { level: 1, name: "My Dashboard" });
  return app;
}

describe("the dashboard's My academy links", () => {
  it("are not there for an account that administers no partner", async () => {
    await openDashboard();
    await screen.findByRole("link", { name: "Browse Courses" });
    expect(screen.queryByRole("link", { name: /My academy/ })).toBeNull();
  });

  it("lead an administrator of one partner to its page", async () => {
    administers([summary(7, "Acme Bail Bonds LLC")]);
    server.use(
      api.query(PartnerHomePageDocument, () =>
        refused("FORBIDDEN", "You do not administer this partner"),
      ),
    );
    const app = await openDashboard();
    fireEvent.click(await screen.findByRole("link", { name: "My academy" }));
    expect(currentPath(app)).toBe("/partner/7");
    expect(await screen.findByText("You do not administer this partner")).toBeVisible();
  });

  it("name each partner for an administrator of several", async () => {
    administers([summary(7, "Acme Bail Bonds LLC", "Acme Academy"), summary(9, "Bond Co")]);
    await openDashboard();
    expect(await screen.findByRole("link", { name: "My academy: Acme Academy" })).toHaveAttribute(
      "href",
      "/partner/7",
    );
    expect(screen.getByRole("link", { name: "My academy: Bond Co" })).toHaveAttribute(
      "href",
      "/partner/9",
    );
  });
});
