import { expect, test } from "@playwright/test";
import { newUser } from "../fixtures/users.js";
import { LoginPage } from "../pages/login-page.js";
import { SiteHeader } from "../pages/site-header.js";

test("a new user registers, finds the username in the login form, logs in, stays signed in after a reload and logs out", async ({
  page,
}) => {
  const user = newUser();
  const login = new LoginPage(page);
  const header = new SiteHeader(page);

  await login.open();
  await login.register(user);
  await expect(login.toast("Registration Successful")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
  // The new username is there already; the password is the next thing to type.
  await expect(login.loginForm.getByLabel("Username")).toHaveValue(user.username);
  await expect(login.loginForm.getByLabel("Password")).toBeFocused();

  await login.logIn(user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const welcome = page.getByText(`Welcome, ${user.firstName} ${user.lastName}`);
  await expect(welcome).toBeVisible();
  await expect(header.accountButton(user.firstName)).toBeVisible();

  await page.reload();
  await expect(welcome).toBeVisible();
  await expect(header.accountButton(user.firstName)).toBeVisible();

  await header.signOut(user.firstName);
  await expect(page).toHaveURL(/\/$/);
  await expect(header.logInLink).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirect=\/dashboard$/);
});

test("the demo learner logs in from the browser and lands on the page asked for", async ({
  page,
}) => {
  const login = new LoginPage(page);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?redirect=\/account$/);
  await login.logIn("learner", "Learner#2026");
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "My Account" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Profile" }).getByLabel("Username")).toHaveValue(
    "learner",
  );
});

test("a wrong password is refused with the login failed message", async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn("student", "not-the-password");
  await expect(login.toast("Login Failed")).toBeVisible();
  await expect(login.toast("Invalid username or password. Please try again.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("the demo admin signs in through the administrators' sign-in and opens the admin area", async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.open("?redirect=/admin/dashboard");
  await login.logIn("admin", "Admin#2026");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
});

// Each as typed into the address bar: a browser drops tabs and line breaks in a URL and reads "\"
// as "/", so several of these become "//evil.example" once assigned.
const hostileRedirects = [
  "/%09/evil.example",
  "/%0d/evil.example",
  "/%0a/evil.example",
  "/%0D%0A/evil.example",
  "/\\evil.example",
  "/%5Cevil.example",
  "//evil.example",
  "/.//evil.example",
  "/a/..//evil.example",
  "https://evil.example",
  "javascript:alert(document.domain)",
];

for (const redirect of hostileRedirects) {
  test(`the admin's sign-in with redirect=${redirect} stays on the portal`, async ({
    page,
    baseURL,
  }) => {
    const left: string[] = [];
    await page.route(
      url => url.hostname === "evil.example",
      async route => {
        left.push(route.request().url());
        await route.fulfill({ contentType: "text/html", body: "<h1>Evil</h1>" });
      },
    );
    const dialogs: string[] = [];
    page.on("dialog", async dialog => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });

    const login = new LoginPage(page);
    await login.open(`?redirect=${redirect}`);
    await login.logIn("admin", "Admin#2026");

    await expect(page).toHaveURL(`${baseURL}/dashboard`);
    await expect(page.getByRole("heading", { name: "Evil" })).toHaveCount(0);
    expect(left).toEqual([]);
    expect(dialogs).toEqual([]);
  });
}
