import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { LEARNER, signIn } from "../fixtures/session.js";
import { SiteHeader } from "../pages/site-header.js";

/** Whether the focused element shows a focus ring (an outline or a ring drawn as a shadow). */
const focusVisible = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    return {
      name: element.textContent?.trim() || element.getAttribute("aria-label"),
      visible: outline || style.boxShadow !== "none",
    };
  });

test("every stop of the keyboard on the home page shows where the focus is", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (let stop = 0; stop < 12; stop++) {
    await page.keyboard.press("Tab");
    const focused = await focusVisible(page);
    expect(focused, `Tab stop ${stop + 1}`).toMatchObject({ visible: true });
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu keeps the keyboard inside and gives the focus back when closed", async ({
    page,
  }) => {
    await page.goto("/about");
    // While the menu is open the rest of the page is hidden from assistive technology.
    const toggle = page.locator('header button[aria-label="Open menu"]');
    await toggle.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const { violations } = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
    expect(violations.filter(v => v.impact === "serious" || v.impact === "critical")).toEqual([]);

    const entries = await menu.locator("a, button").count();
    for (let stop = 0; stop < entries + 3; stop++) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate(dialog => dialog.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole("link", { name: "Courses" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(menu).toBeHidden();
  });
});

test("a click on the account button while its menu is still loading opens the menu", async ({
  page,
}) => {
  await signIn(page.context(), LEARNER);
  // A page the browser renders (the dashboard is the server's, its app started at a press).
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account$/);
  // A fresh page whose account menu arrives late, as on a slow connection.
  await page.route(/\/assets\/account-menu-[^/]+\.js$/, async route => {
    await new Promise(resolve => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.reload();
  const header = new SiteHeader(page);
  const button = header.accountButton("Jordan");
  await expect(button).toHaveAttribute("data-pending", "");
  await button.click();
  await expect(page.getByRole("navigation", { name: "Account" })).toBeVisible();
});

test("a click on the account button of the dashboard the server rendered opens the menu", async ({
  page,
}) => {
  // On a phone's CPU: the header's lazy menus took longer than wake.ts waits for a control, and
  // the press was replayed on the server's inert markup (3 of 16 runs at 8x before the app
  // loaded them ahead of hydrating).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await signIn(page.context(), LEARNER);
  await page.goto("/dashboard");
  // The server's page: the app starts at this press, which it then replays.
  await new SiteHeader(page).accountButton("Jordan").click();
  await expect(page.getByRole("navigation", { name: "Account" })).toBeVisible();
});

test("the systems dropdown opens a system with a known base address directly", async ({ page }) => {
  // The learning system's address is run.mjs's fake Moodle; the page it shows is made up here.
  const lms = process.env.E2E_LMS_URL ?? "";
  await page.route(`${lms}/**`, route =>
    route.fulfill({ contentType: "text/html", body: "<title>LMS</title><h1>Learning system</h1>" }),
  );
  await signIn(page.context(), LEARNER);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("banner").getByRole("button", { name: "Systems" }).click();
  await page.getByRole("menuitem", { name: "Learning Management System" }).click();
  await expect(page).toHaveURL(url => url.href.startsWith(lms));
  await expect(page.getByRole("heading", { name: "Learning system" })).toBeVisible();
});
