import { expect, test } from "@playwright/test";
import { LoginPage } from "../pages/login-page.js";

test("an anonymous visitor opening the admin dashboard lands on the login page", async ({
  page,
}) => {
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/login\?redirect=\/admin\/dashboard$/);
  await expect(new LoginPage(page).loginForm).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
});

test("a learner opening the admin dashboard lands on the learner dashboard", async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn("learner", "Learner#2026");
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "My Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
});

test("an anonymous visitor opening a checkout is asked to log in first", async ({ page }) => {
  await page.goto("/checkout/1");
  await expect(page).toHaveURL(/\/login\?redirect=\/checkout\/1$/);
});
