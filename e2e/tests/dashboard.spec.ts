import { expect, test } from "@playwright/test";
import { buyCourse } from "../fixtures/purchase.js";
import { STUDENT, signIn } from "../fixtures/session.js";
import { newUser, registerUser } from "../fixtures/users.js";

test("the demo student opens the course in the learning system", async ({ page }) => {
  await signIn(page.context(), STUDENT);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  const open = page.getByRole("link", { name: "Open in LMS" });
  await expect(open).toHaveCount(1);
  // The demo data's link is the demo learning system's page of the course.
  await expect(open).toHaveAttribute("href", /^\/demo-lms\/courses\/\d+$/);
  await expect(open).toHaveAttribute("target", "_blank");
});

test("a new buyer is given the course in the LMS by the background job, and the notifications of the purchase can be marked read", async ({
  page,
  request,
}) => {
  const user = newUser();
  await registerUser(request, user);
  // Bought over the API (the checkout tests buy through the page), in this browser's session.
  const session = await buyCourse(user);
  await page.context().addCookies(session.cookies);

  // The provisioning job runs in the background against run.mjs's fake Moodle (course 1 is its
  // Moodle course 101); the dashboard, open meanwhile, asks again until the link is there.
  await page.goto("/dashboard");
  const open = page.getByRole("link", { name: "Open in LMS" });
  await expect(open).toBeVisible({ timeout: 80_000 });
  await expect(open).toHaveAttribute("href", `${process.env.E2E_LMS_URL}/course/view.php?id=101`);

  await page.getByRole("tab", { name: "Linked Systems" }).click();
  const notifications = page.getByRole("tab", { name: /Notifications/ });
  await expect(notifications.getByLabel(/unread/)).toBeVisible();
  await notifications.click();
  await expect(page.getByText(/is ready in the learning system/)).toBeVisible();
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByText("Notifications marked as read.")).toBeVisible();
  await expect(notifications.getByLabel(/unread/)).toHaveCount(0);
  await page.getByRole("tab", { name: "Activity" }).click();
  await expect(page.getByText("Course access ready")).toBeVisible();
});

test("on a phone the dashboard shows My Courses before the CE ledger, and the banners take little room", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page.context(), STUDENT);
  await page.goto("/dashboard");
  const courses = page.getByRole("tab", { name: "My Courses" });
  const ledger = page.locator("#ce-ledger-heading");
  await expect(courses).toBeVisible();
  await expect(ledger).toBeAttached();
  const [tabBox, ledgerBox] = [await courses.boundingBox(), await ledger.boundingBox()];
  expect(tabBox!.y).toBeLessThan(ledgerBox!.y);
  // Both banners together: at most a sixth of the first screen (they took about 35 %).
  let banners = 0;
  for (const name of ["Disclaimer", "Pre-launch announcement"]) {
    banners += (await page.getByRole("region", { name }).boundingBox())?.height ?? 0;
  }
  expect(banners).toBeLessThanOrEqual(844 / 6);
  // The tabs stay on one line and scroll sideways.
  const list = page.getByRole("tablist").first();
  expect((await list.boundingBox())!.height).toBeLessThan(60);
});

test("on a phone a tab strip that scrolls shows so: a fade and arrow at the edge with more tabs", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page.context(), STUDENT);
  await page.goto("/dashboard");
  const list = page.getByRole("tablist").first();
  await expect(page.getByRole("tab", { name: "My Courses" })).toBeVisible();
  // Four tabs do not fit 360 px: the strip scrolls, and its end says so.
  const fits = await list.evaluate(element => element.scrollWidth <= element.clientWidth);
  expect(fits).toBe(false);
  const strip = list.locator("xpath=..");
  const after = strip.locator("[data-scroll-cue=after]");
  const before = strip.locator("[data-scroll-cue=before]");
  await expect(after).toBeVisible();
  await expect(after).toHaveText("›");
  await expect(before).toHaveCount(0);

  // Pressing the arrow scrolls on; at the far end the cue moves to the start.
  await after.click();
  await expect(before).toBeVisible();
  await page.getByRole("tab", { name: "Linked Systems" }).click();
  await expect(page.getByRole("tab", { name: "Linked Systems" })).toBeInViewport({ ratio: 0.95 });
  await expect(after).toHaveCount(0);

  // A strip that fits shows no cue.
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(before).toHaveCount(0);
  await expect(after).toHaveCount(0);
});

test("the dashboard arrives rendered for its learner: read without the app, and a tab pressed while it starts opens", async ({
  browser,
  page,
}) => {
  // Without JavaScript: the learner's own dashboard, as the server rendered it for them.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  try {
    await signIn(plain, STUDENT);
    const read = await plain.newPage();
    await read.goto("/dashboard");
    await expect(read.getByRole("heading", { name: "My Dashboard" })).toBeVisible();
    await expect(read.getByText(/^Welcome, /)).toBeVisible();
    await expect(read.getByRole("link", { name: "Open in LMS" })).toHaveCount(1);
    await expect(read.locator("#ce-ledger-heading")).toBeAttached();
  } finally {
    await plain.close();
  }

  // On a phone's CPU (6× slower), a tab pressed as soon as it shows, before the app is live,
  // opens once the app has started.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page.context(), STUDENT);
  await page.goto("/robots.txt");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.goto("/dashboard", { waitUntil: "commit" });
  const certificates = page.getByRole("tab", { name: "Certificates" });
  await certificates.click();
  await expect(certificates).toHaveAttribute("aria-selected", "true", { timeout: 30_000 });
  await expect(page.getByRole("link", { name: "Open in LMS" })).toBeHidden();
});
