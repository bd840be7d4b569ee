import { expect, test } from "@playwright/test";

const QUERY = "{ contactMessages(first: 20) { edges { node { name email subject message } } } }";

test("the contact form asks for the required fields, stores a message, and says when the limit is reached", async ({
  page,
  request,
}) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please fill out all required fields.")).toBeVisible();

  const email = `visitor-${Date.now()}@example.com`;
  await form.getByLabel("Name").fill("Pat Visitor");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Subject").selectOption({ label: "Billing" });
  await form.getByLabel("Message").fill("Can I pay in installments?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!")).toBeVisible();

  // An administrator reads it.
  const login = await request.post("/api/admin-login", {
    data: { username: "admin", password: "Admin#2026" },
  });
  expect(login.ok()).toBe(true);
  const answer = await request.post("/graphql", { data: { query: QUERY } });
  const { data } = (await answer.json()) as {
    data: { contactMessages: { edges: { node: { email: string; subject: string } }[] } };
  };
  expect(data.contactMessages.edges.map(edge => edge.node)).toContainEqual(
    expect.objectContaining({ email, subject: "BILLING" }),
  );

  // Five an hour from one address: the next one is refused with the server's words.
  for (let i = 0; i < 5; i++) {
    const sent = await request.post("/api/contact", {
      data: { name: "Pat", email, subject: "other", message: "Again" },
    });
    if (sent.status() === 429) break;
  }
  await page.getByRole("button", { name: "Send Another Message" }).click();
  await form.getByLabel("Name").fill("Pat Visitor");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Message").fill("One more?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(/Too many requests/i)).toBeVisible();
});
