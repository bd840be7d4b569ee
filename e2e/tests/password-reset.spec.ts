import { expect, test } from "@playwright/test";
import pg from "pg";
import { newUser, registerUser } from "../fixtures/users.js";
import { LoginPage } from "../pages/login-page.js";

/**
 * The path of the newest reset link mailed to `email`, read from the outbox table: the
 * administrators' outbox view hides a reset link's token.
 */
async function mailedResetPath(email: string): Promise<string> {
  const client = new pg.Client({
    connectionString: `postgres://guardian:guardian@127.0.0.1:${process.env.E2E_PG_PORT}/guardian`,
  });
  await client.connect();
  try {
    let path = "";
    await expect
      .poll(
        async () => {
          const { rows } = await client.query<{ text_body: string }>(
            `select text_body from mail_outbox where recipient = $1 and kind = 'password.reset'
              order by id desc limit 1`,
            [email],
          );
          path =
            /\{portal\}(\/reset-password\?token=[\w-]+)/.exec(rows[0]?.text_body ?? "")?.[1] ?? "";
          return path;
        },
        { timeout: 30_000 },
      )
      .not.toBe("");
    return path;
  } finally {
    await client.end();
  }
}

test("a learner who forgot the password sets a new one from the mailed link and signs in", async ({
  page,
  request,
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

  await page.goto(await mailedResetPath(user.email));
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
