import { type Page, expect, test } from "@playwright/test";
import { ownAddress } from "../fixtures/users.js";

/** The GraphQL operations a page asks for while it is open. */
function operationsOf(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", request => {
    if (!new URL(request.url()).pathname.startsWith("/graphql")) return;
    const body = (request.postDataJSON() ?? {}) as { operationName?: string };
    asked.push(body.operationName ?? "?");
  });
  return asked;
}

/**
 * Holds the app's scripts (or those `scripts` names) back until the returned function is called:
 * a slow phone's network.
 */
async function holdScripts(page: Page, scripts = "**/assets/*.js"): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>(resolve => (release = resolve));
  await page.route(scripts, async route => {
    await released;
    await route.continue();
  });
  return release;
}

/** A visitor's page's console errors (a failed hydration is reported there). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", message => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", error => errors.push(error.message));
  return errors;
}

test("a course's page arrives with its title, description, price and link preview", async ({
  request,
}) => {
  const course = (await (await request.get("/api/courses/1")).json()) as {
    title: string;
    description: string;
    price: number;
  };
  const response = await request.get("/course/1");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<meta property="og:title" content="${course.title}"`);
  // The body, as the server rendered it (no script has run for a plain HTTP client).
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain(`>${course.title}</h1>`);
  expect(root).toContain(course.description.slice(0, 60));
  expect(root).toContain(`$${course.price.toFixed(2)}`);

  const home = await (await request.get("/")).text();
  expect(home.slice(home.indexOf('<div id="root">'))).toContain(
    ">Professional Bail Enforcement Training</h1>",
  );
});

test("a visitor's public pages come alive without asking the server again", async ({ page }) => {
  const asked = operationsOf(page);
  const errors = errorsOf(page);
  await page.goto("/courses");
  await expect(page.getByRole("article")).not.toHaveCount(0);
  // Live: the search filters as the visitor types (the app took over the server's markup).
  await page.getByLabel("Search courses").fill("skip tracing");
  await expect(page).toHaveURL(/\/courses\?q=skip\+tracing$/);
  await expect(page.getByRole("article")).toHaveCount(1);
  await page.goto("/course/1");
  await page.getByRole("banner").getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goto("/legal/terms");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});

test("a page sent with a session cookie is left to the browser, which knows the session", async ({
  request,
}) => {
  // A session cookie (even a stale one) means the page may be a signed-in user's: the shell only.
  const html = await (
    await request.get("/course/1", { headers: { cookie: "ga_refresh=stale" } })
  ).text();
  expect(html).toContain("Checking your session");
  expect(html).not.toContain('id="ga-state"');
});

test("what a visitor types before the page comes alive is applied once it has", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/courses", { waitUntil: "commit" });
  await page.getByLabel("Search courses").fill("skip tracing");
  release();
  await expect(page).toHaveURL(/\/courses\?q=skip\+tracing$/);
  await expect(page.getByRole("article")).toHaveCount(1);
});

test("a filter chosen before even the page's loader has arrived is applied once the app is live", async ({
  page,
}) => {
  let release = () => {};
  const released = new Promise<void>(resolve => (release = resolve));
  await page.route("**/wake.js", async route => {
    await released;
    await route.continue();
  });
  await page.goto("/courses", { waitUntil: "commit" });
  await page.getByLabel("Format").selectOption({ label: "Instructor-Led" });
  release();
  await expect(page).toHaveURL(/\/courses\?format=instructor-led$/);
  // A self-paced course is no longer listed.
  await expect(
    page.getByRole("article").getByRole("heading", { name: "Report Writing and Documentation" }),
  ).toHaveCount(0);
  await expect(page.getByRole("article")).not.toHaveCount(0);
});

