import { expect, test } from "@playwright/test";
import { signIn } from "../fixtures/session.js";
import { newUser, registerUser } from "../fixtures/users.js";
import { AccountPage } from "../pages/account-page.js";
import { LoginPage } from "../pages/login-page.js";
import { SiteHeader } from "../pages/site-header.js";

test("a user changes the password and logs in again with the new one", async ({
  page,
  request,
}) => {
  const user = newUser();
  await registerUser(request, user);
  const login = new LoginPage(page);
  const account = new AccountPage(page);

  await signIn(page.context(), [user.username, user.password], { own: true });
  await account.open();
  await account.openSecurity();
  await account.changePassword(user.password, "Changed#2027");
  await expect(
    page.getByText("Your password has been changed. Please log in again."),
  ).toBeVisible();

  await expect(page).toHaveURL(/\/login\?reason=password-changed$/);
  await expect(login.toast("Password Changed")).toBeVisible();
  await expect(new SiteHeader(page).logInLink).toBeVisible();

  await login.logIn(user.username, user.password);
  await expect(login.toast("Login Failed")).toBeVisible();
  await login.logIn(user.username, "Changed#2027");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the phone number is saved and kept after a reload", async ({ page, request }) => {
  const user = newUser();
  await registerUser(request, user);
  const account = new AccountPage(page);
  await signIn(page.context(), [user.username, user.password], { own: true });
  await account.open();

  await account.savePhone("555-0142");
  await expect(page.getByText("Profile saved")).toBeVisible();
  await page.reload();
  await expect(account.profileForm.getByLabel("Phone")).toHaveValue("555-0142");
  await expect(account.profileForm.getByLabel("Email")).not.toBeEditable();
});

test("the email-notifications switch is saved, and put back when saving fails", async ({
  page,
  request,
}) => {
  const user = newUser();
  await registerUser(request, user);
  const account = new AccountPage(page);
  await signIn(page.context(), [user.username, user.password], { own: true });
  await account.open();
  await account.openSecurity();
  await expect(account.notifications).toBeChecked();

  await account.toggleNotifications();
  await expect(page.getByText("Notification preference saved")).toBeVisible();
  await expect(account.notifications).not.toBeChecked();
  await page.reload();
  await account.openSecurity();
  await expect(account.notifications).not.toBeChecked();

  await page.route("**/graphql", async route =>
    route.request().postDataJSON()?.operationName === "UpdateProfile"
      ? route.fulfill({ status: 500, body: "{}" })
      : route.continue(),
  );
  await account.toggleNotifications();
  await expect(page.getByText("Update Failed")).toBeVisible();
  await expect(account.notifications).not.toBeChecked();
});
