import { describe, expect, it, jest } from "@jest/globals";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { browserLocation } from "../../lib/browser-location";
import type { GraphQLResponseBody } from "msw/graphql";
import { DeepLinkDocument, LogoutDocument } from "../../graphql/graphql";
import type { DeepLinkMutation } from "../../graphql/graphql";
import { useFakeClock } from "../../test/fake-clock";
import { learner } from "../../test/fixtures";
import { currentPath, renderApp } from "../../test/render-app";
import { api, refused, server, signedInAs } from "../../test/server";
import { ACCOUNT_MENU_CLOSE_DELAY_MS } from "./account-menu";

const header = () => within(screen.getByRole("banner"));
const accountMenu = () => screen.queryByRole("navigation", { name: "Account" });
const trigger = () => header().getByRole("button", { name: "Jordan" });

async function wait(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe("account menu", () => {
  it("shows the first name instead of Log In, and Account when there is none", async () => {
    signedInAs({ ...learner, firstName: "" });
    await renderApp("/about");
    expect(header().getByRole("button", { name: "Account" })).toBeInTheDocument();
    expect(header().queryByRole("link", { name: "Log In" })).not.toBeInTheDocument();
  });

  it("opens on hover and closes 150 ms after the pointer leaves", async () => {
    useFakeClock();
    signedInAs(learner);
    await renderApp("/about");
    const root = trigger().parentElement as HTMLElement;

    fireEvent.mouseEnter(root);
    expect(trigger()).toHaveAttribute("aria-expanded", "true");
    const menu = within(accountMenu() as HTMLElement);
    expect(menu.getAllByRole("link").map(link => link.getAttribute("href"))).toEqual([
      "/dashboard",
      "/account",
      "/my-courses",
    ]);
    expect(menu.getByRole("link", { name: "My Profile" })).toBeVisible();
    expect(menu.getByRole("button", { name: "Sign Out" })).toBeVisible();

    fireEvent.mouseLeave(root);
    await wait(ACCOUNT_MENU_CLOSE_DELAY_MS - 50);
    expect(accountMenu()).toBeInTheDocument();
    fireEvent.mouseEnter(root);
    await wait(ACCOUNT_MENU_CLOSE_DELAY_MS);
    expect(accountMenu()).toBeInTheDocument();

    fireEvent.mouseLeave(root);
    await wait(ACCOUNT_MENU_CLOSE_DELAY_MS);
    expect(accountMenu()).not.toBeInTheDocument();
    expect(trigger()).toHaveAttribute("aria-expanded", "false");
  });

  it("opens on click and closes on a click outside", async () => {
    signedInAs(learner);
    await renderApp("/about");
    fireEvent.click(trigger());
    expect(accountMenu()).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByRole("heading", { name: "About" }));
    expect(accountMenu()).not.toBeInTheDocument();
  });

  it("closes on Escape and gives focus back to its button", async () => {
    signedInAs(learner);
    await renderApp("/about");
    fireEvent.click(trigger());
    fireEvent.keyDown(document, { key: "Escape" });
    expect(accountMenu()).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it("closes when the keyboard focus leaves it", async () => {
    signedInAs(learner);
    await renderApp("/about");
    fireEvent.click(trigger());
    const myProfile = within(accountMenu() as HTMLElement).getByRole("link", {
      name: "My Profile",
    });
    fireEvent.focusOut(trigger(), { relatedTarget: myProfile });
    expect(accountMenu()).toBeInTheDocument();
    fireEvent.focusOut(myProfile, { relatedTarget: header().getByRole("link", { name: "FAQ" }) });
    expect(accountMenu()).not.toBeInTheDocument();
  });

  it("leads to the account page and closes", async () => {
    signedInAs(learner);
    const app = await renderApp("/about");
    fireEvent.click(trigger());
    fireEvent.click(within(accountMenu() as HTMLElement).getByRole("link", { name: "My Profile" }));
    expect(await screen.findByRole("heading", { name: "My Account" })).toBeInTheDocument();
    expect(currentPath(app)).toBe("/account");
    expect(accountMenu()).not.toBeInTheDocument();
  });

  it("signs out on the server and here, and goes home", async () => {
    let logouts = 0;
    server.use(
      api.mutation(LogoutDocument, () => {
        logouts += 1;
        return HttpResponse.json({
          data: { __typename: "Mutation", logout: { __typename: "SuccessResult", success: true } },
        });
      }),
    );
    signedInAs(learner);
    const app = await renderApp("/account");
    await screen.findByRole("heading", { name: "My Account" });
    fireEvent.click(trigger());
    fireEvent.click(within(accountMenu() as HTMLElement).getByRole("button", { name: "Sign Out" }));
    await waitFor(() => expect(currentPath(app)).toBe("/"));
    expect(header().getAllByRole("link", { name: "Log In" })[0]).toBeInTheDocument();
    expect(logouts).toBe(1);
  });
});

describe("mobile menu when signed in", () => {
  function answerDeepLinks(
    answer: (system: string) => HttpResponse<GraphQLResponseBody<DeepLinkMutation>>,
  ) {
    server.use(api.mutation(DeepLinkDocument, ({ variables }) => answer(variables.system)));
  }

  async function openMobileMenu() {
    signedInAs(learner);
    await renderApp("/");
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    return within(screen.getByRole("navigation", { name: "Mobile" }));
  }

  it("shows the name, email, account links and the portals instead of Log In", async () => {
    const menu = await openMobileMenu();
    expect(menu.getByText("Jordan")).toBeInTheDocument();
    expect(menu.getByText("learner@example.com")).toBeInTheDocument();
    expect(menu.getByRole("link", { name: "My Courses" })).toHaveAttribute("href", "/my-courses");
    for (const portal of ["Learning Portal", "Storage Portal", "Video Portal"]) {
      expect(menu.getByRole("button", { name: portal })).toBeInTheDocument();
    }
    expect(menu.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
    expect(menu.queryByRole("link", { name: "Log In" })).not.toBeInTheDocument();
  });

  it("opens a portal through a single-use deep link", async () => {
    const assign = jest.spyOn(browserLocation, "assign").mockImplementation(() => undefined);
    const systems: string[] = [];
    answerDeepLinks(system => {
      systems.push(system);
      return HttpResponse.json({
        data: {
          __typename: "Mutation",
          deepLink: { __typename: "DeepLinkResult", redirectUrl: "https://lms.example/token/t1" },
        },
      });
    });
    const menu = await openMobileMenu();
    fireEvent.click(menu.getByRole("button", { name: "Learning Portal" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://lms.example/token/t1"));
    expect(systems).toEqual(["lms"]);
  });

  it("says why a portal cannot be opened", async () => {
    const assign = jest.spyOn(browserLocation, "assign").mockImplementation(() => undefined);
    answerDeepLinks(system => refused("NOT_FOUND", `No available system "${system}"`));
    const menu = await openMobileMenu();
    fireEvent.click(menu.getByRole("button", { name: "Video Portal" }));
    expect(await screen.findByText("Navigation Error")).toBeInTheDocument();
    expect(
      screen.getByText('Failed to navigate to system: No available system "video"'),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(menu.getByRole("button", { name: "Video Portal" })).toBeEnabled();
  });
});
