import {
  type APIRequestContext,
  type Page,
  expect,
  request as playwrightRequest,
  test,
} from "@playwright/test";
import pg from "pg";
import { SUPER_ADMIN, newSession } from "../fixtures/session.js";
import { newUser, registerUser, uniqueSuffix } from "../fixtures/users.js";
import { CheckoutPage } from "../pages/checkout-page.js";
import { LoginPage } from "../pages/login-page.js";

/** The join link mailed to `email`, read from the outbox table (the outbox view hides it). */
async function mailedJoinPath(email: string): Promise<string> {
  const client = new pg.Client({
    connectionString: `postgres://guardian:guardian@127.0.0.1:${process.env.E2E_PG_PORT}/guardian`,
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ text_body: string }>(
      `select text_body from mail_outbox where recipient = $1 and kind = 'agency.invitation'
        order by id desc limit 1`,
      [email],
    );
    return /\{portal\}(\/agency\/join\?token=[\w-]+)/.exec(rows[0]?.text_body ?? "")?.[1] ?? "";
  } finally {
    await client.end();
  }
}

/** An administrator grants the agency seats of the demo catalogue's first course. */
async function grantSeats(request: APIRequestContext, agencyName: string, seats: number) {
  const state = await newSession(SUPER_ADMIN);
  const cookie = state.cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
  const pool = new pg.Client({
    connectionString: `postgres://guardian:guardian@127.0.0.1:${process.env.E2E_PG_PORT}/guardian`,
  });
  await pool.connect();
  const { rows } = await pool.query<{ id: number }>("select id from agencies where name = $1", [
    agencyName,
  ]);
  await pool.end();
  const response = await request.post("/graphql", {
    headers: { cookie },
    data: {
      query: `mutation($agency: Int!) { adminGrantAgencySeats(agencyId: $agency, courseId: 1, seats: ${seats}) { id } }`,
      variables: { agency: rows[0].id },
    },
  });
  expect((await response.json()).errors).toBeUndefined();
}

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

test("a manager sets up an agency, invites agents from a CSV file, and an agent takes a seat", async ({
  page,
  browser,
  request,
}) => {
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

  await grantSeats(request, agencyName, 3);
  await page.reload();
  await expect(page.getByRole("table", { name: "Seats" })).toContainText("3");

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

  // The agent registers from the mailed link, signs the agreement and starts the course.
  const path = await mailedJoinPath(agent.email);
  expect(path).not.toBe("");
  const context = await browser.newContext({ extraHTTPHeaders: ownAddress() });
  const agentPage = await context.newPage();
  await agentPage.goto(path);
  await expect(agentPage).toHaveURL(/\/login\?redirect=/);
  const login = new LoginPage(agentPage);
  await login.register(agent);
  await login.logIn(agent.username, agent.password);
  await expect(agentPage.getByRole("heading", { name: `Welcome to ${agencyName}` })).toBeVisible();
  await agentPage.getByRole("button", { name: "Sign the Agreement and Start" }).click();
  const checkout = new CheckoutPage(agentPage);
  await checkout.agree();
  await checkout.signButton.click();
  await expect(agentPage.getByRole("link", { name: "Go to My Courses" })).toBeVisible();
  await context.close();

  await page.reload();
  await expect(members.getByText("Joined")).toHaveCount(2); // the manager and the agent
});
