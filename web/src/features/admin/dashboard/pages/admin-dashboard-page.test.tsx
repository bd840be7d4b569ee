import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  AdminDashboardDocument,
  AdminRecentActivityDocument,
  type AdminRecentActivityQuery,
} from "../admin-dashboard.generated";
import { UpdateBannerSettingsDocument } from "../../settings/admin-settings.generated";
import type { AuditTargetKind, BannerSettingsInput } from "../../../../graphql/types";
import { recentActivity } from "../../../../test/admin-dashboard-fixtures";
import { administrator } from "../../../../test/fixtures";
import { renderPage } from "../../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../../test/server";

const manager = { ...administrator, username: "manager", isSuperAdmin: false };

const stat = (label: string) => screen.getByRole("group", { name: label });

function answerBannerSaves(fail = false) {
  const inputs: BannerSettingsInput[] = [];
  server.use(
    api.mutation(UpdateBannerSettingsDocument, ({ variables }) => {
      inputs.push(variables.input);
      if (fail) return HttpResponse.error();
      return HttpResponse.json({
        data: {
          __typename: "Mutation",
          updateBannerSettings: {
            __typename: "BannerSettings",
            showDisclaimerBanner: variables.input.showDisclaimerBanner ?? true,
            showPreLaunchBanner: variables.input.showPreLaunchBanner ?? true,
            disclaimerText: "Refunds are not available once access is provided.",
          },
        },
      });
    }),
  );
  return inputs;
}

async function openDashboard() {
  signedInAs(manager);
  await renderPage("/admin/dashboard");
  await screen.findByRole("group", { name: "Total Users" });
}

