import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { UpdateBannerSettingsDocument } from "../settings/admin-settings.generated";
import { administrator, learner } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { api, server, signedInAs } from "../../../test/server";

const panel = () => screen.queryByRole("complementary", { name: "Admin Controls" });
const prelaunchBanner = () => screen.queryByRole("region", { name: "Pre-launch announcement" });

describe("the home page's Admin Controls", () => {
  it("are not there for visitors or learners", async () => {
    await renderApp("/");
    await screen.findByRole("heading", { name: "Available Training Programs" });
    expect(panel()).not.toBeInTheDocument();
  });

  it("are not there for learners", async () => {
    signedInAs(learner);
    await renderApp("/");
    await screen.findByRole("button", { name: /Jordan/ });
    expect(panel()).not.toBeInTheDocument();
  });

  it("let an administrator hide the pre-launch banner at once, and fold away", async () => {
    server.use(
      api.mutation(UpdateBannerSettingsDocument, ({ variables }) =>
        HttpResponse.json({
          data: {
            __typename: "Mutation",
            updateBannerSettings: {
              __typename: "BannerSettings",
              showDisclaimerBanner: true,
              showPreLaunchBanner: variables.input.showPreLaunchBanner ?? true,
              disclaimerText: "Refunds are not available once access is provided.",
            },
          },
        }),
      ),
    );
    signedInAs({ ...administrator, isSuperAdmin: false });
    await renderApp("/");
    const controls = within(await screen.findByRole("complementary", { name: "Admin Controls" }));
    expect(controls.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "href",
      "/admin/dashboard",
    );
    expect(controls.getByRole("link", { name: "Messages" })).toHaveAttribute(
      "href",
      "/admin/messages",
    );
    expect(controls.queryByRole("link", { name: "Security" })).not.toBeInTheDocument();
    expect(prelaunchBanner()).toBeInTheDocument();

    await controls.findByRole("checkbox", { name: "Pre-launch Banner" });
    fireEvent.click(controls.getByText("Pre-launch Banner"));
    await waitFor(() => expect(prelaunchBanner()).not.toBeInTheDocument());
    expect(screen.getByRole("region", { name: "Disclaimer" })).toBeInTheDocument();

    const toggle = controls.getByRole("button", { name: /Admin Controls/ });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(controls.queryByRole("checkbox", { name: "Pre-launch Banner" })).not.toBeInTheDocument();
  });
});
