import { describe, expect, it, jest } from "@jest/globals";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { SiteBannersDocument } from "./site-banners.generated";
import { bannerSettings } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { api, server } from "../../../test/server";
import { DEFAULT_DISCLAIMER_TEXT, PRELAUNCH_TEXT } from "./site-banners";

const disclaimer = () => screen.queryByRole("region", { name: "Disclaimer" });
const prelaunch = () => screen.queryByRole("region", { name: "Pre-launch announcement" });

describe("site banners", () => {
  it("shows the disclaimer text from the settings and the pre-launch announcement", async () => {
    await renderApp("/about");
    await waitFor(() =>
      expect(disclaimer()).toHaveTextContent(
        `DISCLAIMER: ${bannerSettings.disclaimerSetting.text}`,
      ),
    );
    expect(prelaunch()).toHaveTextContent(`PRE-LAUNCH ANNOUNCEMENT: ${PRELAUNCH_TEXT}`);
  });

  it("shows both banners with the default texts while the settings load", async () => {
    let answer = () => {};
    const answered = new Promise<void>(resolve => (answer = resolve));
    server.use(
      api.query(SiteBannersDocument, async () => {
        await answered;
        return HttpResponse.json({ data: bannerSettings });
      }),
    );
    await renderApp("/about");
    expect(disclaimer()).toHaveTextContent(`DISCLAIMER: ${DEFAULT_DISCLAIMER_TEXT}`);
    expect(prelaunch()).toHaveTextContent(PRELAUNCH_TEXT);
    answer();
    await waitFor(() =>
      expect(disclaimer()).toHaveTextContent(bannerSettings.disclaimerSetting.text),
    );
  });

  it("hides each banner once the visitor dismisses it", async () => {
    await renderApp("/about");
    await screen.findByRole("region", { name: "Disclaimer" });

    fireEvent.click(screen.getByRole("button", { name: "Dismiss disclaimer" }));
    expect(disclaimer()).not.toBeInTheDocument();
    expect(prelaunch()).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Dismiss pre-launch announcement" }));
    expect(prelaunch()).not.toBeInTheDocument();
  });

  it("keeps a dismissed banner closed for the page view only, storing nothing", async () => {
    const first = await renderApp("/courses");
    fireEvent.click(await screen.findByRole("button", { name: "Dismiss disclaimer" }));
    // The same page with other filters is the same page view.
    await act(() => first.router.navigate("/courses?sort=price"));
    await screen.findByRole("region", { name: "Pre-launch announcement" });
    expect(disclaimer()).not.toBeInTheDocument();
    // The next page, reached through the app, shows it again; so does the next load.
    fireEvent.click(within(screen.getByRole("banner")).getByRole("link", { name: "FAQ" }));
    await screen.findByRole("heading", { level: 1, name: /Frequently Asked/i });
    expect(disclaimer()).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Dismiss pre-launch announcement" }));
    expect(prelaunch()).not.toBeInTheDocument();
    expect(document.cookie).toBe("");
    expect(sessionStorage.length).toBe(0);
    first.unmount();
    await renderApp("/faq");
    expect(await screen.findByRole("region", { name: "Pre-launch announcement" })).toBeVisible();
    expect(disclaimer()).toBeVisible();
  });

  it("keeps both banners with the default texts when the settings request fails", async () => {
    server.use(api.query(SiteBannersDocument, () => HttpResponse.error()));
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    await renderApp("/about");
    const disclaimerBar = await screen.findByRole("region", { name: "Disclaimer" });
    expect(disclaimerBar).toHaveTextContent(`DISCLAIMER: ${DEFAULT_DISCLAIMER_TEXT}`);
    expect(prelaunch()).toHaveTextContent(PRELAUNCH_TEXT);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("leaves out the pre-launch banner when the global settings switch it off", async () => {
    server.use(
      api.query(SiteBannersDocument, () =>
        HttpResponse.json({
          data: {
            ...bannerSettings,
            bannerSettings: { ...bannerSettings.bannerSettings, showPreLaunchBanner: false },
          },
        }),
      ),
    );
    await renderApp("/about");
    await waitFor(() => expect(prelaunch()).not.toBeInTheDocument());
    expect(disclaimer()).toBeInTheDocument();
  });

  it("leaves out the disclaimer when its own setting is not visible", async () => {
    server.use(
      api.query(SiteBannersDocument, () =>
        HttpResponse.json({
          data: {
            ...bannerSettings,
            disclaimerSetting: { ...bannerSettings.disclaimerSetting, isVisible: false },
          },
        }),
      ),
    );
    await renderApp("/about");
    await waitFor(() => expect(disclaimer()).not.toBeInTheDocument());
    expect(prelaunch()).toBeInTheDocument();
  });
});
