import { type Page, expect, request as playwrightRequest, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { mailedPath } from "../fixtures/outbox.js";
import { newUser, registerUser, uniqueSuffix } from "../fixtures/users.js";
import { CheckoutPage } from "../pages/checkout-page.js";
import { completeCourse, openInDemoLms } from "../pages/demo-lms.js";
import { LoginPage } from "../pages/login-page.js";

/** The join link mailed to `email` (the outbox view hides it). */
const mailedJoinPath = (email: string) =>
  mailedPath("agency.invitation", email, /\{portal\}(\/agency\/join\?token=[\w-]+)/);

async function signIn(page: Page, username: string, password: string) {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(username, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * An address of this test's own (the proxy hop trusts X-Forwarded-For): registrations count per
 * address, and the other tests' registrations from 127.0.0.1 must keep theirs.
 */
const ownAddress = () => ({
  "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
});

// This spec runs in the demo-lms project (playwright.config.ts): its server has no Moodle, so the
// agent opens and completes the course in the demo learning system.
test("a manager sets up an agency, buys 3 seats with 4242, invites agents from a CSV file, and follows an agent to a certificate", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const manager = newUser();
  const api = await playwrightRequest.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: ownAddress(),
  });
  await registerUser(api, manager);
  await api.dispose();
  await signIn(page, manager.username, manager.password);
  await page.goto("/account");
  await page.getByRole("link", { name: "Set up your agency" }).click();
  await expect(page).toHaveURL(/\/agency$/);
  const agencyName = `Bayou Recovery ${uniqueSuffix()}`;
  const setup = page.getByRole("form", { name: "Set up your agency" });
  await setup.getByLabel("Agency Name").fill(agencyName);
  await setup.getByLabel("Billing Email").fill(`billing-${uniqueSuffix()}@example.com`);
  await setup.getByRole("button", { name: "Create Agency" }).click();
  await expect(page.getByRole("heading", { level: 1, name: agencyName })).toBeVisible();

  await page.getByRole("link", { name: "Buy Seats" }).click();
  await expect(page).toHaveURL(/\/agency\/seats$/);
  await page.getByRole("combobox", { name: "Course" }).selectOption("1");
  await page.getByRole("spinbutton", { name: "Seats" }).fill("3");
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  const summary = page.getByText(/^3 × \$/);
  await expect(summary).toBeVisible();
  await new CheckoutPage(page).pay("4242 4242 4242 4242");
  await expect(page).toHaveURL(/\/agency$/);
  await expect(page.getByText("Seats Purchased")).toBeVisible();
  const seats = page.getByRole("table", { name: "Seats" });
  await expect(seats.getByRole("row").nth(1)).toContainText(/3\s*0$/);

  const agent = newUser();
  const others = [1, 2, 3].map(n => `agent${n}-${uniqueSuffix()}@example.com`);
  const csv = [
    "first_name,last_name,email",
    `${agent.firstName},${agent.lastName},${agent.email}`,
    ...others.map((email, n) => `Agent,Number${n + 1},${email}`),
  ].join("\n");
  await page.getByLabel("Upload a CSV file").setInputFiles({
    name: "agents.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("table", { name: "List preview" });
  await expect(preview.getByText("New invitation")).toHaveCount(3);
  await expect(preview.getByText("No seats left")).toBeVisible();
  await page.getByRole("button", { name: "Send 3 Invitations" }).click();
  await expect(page.getByText("3 invitations sent.")).toBeVisible();
  const members = page.getByRole("table", { name: "Members" });
  await expect(members.getByText("Invited")).toHaveCount(3);

  // The agent opens the mailed link on a phone: the page names the agency and the invitation,
  // registers the invited address (given) and signs in at once; the agent signs the agreement
  // and ends on its confirmation, then starts the course.
  const path = await mailedJoinPath(agent.email);
  expect(path).not.toBe("");
  const context = await browser.newContext({
    extraHTTPHeaders: ownAddress(),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const agentPage = await context.newPage();
  await agentPage.goto(path);
  await expect(agentPage.getByRole("heading", { name: `${agencyName} invites you` })).toBeVisible();
  await expect(
    agentPage.getByText(`The invitation was sent to ${agent.email.toLowerCase()}`),
  ).toBeVisible();
  const register = agentPage.getByRole("form", { name: "Register" });
  await expect(register.getByLabel("Email")).toHaveValue(agent.email.toLowerCase());
  await expect(register.getByLabel("First Name")).toHaveValue(agent.firstName);
  await register.getByLabel("Username").fill(agent.username);
  await register.getByRole("textbox", { name: "Password", exact: true }).fill(agent.password);
  await register.getByLabel("Confirm Password").fill(agent.password);
  await register.getByRole("button", { name: "Create Account" }).click();
  await expect(agentPage.getByRole("heading", { name: `Welcome to ${agencyName}` })).toBeVisible();
  expect(new URL(agentPage.url()).pathname).toBe("/agency/join");
  await agentPage.getByRole("button", { name: "Sign the Agreement and Start" }).click();
  const checkout = new CheckoutPage(agentPage);
  await checkout.agree();
  await checkout.signButton.click();
  const enrolled = agentPage.getByText(/^You signed the enrollment agreement and are enrolled in/);
  await expect(enrolled).toBeInViewport();
  await expect(agentPage.getByRole("status").filter({ has: enrolled })).toBeFocused();
  await agentPage.getByRole("link", { name: "Go to My Courses" }).click();
  await expect(agentPage).toHaveURL(/\/dashboard$/);
  const course = await openInDemoLms(agentPage);
  await expect(course).toHaveURL(/\/demo-lms\/courses\/1$/);
  await completeCourse(course);
  await context.close();

  // The certificate is issued by the queue: the manager's view shows it once it is there, with
  // the agent's continuing-education renewal deadline.
  const row = members.getByRole("row").filter({ hasText: agent.email.toLowerCase() });
  await expect(async () => {
    await page.reload();
    await expect(row.getByRole("link", { name: /^GA-\d{4}-/ })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  await expect(row).toContainText("Completed");
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(members.getByText("Joined")).toHaveCount(2); // the manager and the agent

  // The CSV export is what the table shows.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const csvRows = (await readFile((await download.path())!, "utf8"))
    .split("\r\n")
    .map(line => line.slice(1, -1).split('","'));
  const screen = await members
    .getByRole("row")
    .evaluateAll(rows =>
      rows.map(tr =>
        [...tr.querySelectorAll("th, td")].slice(0, -1).map(cell => cell.textContent!.trim()),
      ),
    );
  expect(csvRows).toEqual(screen.map(cells => cells.map(cell => (cell === "—" ? "" : cell))));
});
