import { expect, test } from "@playwright/test";
import { visitorTest } from "../fixtures/visitor.js";
import { LEARNER, signIn } from "../fixtures/session.js";
import { LoginPage } from "../pages/login-page.js";

visitorTest(
  "an anonymous visitor opening the admin dashboard lands on the login page",
  async ({ visitorPage: page }) => {
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/login\?redirect=\/admin\/dashboard$/);
    await expect(new LoginPage(page).loginForm).toBeVisible();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
  },
);

test("a learner opening the admin dashboard lands on the learner dashboard", async ({ page }) => {
  await signIn(page.context(), LEARNER);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "My Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
});

visitorTest(
  "an anonymous visitor opening a checkout is asked to log in first",
  async ({ visitorPage: page }) => {
    await page.goto("/checkout/1");
    await expect(page).toHaveURL(/\/login\?redirect=\/checkout\/1$/);
  },
);
