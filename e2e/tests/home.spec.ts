import { expect, test } from "@playwright/test";
import { visitorTest } from "../fixtures/visitor.js";
import { HomePage } from "../pages/home-page.js";

visitorTest(
  "the home page lists the demo catalogue from the server",
  async ({ visitorPage: page }) => {
    const home = new HomePage(page);
    await home.open();
    const initial = home.courseCard(/Initial Certification/);
    await expect(initial).toBeVisible();
    await expect(initial.getByText("40 Hours")).toBeVisible();
    await expect(initial.getByText("$499.00")).toBeVisible();
    await expect(initial.getByText("Live Instruction")).toBeVisible();
    await expect(
      home.courseCard(/Firearms Safety Refresher/).getByRole("button", { name: "Coming Soon" }),
    ).toBeDisabled();
    // The demo catalogue; the admin tests add courses named "E2E ..." to the shared database.
    const e2eCourse = page.getByRole("heading", { name: /^E2E / });
    await expect(page.getByRole("article").filter({ hasNot: e2eCourse })).toHaveCount(6);
  },
);

visitorTest("Enroll Now on a course card opens the course page", async ({ visitorPage: page }) => {
  const home = new HomePage(page);
  await home.open();
  await home
    .courseCard(/Skip Tracing/)
    .getByRole("link", { name: "Enroll Now" })
    .click();
  await expect(page).toHaveURL(/\/course\/\d+$/);
});

visitorTest("an unknown path shows the not-found page", async ({ visitorPage: page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});

visitorTest("the header links lead to the public pages", async ({ visitorPage: page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the API and web app share one origin", async ({ request }) => {
  const response = await request.get("/api/courses");
  expect(response.ok()).toBe(true);
  expect((await response.json()).length).toBeGreaterThanOrEqual(6);
});

test("before the app's script arrives, a page the browser renders shows the session check", async ({
  page,
}) => {
  let release = () => {};
  const released = new Promise<void>(resolve => (release = resolve));
  let held = 0;
  await page.route("**/assets/*.js", async route => {
    held += 1;
    await released;
    await route.continue();
  });
  // (A visitor's public pages come rendered by the server: server-rendered.spec.ts.)
  await page.goto("/login", { waitUntil: "commit" });
  const check = page.getByRole("status", { name: "Checking your session" });
  await expect(check).toBeVisible();
  await expect.poll(() => held).toBeGreaterThan(0);

  release();
  await expect(page.getByRole("heading", { name: "Log In" })).toBeVisible();
  await expect(check).toHaveCount(0);
});

test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false });

  test("a page the browser renders asks for JavaScript and shows no endless session check", async ({
    page,
  }) => {
    await page.goto("/login");
    // (Playwright's text locators skip <noscript>: the body's rendered text is read instead.)
    await expect(page.locator("body")).toContainText("Guardian Academy needs JavaScript", {
      useInnerText: true,
    });
    await expect(page.getByRole("status", { name: "Checking your session" })).toBeHidden();
  });
});

visitorTest(
  "a visitor's pages arrive named for link previews and ask nothing about a session",
  async ({ visitorPage: page }) => {
    const asked: string[] = [];
    const record = (request: import("@playwright/test").Request) => {
      if (!new URL(request.url()).pathname.startsWith("/graphql")) return;
      const body = (request.postDataJSON() ?? {}) as { operationName?: string };
      asked.push(body.operationName ?? new URL(request.url()).searchParams.get("operationName")!);
    };
    page.on("request", record);
    try {
      const response = await page.goto("/course/1");
      const shell = await response!.text();
      expect(shell).toContain('<meta property="og:title" content="Bail Enforcement');
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/ \| Guardian Academy$/);
      await new HomePage(page).open();
      await expect(page.getByRole("link", { name: "Log In" }).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      // The pages come rendered with their data: nothing at all is asked.
      expect(asked).toEqual([]);
    } finally {
      page.off("request", record);
    }
  },
);
