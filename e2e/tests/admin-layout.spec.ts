import { expect, test } from "@playwright/test";
import { MANAGER, SUPER_ADMIN, signIn } from "../fixtures/session.js";

const WARNING = "Some administrative functions are restricted to Super Admin users only.";

test("an administrator's panel: sixteen screens, the warning bar, and Logout back to the site", async ({
  page,
}) => {
  // A session of its own: the test ends it.
  await signIn(page.context(), MANAGER, { own: true });
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/admin\/users$/);
  const menu = page.getByRole("navigation", { name: "Admin" });
  await expect(menu.getByRole("link")).toHaveCount(16);
  await expect(menu.getByRole("link", { name: "Security" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Sign-in Clients" })).toHaveCount(0);
  await expect(page.getByText(WARNING)).toBeVisible();
  await expect(page.getByRole("banner").getByText("Admin", { exact: true })).toBeVisible();

  await menu.getByRole("link", { name: "Courses" }).click();
  await expect(page).toHaveURL(/\/admin\/courses$/);
  await expect(menu.getByRole("link", { name: "Courses" })).toHaveAttribute("aria-current", "page");

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/login\?redirect=\/admin\/users$/);
});

test("a super administrator sees Security and Sign-in Clients and no warning; on a phone the menu is a drawer", async ({
  page,
}) => {
  await signIn(page.context(), SUPER_ADMIN);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("banner").getByText("Super Admin")).toBeVisible();
  await expect(page.getByText(WARNING)).toHaveCount(0);
  const sidebar = page.getByRole("navigation", { name: "Admin" });
  await expect(sidebar.getByRole("link")).toHaveCount(18);
  await expect(sidebar.getByRole("link", { name: "Sign-in Clients" })).toBeVisible();
  // At 1366 x 900 the whole menu, copyright included, is inside the dark panel.
  await page.setViewportSize({ width: 1366, height: 900 });
  const panel = page.getByRole("complementary").filter({ has: sidebar });
  const copyright = panel.getByText(/All rights reserved/);
  await expect(copyright).toBeInViewport();
  const [panelBox, lineBox] = [await panel.boundingBox(), await copyright.boundingBox()];
  expect(lineBox!.y + lineBox!.height).toBeLessThanOrEqual(panelBox!.y + panelBox!.height);

  await page.setViewportSize({ width: 390, height: 800 });
  await expect(sidebar).toBeHidden();
  await page.getByRole("button", { name: "Open admin menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Admin Panel" });
  await drawer.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(drawer).toBeHidden();
});
