import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  AdminDisclaimerSettingDocument,
  AdminPrelaunchSettingDocument,
  UpdateBannerSettingsDocument,
} from "../admin-settings.generated";
import type { BannerSettingsInput } from "../../../../graphql/types";
import { administrator } from "../../../../test/fixtures";
import { renderPage } from "../../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../../test/server";

const STORED_TEXT = "Refunds are not available once access is provided.";

function answerSettings() {
  const saved: BannerSettingsInput[] = [];
  const stored = { disclaimer: true, text: STORED_TEXT, prelaunch: true };
  server.use(
    api.query(AdminDisclaimerSettingDocument, () =>
      HttpResponse.json({
        data: {
          __typename: "Query",
          disclaimerSetting: {
            __typename: "DisclaimerSetting",
            isVisible: stored.disclaimer,
            text: stored.text,
          },
        },
      }),
    ),
    api.query(AdminPrelaunchSettingDocument, () =>
      HttpResponse.json({
        data: {
          __typename: "Query",
          prelaunchBannerSetting: {
            __typename: "PrelaunchBannerSetting",
            isVisible: stored.prelaunch,
          },
        },
      }),
    ),
    api.mutation(UpdateBannerSettingsDocument, ({ variables }) => {
      const input = variables.input;
      saved.push(input);
      stored.disclaimer = input.showDisclaimerBanner ?? stored.disclaimer;
      stored.text = input.disclaimerText?.trim() ?? stored.text;
      stored.prelaunch = input.showPreLaunchBanner ?? stored.prelaunch;
      return HttpResponse.json({
        data: {
          __typename: "Mutation",
          updateBannerSettings: {
            __typename: "BannerSettings",
            showDisclaimerBanner: stored.disclaimer,
            disclaimerText: stored.text,
            showPreLaunchBanner: stored.prelaunch,
          },
        },
      });
    }),
  );
  return saved;
}

async function openSettings() {
  signedInAs({ ...administrator, isSuperAdmin: false });
  await renderPage("/admin/settings");
  await screen.findByRole("heading", { name: "Settings", level: 1 });
}

describe("admin settings", () => {
  it("saves what was changed with one Save Settings button, in one request", async () => {
    const saved = answerSettings();
    await openSettings();
    const text = await screen.findByLabelText("Disclaimer Text");
    expect(text).toHaveValue(STORED_TEXT);
    fireEvent.change(text, { target: { value: "Early access: no refunds after access." } });
    // (The switches are flipped in the browser test: jsdom's synthetic clicks toggle a switch
    // that stays enabled twice.)
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }));

    expect(await screen.findByText("Settings Saved")).toBeInTheDocument();
    expect(saved).toEqual([
      { showDisclaimerBanner: true, disclaimerText: "Early access: no refunds after access." },
    ]);

    // With nothing changed, both banners are saved as shown, still in one request.
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({
      showDisclaimerBanner: true,
      disclaimerText: "Early access: no refunds after access.",
      showPreLaunchBanner: true,
    });
  });

  it("tells the spec's error when saving fails, or the server's reason", async () => {
    answerSettings();
    server.use(api.mutation(UpdateBannerSettingsDocument, () => HttpResponse.error()));
    await openSettings();
    await screen.findByLabelText("Disclaimer Text");
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Error Saving Settings")).toBeInTheDocument();
    expect(
      screen.getByText("There was a problem saving your settings. Please try again."),
    ).toBeInTheDocument();

    server.use(
      api.mutation(UpdateBannerSettingsDocument, () =>
        refused("BAD_USER_INPUT", "Disclaimer text is required"),
      ),
    );
    fireEvent.change(screen.getByLabelText("Disclaimer Text"), { target: { value: " " } });
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Disclaimer text is required")).toBeInTheDocument();
  });

  it("tells which setting failed to load", async () => {
    server.use(
      api.query(AdminDisclaimerSettingDocument, () => HttpResponse.error()),
      api.query(AdminPrelaunchSettingDocument, () => refused("INTERNAL_SERVER_ERROR", "boom")),
    );
    await openSettings();
    expect(await screen.findByText("Failed to load disclaimer settings")).toBeInTheDocument();
    expect(await screen.findByText("Failed to load prelaunch banner settings")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save Settings" })).toBeDisabled();
  });
});
