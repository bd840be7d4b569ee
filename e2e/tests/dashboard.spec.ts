import { expect, test } from "@playwright/test";
import { newUser, registerUser } from "../fixtures/users.js";
import { CheckoutPage } from "../pages/checkout-page.js";
import { LoginPage } from "../pages/login-page.js";

test("the demo student opens the course in the learning system", async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn("student", "Student#2026");
  await expect(page).toHaveURL(/\/dashboard$/);
  const open = page.getByRole("link", { name: "Open in LMS" });
  await expect(open).toHaveCount(1);
  await expect(open).toHaveAttribute("href", /^https?:\/\//);
  await expect(open).toHaveAttribute("target", "_blank");
});

test("a new buyer is given the course in the LMS by the background job, and the notifications of the purchase can be marked read", async ({
  page,
  request,
}) => {
  const user = newUser();
  await registerUser(request, user);
  await CheckoutPage.buyCourseOne(page, user);

  // The provisioning job runs in the background against run.mjs's fake Moodle (course 1 is its
  // Moodle course 101); the dashboard shows the link once it is there.
  const open = page.getByRole("link", { name: "Open in LMS" });
  await expect(async () => {
    await page.reload();
    // A reload on CI's busy cores can take seconds of its own.
    await expect(open).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 80_000 });
  await expect(open).toHaveAttribute("href", `${process.env.E2E_LMS_URL}/course/view.php?id=101`);

  await page.getByRole("tab", { name: "Linked Systems" }).click();
  const notifications = page.getByRole("tab", { name: /Notifications/ });
  await expect(notifications.getByLabel(/unread/)).toBeVisible();
  await notifications.click();
  await expect(page.getByText(/is ready in the learning system/)).toBeVisible();
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByText("Notifications marked as read.")).toBeVisible();
  await expect(notifications.getByLabel(/unread/)).toHaveCount(0);
  await page.getByRole("tab", { name: "Activity" }).click();
  await expect(page.getByText("Course access ready")).toBeVisible();
});