for (const [arrived, scripts] of [
  ["the page is live", "**/assets/*.js"],
  // A loaded machine or a slow network: the press comes before the loader does.
  ["even the page's loader has arrived", "**/wake.js"],
])
  test(`a button pressed before ${arrived} is pressed again once the page is live`, async ({
    page,
  }) => {
    const release = await holdScripts(page, scripts);
    await page.goto("/faq", { waitUntil: "commit" });
    const technical = page.getByRole("tab", { name: "Technical" });
    await technical.click(); // the press starts the app, whose scripts are still on their way
    await expect(technical).toHaveAttribute("aria-selected", "false");
    release();
    await expect(technical).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("What do I need to take a course?")).toBeVisible();
    await expect(page.getByText("How do I enroll?")).toHaveCount(0);
  });

test("a page is read without the app, which starts at the visitor's first move", async ({
  page,
}) => {
  const asked = operationsOf(page);
  const errors = errorsOf(page);
  // The app says when it has taken the page over (web/src/app/main.tsx, for its loader wake.ts).
  await page.addInitScript(() =>
    document.addEventListener("ga:live", () => document.documentElement.classList.add("live")),
  );
  const html = page.locator("html");
  await page.goto("/course/1");
  // Its scripts are fetched when the browser is idle, and not run: the page stays the server's.
  const app = await page.locator("script[data-app]").getAttribute("data-app");
  expect(app).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  await page.waitForLoadState("networkidle");
  await expect(html).not.toHaveClass("live");
  await page.mouse.move(100, 200);
  await expect(html).toHaveClass("live");
  expect({ asked, errors }).toEqual({ asked: [], errors: [] });
});

