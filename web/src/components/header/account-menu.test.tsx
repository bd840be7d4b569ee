import { describe, expect, it, jest } from "@jest/globals";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { LogoutDocument } from "../../lib/session/session.generated";
import { useFakeClock } from "../../test/fake-clock";
import { learner } from "../../test/fixtures";
import { currentPath, renderApp } from "../../test/render-app";
import { api, server, signedInAs } from "../../test/server";
import { ACCOUNT_MENU_CLOSE_DELAY_MS } from "./account-menu";

const header = () => within(screen.getByRole("banner"));
const accountMenu = () => screen.queryByRole("navigation", { name: "Account" });
const trigger = () => header().getByRole("button", { name: "Jordan" });
const findAccountMenu = () => screen.findByRole("navigation", { name: "Account" });
const menuClosed = () => waitFor(() => expect(accountMenu()).not.toBeInTheDocument());

async function wait(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/**
 * The menu starts listening for clicks outside it a frame and a task after it opens (zag's
 * interact-outside: requestAnimationFrame, then setTimeout 0). Frames and timers run in the order
 * they were asked for, so after our own frame and task it listens, however loaded the machine.
 */
async function letMenuSettle() {
  await act(async () => {
    await new Promise(resolve => requestAnimationFrame(resolve));
    await new Promise(resolve => setTimeout(resolve, 0));
    await new Promise(resolve => setTimeout(resolve, 250));
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
    const menu = within(await findAccountMenu());
    expect(trigger()).toHaveAttribute("aria-expanded", "true");
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
    expect(trigger()).toHaveAttribute("aria-expanded", "false");
    // The menu leaves the page once React and the menu's presence have caught up.
    await menuClosed();
    // The menu forgets its closed layer a few frames later; let those run on this fake clock,
    // or later menus would still ignore clicks outside them.
    await wait(100);
  });

  it("leaves the focus where it was when the pointer only passes over it", async () => {
    signedInAs(learner);
    await renderApp("/account");
    const phone = screen.getByRole("textbox", { name: "Phone" });
    act(() => phone.focus());
    const root = trigger().parentElement as HTMLElement;
    fireEvent.mouseEnter(root);
    await findAccountMenu();
    await letMenuSettle();
    expect(phone).toHaveFocus();
    fireEvent.mouseLeave(root);
    await menuClosed();
    await letMenuSettle();
    expect(phone).toHaveFocus();
  });

  it("opens on click and closes on a click outside", async () => {
    signedInAs(learner);
    await renderApp("/about");
    fireEvent.click(trigger());
    expect(await findAccountMenu()).toBeInTheDocument();
    await letMenuSettle();
    fireEvent.pointerDown(screen.getByRole("heading", { name: "About Guardian Academy" }));
    await menuClosed();
  });

  it("stays open when its button is clicked after hovering, and closes on a second click", async () => {
    signedInAs(learner);
    await renderApp("/about");
    fireEvent.mouseEnter(trigger().parentElement as HTMLElement);
    await findAccountMenu();
    fireEvent.click(trigger());
    fireEvent.mouseLeave(trigger().parentElement as HTMLElement);
    await letMenuSettle();
    await act(() => new Promise(resolve => setTimeout(resolve, ACCOUNT_MENU_CLOSE_DELAY_MS)));
    expect(accountMenu()).toBeInTheDocument();
    fireEvent.click(trigger());
    await menuClosed();
  });

  it("closes on Escape and gives focus back to its button", async () => {
    signedInAs(learner);
    await renderApp("/about");
    fireEvent.click(trigger());
    await findAccountMenu();
    await letMenuSettle();
    fireEvent.keyDown(document, { key: "Escape" });
    await menuClosed();
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it("closes when the keyboard focus leaves it", async () => {
    signedInAs(learner);
    await renderApp("/about");
    fireEvent.click(trigger());
    const myProfile = within(await findAccountMenu()).getByRole("link", { name: "My Profile" });
    await letMenuSettle();
    act(() => myProfile.focus());
    await letMenuSettle();
    expect(accountMenu()).toBeInTheDocument();
    act(() => header().getByRole("link", { name: "FAQ" }).focus());
    await menuClosed();
  });

  it("opens from the keyboard and moves between its entries with the arrow keys", async () => {
    signedInAs(learner);
    await renderApp("/about");
    act(() => trigger().focus());
    fireEvent.keyDown(trigger(), { key: "Enter" });
    const menu = within(await findAccountMenu());
    const popup = screen.getByRole("dialog", { name: "Jordan" });
    // A browser focuses the first entry; jsdom, which lays nothing out, the popup itself.
    await waitFor(() => expect(popup).toContainElement(document.activeElement as HTMLElement));
    const press = (key: string) =>
      fireEvent.keyDown(document.activeElement as HTMLElement, { key });
    press("Home");
    expect(menu.getByRole("link", { name: "My Dashboard" })).toHaveFocus();
    press("ArrowDown");
    expect(menu.getByRole("link", { name: "My Profile" })).toHaveFocus();
    press("End");
    expect(menu.getByRole("button", { name: "Sign Out" })).toHaveFocus();
    press("ArrowDown");
    expect(menu.getByRole("link", { name: "My Dashboard" })).toHaveFocus();
    press("ArrowUp");
    expect(menu.getByRole("button", { name: "Sign Out" })).toHaveFocus();
  });

  it("leads to the account page and closes", async () => {
    signedInAs(learner);
    const app = await renderApp("/about");
    fireEvent.click(trigger());
    fireEvent.click(within(await findAccountMenu()).getByRole("link", { name: "My Profile" }));
    expect(await screen.findByRole("heading", { name: "My Account" })).toBeInTheDocument();
    expect(currentPath(app)).toBe("/account");
    await menuClosed();
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
    fireEvent.click(within(await findAccountMenu()).getByRole("button", { name: "Sign Out" }));
    await waitFor(() => expect(currentPath(app)).toBe("/"));
    expect(header().getAllByRole("link", { name: "Log In" })[0]).toBeInTheDocument();
    expect(logouts).toBe(1);
  });
});