describe("the admin dashboard", () => {
  it("shows the stat cards and the platform analytics from the server", async () => {
    await openDashboard();
    expect(stat("Total Users")).toHaveTextContent("1,287");
    expect(stat("Total Enrollments")).toHaveTextContent("342");
    expect(stat("Total Revenue")).toHaveTextContent("$123,456.50");
    expect(stat("Total Revenue")).toHaveTextContent("Of which partner sales: $12,345.00");
    expect(stat("Active Courses")).toHaveTextContent("3");
    expect(stat("Active Users (last 30 days)")).toHaveTextContent("211");
    expect(stat("New Enrollments this month")).toHaveTextContent("27");
    expect(stat("Monthly Revenue")).toHaveTextContent("$9,876.54");
    expect(stat("Monthly Revenue")).toHaveTextContent("Of which partner sales: $199.00");
    expect(stat("Completion Rate")).toHaveTextContent("42.5%");
    // The charts arrive in their own chunk, with their totals as captions.
    const revenue = await screen.findByRole(
      "figure",
      { name: "Revenue per Week" },
      { timeout: 5000 },
    );
    expect(revenue).toHaveTextContent(
      "$2,145.50 over the last 12 weeks: $1,395.50 from courses, $750.00 from licence fees",
    );
    expect(screen.getByRole("figure", { name: "Enrollments per Week" })).toHaveTextContent(
      "3 enrollments over the last 12 weeks",
    );
  });

  it("links to the users, courses, legal, payments, messages, outbox and API token screens", async () => {
    await openDashboard();
    const links = within(screen.getByRole("navigation", { name: "Quick Links" }));
    expect(
      links.getAllByRole("link").map(link => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Users", "/admin/users"],
      ["Courses", "/admin/courses"],
      ["Legal", "/admin/legal"],
      ["Payments", "/admin/payments"],
      ["Messages", "/admin/messages"],
      ["Outbox", "/admin/outbox"],
      ["API Tokens", "/admin/api-tokens"],
    ]);
  });

  it("tells the recent activity with relative times", async () => {
    await openDashboard();
    const list = within(await screen.findByRole("list", { name: "Recent activity" }));
    const items = list.getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("learner enrolled in Skip Tracing Fundamentals");
    expect(items[0]).toHaveTextContent("5 minutes ago");
    expect(items[1]).toHaveTextContent("manager updated the site banners");
    expect(items[1]).toHaveTextContent("3 hours ago");
  });

  it("links each activity entry to the admin screen of what it concerns, by its sentence", async () => {
    const [enrolled, banners] = recentActivity().adminRecentActivity;
    const entry = (
      message: string,
      kind: AuditTargetKind,
      label: string,
    ): AdminRecentActivityQuery["adminRecentActivity"][number] => ({
      ...banners,
      id: message,
      message,
      target: { __typename: "AuditTarget", kind, id: 9, label },
    });
    server.use(
      api.query(AdminRecentActivityDocument, () =>
        HttpResponse.json({
          data: {
            __typename: "Query",
            adminRecentActivity: [
              enrolled,
              entry("manager refunded $49.99", "PAYMENT", "pi_3Kx 9"),
              entry("manager updated the course 'Skip Tracing'", "COURSE", "Skip Tracing"),
              entry("manager created an API token", "API_TOKEN", "Deploy"),
              banners,
            ],
          },
        }),
      ),
    );
    await openDashboard();
    const list = within(await screen.findByRole("list", { name: "Recent activity" }));
    await list.findByRole("link", { name: "manager refunded $49.99" });
    expect(
      list.getAllByRole("link").map(link => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["learner enrolled in Skip Tracing Fundamentals", "/admin/users?q=learner"],
      ["manager refunded $49.99", "/admin/payments?q=pi_3Kx+9"],
      ["manager updated the course 'Skip Tracing'", "/admin/courses?q=Skip+Tracing"],
      ["manager created an API token", "/admin/api-tokens"],
    ]);
    // An event about no one record stays a sentence.
    const plain = list.getAllByRole("listitem").at(-1)!;
    expect(plain).toHaveTextContent("manager updated the site banners");
    expect(within(plain).queryByRole("link")).toBeNull();
  });

  it("says so when there is no activity yet, and when the figures cannot be loaded", async () => {
    server.use(
      api.query(AdminRecentActivityDocument, () =>
        HttpResponse.json({ data: { __typename: "Query", adminRecentActivity: [] } }),
      ),
      api.query(AdminDashboardDocument, () => refused("INTERNAL_SERVER_ERROR", "boom")),
    );
    signedInAs(manager);
    await renderPage("/admin/dashboard");
    expect(await screen.findByText("Failed to load dashboard statistics")).toBeInTheDocument();
    expect(await screen.findByText("No activity yet")).toBeInTheDocument();
  });

  it("saves a banner switch at once and says so", async () => {
    const inputs = answerBannerSaves();
    await openDashboard();
    const controls = within(screen.getByRole("region", { name: "System Controls" }));
    const prelaunch = await controls.findByRole("checkbox", { name: "Pre-launch Banner" });
    expect(prelaunch).toBeChecked();
    expect(controls.getByRole("checkbox", { name: "Disclaimer Banner" })).toBeChecked();

    fireEvent.click(prelaunch);
    expect(await screen.findByText("Settings Saved")).toBeInTheDocument();
    expect(inputs).toEqual([{ showPreLaunchBanner: false }]);
    expect(prelaunch).not.toBeChecked();
  });

  it("puts the switch back and tells the spec's error when the save fails", async () => {
    const inputs = answerBannerSaves(true);
    await openDashboard();
    const controls = within(screen.getByRole("region", { name: "System Controls" }));
    const disclaimer = await controls.findByRole("checkbox", { name: "Disclaimer Banner" });
    fireEvent.click(disclaimer);
    expect(await screen.findByText("Error Saving Settings")).toBeInTheDocument();
    expect(
      screen.getByText("There was a problem saving your settings. Please try again."),
    ).toBeInTheDocument();
    expect(inputs).toEqual([{ showDisclaimerBanner: false }]);
    // jsdom leaves the hidden input's property behind after a synthetic click (Chromium does
    // not), so this reads the state the switch shows.
    await waitFor(() =>
      expect(disclaimer.closest("label")).toHaveAttribute("data-state", "checked"),
    );
  });
});