test("a banner the visitor closes stays closed for that page view only", async ({
  page,
  context,
}) => {
  await page.goto("/about");
  await page.getByRole("button", { name: "Dismiss disclaimer" }).click();
  await expect(page.getByRole("region", { name: "Disclaimer" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Pre-launch announcement" })).toBeVisible();
  expect(await context.cookies()).toEqual([]);
  // The next page shows it again, reached through the app or loaded as the server renders it.
  await page.getByRole("banner").getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole("region", { name: "Disclaimer" })).toBeVisible();
  await holdScripts(page);
  await page.goto("/about", { waitUntil: "commit" });
  await expect(page.getByRole("region", { name: "Disclaimer" })).toBeVisible();
});

test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false });
  // The contact form's limit is per address (5 an hour): these visitors are not the other tests'.
  test.beforeEach(({ page }) => page.setExtraHTTPHeaders({ "x-forwarded-for": ownAddress() }));

  test("the public pages read complete and their links navigate", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Professional Bail Enforcement Training",
    );
    await expect(page.getByRole("article")).not.toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto("/course/1");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Initial Certification");
  });

  test("the catalogue filters by a plain form", async ({ page }) => {
    await page.goto("/courses");
    await page.getByLabel("Search courses").fill("skip tracing");
    await page.getByLabel("Sort by").selectOption({ label: "Price Low to High" });
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/courses\?q=skip\+tracing&format=all&sort=price$/);
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article").getByRole("heading")).toHaveText(/Skip Tracing/);
    await expect(page.getByLabel("Search courses")).toHaveValue("skip tracing");
    // The category tabs are links to their views.
    await page.getByRole("tab", { name: "Certification" }).click();
    await expect(page).toHaveURL(/\/courses\?q=skip\+tracing&sort=price&tab=certification$/);
    await expect(page.getByRole("article")).toHaveCount(0);
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole("article")).not.toHaveCount(0);
  });

  test("the FAQ's answers open, each in turn", async ({ page }) => {
    await page.goto("/faq");
    // (Playwright's text and role engines leave <noscript> aside: its elements are read by CSS.)
    await expect(page.locator("main noscript p")).toBeVisible();
    expect(await page.locator("main noscript p").textContent()).toContain(
      "Searching and the categories need JavaScript, which is turned off in your browser",
    );
    const enroll = page.locator("details", { hasText: "How do I enroll?" });
    await enroll.getByText("How do I enroll?").click();
    await expect(page.getByText(/sign the enrollment agreement online/)).toBeVisible();
    await page.getByText("How do I pay?").click();
    await expect(page.getByText(/sign the enrollment agreement online/)).toBeHidden();
    await expect(enroll).not.toHaveAttribute("open");
  });

  test("a certificate is verified by a plain GET form", async ({ page }) => {
    await page.goto("/verify");
    await page.getByLabel("Certificate number").fill("GA-2026-7K3M9QXTQ");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/verify\?number=GA-2026-7K3M9QXTQ$/);
    await expect(page.getByText("Certificate GA-2026-7K3M9QXTQ")).toBeVisible();
    await expect(page.getByLabel("Certificate number")).toHaveValue("GA-2026-7K3M9QXTQ");
  });

  test("on a phone the menu opens", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    const links = page.locator('header nav[aria-label="Mobile"]');
    await expect(links).toBeHidden();
    await page.locator("header summary").click();
    await links.locator('a[href="/faq"]').click();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test("a form that needs the app says so", async ({ page }) => {
    await page.goto("/business-offers?apply=royalty-free");
    const note = page.getByRole("form", { name: "Licensing application" }).locator("noscript p");
    await expect(note).toBeVisible();
    expect(await note.textContent()).toBe(
      "Sending this form needs JavaScript, which is turned off in your browser.",
    );
  });

  test("the contact form is sent by a plain POST and the server answers with its confirmation", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await expect(form.locator("noscript")).toHaveCount(0);
    await form.getByLabel("Name").fill("Nora Script");
    await form.getByLabel("Email").fill("nora.script@example.com");
    await form.getByLabel("Subject").selectOption({ label: "Billing" });
    await form.getByLabel("Message").fill("Sent without JavaScript.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("status").getByText("Message Sent!")).toBeVisible();
    await expect(
      page.getByText("Thank you for contacting us. We will get back to you soon."),
    ).toBeVisible();
    // Another message: a fresh contact page.
    await page.getByRole("link", { name: "Send Another Message" }).click();
    await expect(page.getByRole("form", { name: "Contact form" }).getByLabel("Name")).toHaveValue(
      "",
    );
  });

  test("the contact form sent with a mistake shows each field's message and keeps the text", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name").fill("<b>Nora</b>");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Message").fill("Please call me back.");
    const answer = page.waitForResponse(
      response => response.request().method() === "POST" && response.url().endsWith("/contact"),
    );
    await form.getByRole("button", { name: "Send Message" }).click();
    expect((await answer).status()).toBe(400);
    const sent = page.getByRole("form", { name: "Contact form" });
    await expect(sent.getByLabel("Name")).toHaveAccessibleDescription(
      "Name must be one line of plain text without < or >",
    );
    await expect(sent.getByLabel("Email")).toHaveAccessibleDescription(
      "Please enter a valid email",
    );
    await expect(sent.getByLabel("Name")).toHaveValue("<b>Nora</b>");
    await expect(sent.getByLabel("Email")).toHaveValue("not-an-email");
    await expect(sent.getByLabel("Message")).toHaveValue("Please call me back.");
    await expect(page.getByText("Message Sent!")).toHaveCount(0);
  });
});

for (const [arrived, scripts] of [
  ["before the page is live", "**/assets/*.js"],
  ["before even the page's loader has arrived", "**/wake.js"],
])
  test(`a form that needs the app takes typing ${arrived}, and is sent by the app once it is`, async ({
    page,
  }) => {
    const release = await holdScripts(page, scripts);
    await page.goto("/business-offers?apply=royalty-free", { waitUntil: "commit" });
    const form = page.getByRole("form", { name: "Licensing application" });
    await form.getByLabel("Business Name").fill("Early Bird Recovery LLC");
    // Held, not sent as a plain GET (its fields in the address); the form says so.
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByRole("status")).toHaveText(
      "The page is still loading: your form is sent as soon as it has.",
    );
    await expect(page).toHaveURL(/\/business-offers\?apply=royalty-free$/);
    release();
    // Sent once the app is live: checked by it, the text kept.
    await expect(form.getByLabel("Contact Name", { exact: false })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(form.getByLabel("Business Name")).toHaveValue("Early Bird Recovery LLC");
    await expect(form.getByRole("status")).toBeHidden();
    await expect(page).toHaveURL(/\/business-offers\?apply=royalty-free$/);
  });
