import { type Browser, expect, test } from "@playwright/test";
import { MANAGER, signIn } from "../fixtures/session.js";
import { newUser, registerUser } from "../fixtures/users.js";
import { LoginPage } from "../pages/login-page.js";

/**
 * The reset link mailed to `email`, as an administrator of this demo install (no SMTP server)
 * finds it: in the Outbox, the mail's dialog, its link.
 */
async function resetLinkFromOutbox(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL });
  try {
    await signIn(context, MANAGER);
    const admin = await context.newPage();
    const view = admin.getByRole("button", {
      name: `View mail to ${email}: Reset your Guardian Academy password`,
    });
    // The mail is written by a background job: the list is read again until it is there.
    await expect(async () => {
      await admin.goto(`/admin/outbox?q=${encodeURIComponent(email)}`);
      await expect(view).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await view.click();
    const dialog = admin.getByRole("dialog", { name: "Reset your Guardian Academy password" });
    const link = dialog.getByRole("link", { name: /\/reset-password\?token=[\w-]+$/ });
    await expect(link).toHaveAttribute("target", "_blank");
    const href = await link.getAttribute("href");
    expect(href).not.toContain("[hidden]");
    return new URL(href!).pathname + new URL(href!).search;
  } finally {
    await context.close();
  }
}

test("a learner who forgot the password sets a new one from the mailed link and signs in", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const user = newUser();
  await registerUser(request, user);
  const login = new LoginPage(page);

  await login.open();
  await login.loginForm.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const forgot = page.getByRole("form", { name: "Forgot password" });
  await forgot.getByLabel("Email").fill(user.email);
  await forgot.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(
    page.getByText(
      "If an account exists for that email, we have sent a link to reset its password. The link works for 30 minutes.",
    ),
  ).toBeVisible();

  // A demo install (no SMTP server) holds the mail: its Outbox shows the link whole.
  await page.goto(await resetLinkFromOutbox(browser, baseURL!, user.email));
  const reset = page.getByRole("form", { name: "Reset password" });
  await reset.getByRole("textbox", { name: "New Password", exact: true }).fill("Renewed#2026");
  await reset.getByLabel("Confirm New Password").fill("Renewed#2026");
  await reset.getByRole("button", { name: "Set New Password" }).click();
  await expect(
    page.getByText("Your password has been changed. Please log in with your new password."),
  ).toBeVisible();

  await page.getByRole("main").getByRole("link", { name: "Log In" }).click();
  await expect(login.loginForm).toBeVisible();
  await login.logIn(user.username, "Renewed#2026");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome, ${user.firstName} ${user.lastName}`)).toBeVisible();
});
