import { type Browser, expect as baseExpect, test } from "@playwright/test";
import { type Account, LEARNER, MANAGER, SUPER_ADMIN, signIn } from "../fixtures/session.js";
import { type NewUser, newUser, registerUser } from "../fixtures/users.js";
import { AdminUsersPage } from "../pages/admin-users-page.js";

// Sign-ins hash with argon2 and pages load on demand: patient on a machine shared by many runs.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** A course other than the first (the earlier product always enrolled in course 1). */
const CHOSEN_COURSE = "Skip Tracing and Fugitive Location";

/**
 * A browser of its own signed in as `account` over the API, on the page it opens next. The
 * sign-in form itself is the auth tests' subject. A demo account comes with this worker's shared
 * session; a new user signs in afresh (the sign-in must answer 200).
 */
async function signedIn(browser: Browser, account: Account, path = "/dashboard") {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const demo = [LEARNER, MANAGER, SUPER_ADMIN].includes(account);
  await signIn(context, account, { own: !demo });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

async function adminUsers(browser: Browser, account: Account) {
  const page = await signedIn(browser, account, "/admin/users");
  await expect(page).toHaveURL(/\/admin\/users$/);
  return { page, users: new AdminUsersPage(page) };
}

async function registered(request: Parameters<typeof registerUser>[0]): Promise<NewUser> {
  const user = newUser();
  await registerUser(request, user);
  return user;
}

test("an administrator edits a new user's email and it is saved", async ({ browser, request }) => {
  const user = await registered(request);
  const { page, users } = await adminUsers(browser, MANAGER);
  await users.open(user.username);
  const email = `edited-${user.email}`;
  await users.editEmail(user.username, email);
  await page.reload();
  await expect(users.row(user.username)).toContainText(email);
});

test("an administrator resets a password to the typed one, which the user then signs in with", async ({
  browser,
  request,
}) => {
  const user = await registered(request);
  const { users } = await adminUsers(browser, MANAGER);
  await users.open(user.username);
  await users.resetPassword(user.username, "Typed#Reset2026", "Typed#Reset2027");
  await expect(users.dialog("Reset Password").getByText("Passwords don't match")).toBeVisible();
  await users.dialog("Reset Password").getByLabel("Confirm New Password").fill("Typed#Reset2026");
  await users.dialog("Reset Password").getByRole("button", { name: "Reset Password" }).click();
  await expect(users.toast("Password reset")).toBeVisible();

  const learner = await signedIn(browser, [user.username, "Typed#Reset2026"]);
  await expect(learner).toHaveURL(/\/dashboard$/);
});

test("an administrator enrolls a user in the chosen course, which their dashboard lists", async ({
  browser,
  request,
}) => {
  const user = await registered(request);
  const { page, users } = await adminUsers(browser, MANAGER);
  await users.open(user.username);
  await users.enroll(user.username, CHOSEN_COURSE);
  await page.reload();
  await expect(users.row(user.username).getByRole("cell").nth(4)).toHaveText("1");

  const learner = await signedIn(browser, [user.username, user.password]);
  await expect(learner).toHaveURL(/\/dashboard$/);
  await expect(learner.getByText(CHOSEN_COURSE)).toBeVisible();
});

test("a super administrator deletes a user; an administrator is offered no Delete", async ({
  browser,
  request,
}) => {
  const user = await registered(request);
  const manager = await adminUsers(browser, MANAGER);
  await manager.users.open(user.username);
  await expect(
    manager.users.row(user.username).getByRole("button", { name: "Edit" }),
  ).toBeVisible();
  await expect(manager.page.getByRole("button", { name: /^Delete/ })).toHaveCount(0);

  const { page, users } = await adminUsers(browser, SUPER_ADMIN);
  await users.open(user.username);
  await users.delete(user.username);
  await page.reload();
  await expect(page.getByText("No users match your search criteria")).toBeVisible();
});

test("a learner who visits /admin/users lands on the dashboard", async ({ browser }) => {
  const page = await signedIn(browser, LEARNER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/dashboard$/);
});
