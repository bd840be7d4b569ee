import { type APIRequestContext, type Browser, expect as baseExpect, test } from "@playwright/test";
import { type Account, SUPER_ADMIN, signIn } from "../fixtures/session.js";
import { newUser } from "../fixtures/users.js";

// Sign-ins hash with argon2 and pages load on demand: patient on a machine shared by many runs.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * A browser of its own signed in over the API, on `path`: the super administrator with this
 * worker's shared session, anyone else with a new one (the sign-in must answer 200).
 */
async function signedIn(browser: Browser, account: Account, path: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await signIn(context, account, { own: account !== SUPER_ADMIN });
  const page = await context.newPage();
  await page.goto(path);
  return { page, context };
}

/** A new account through the API; its id, for the token lookup. */
async function registered(request: APIRequestContext) {
  const user = newUser();
  const response = await request.post("/graphql", {
    data: {
      query: "mutation Register($input: RegisterInput!) { register(input: $input) { id } }",
      variables: { input: { ...user, confirmPassword: user.password } },
    },
  });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return { ...user, id: Number(body.data.register.id) };
}

test("a super administrator looks a user up and forces them out of every session", async ({
  browser,
  request,
}) => {
  const user = await registered(request);
  const target = await signedIn(browser, [user.username, user.password], "/dashboard");
  expect((await target.context.request.get("/api/auth/user")).status()).toBe(200);

  const { page } = await signedIn(browser, SUPER_ADMIN, "/admin/security");
  await expect(page.getByRole("heading", { name: "Security Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByRole("group", { name: "Active Sessions" })).toContainText(
    "from last week",
  );
  await page.getByPlaceholder("Enter user ID").fill(String(user.id));
  await page.getByRole("button", { name: "Get Token Info" }).click();
  await expect(page.getByText(user.email, { exact: true })).toBeVisible();
  await expect(page.getByRole("table", { name: "Recent login attempts" })).toContainText("Success");

  await page.getByRole("button", { name: "Force Logout This User" }).click();
  await expect(page.getByText("User logged out", { exact: true })).toBeVisible();
  await expect(
    page.getByText("User has been successfully forced to log out.", { exact: true }),
  ).toBeVisible();
  // The target's access token has minutes left; it is refused at once all the same.
  expect((await target.context.request.get("/api/auth/user")).status()).toBe(401);
});

test("a blocked address shows in Intrusion Detection until it is unblocked", async ({
  browser,
  playwright,
}) => {
  const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
  const attacker = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": ip },
  });
  const attempt = () =>
    attacker.post("/api/auth/login", {
      data: { username: `nobody_${Math.random().toString(36).slice(2)}`, password: "Wrong#2026" },
    });
  // The address's 100 failed sign-ins, ten at a time.
  for (let i = 0; i < 10; i++) await Promise.all(Array.from({ length: 10 }, attempt));
  expect((await attempt()).status()).toBe(429);

  const { page } = await signedIn(browser, SUPER_ADMIN, "/admin/security");
  await page.getByRole("tab", { name: "Intrusion Detection" }).click();
  const row = page.getByRole("row").filter({ hasText: ip });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Unblock ${ip}` }).click();
  await expect(page.getByText("Address unblocked", { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await attempt()).status()).toBe(401);

  await page.getByRole("tab", { name: "Audit Logs" }).click();
  await expect(page.getByRole("table", { name: "Audit log" })).toContainText(
    `unblocked the address ${ip}`,
  );
  await attacker.dispose();
});
