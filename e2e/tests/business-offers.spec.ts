import { expect, test } from "@playwright/test";
import { MANAGER, signInTo } from "../pages/admin-pages.js";
import { AdminBusinessOffersPage } from "../pages/admin-business-offers-page.js";
import { BusinessOffersPage, newApplication } from "../pages/business-offers-page.js";

test("a visitor applies and pays the licence fee with the demo card; the admin sees it paid and moves it on", async ({
  browser,
  page,
}) => {
  // An application, a payment and an admin sign-in in two browsers: slow on a busy machine.
  test.setTimeout(180_000);
  const application = newApplication();
  const offers = new BusinessOffersPage(page);
  await offers.open();
  await expect(page.getByRole("banner")).toBeHidden();
  const offerId = await offers.apply("Royalty-Free License", application);
  await expect(page.getByText(application.businessName)).toBeVisible();
  await expect(page.getByText(/never stored on our servers/)).toBeVisible();
  await offers.pay("4242 4242 4242 4242");
  await expect(page).toHaveURL(/\/business-offers\/success\?offer=\d+&ref=[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment Successful" })).toBeVisible();
  await expect(page).toHaveURL(url => url.pathname === "/", { timeout: 20_000 });

  const context = await browser.newContext();
  const adminPage = await context.newPage();
  await signInTo(adminPage, MANAGER, "/admin/business-offers");
  const admin = new AdminBusinessOffersPage(adminPage);
  await expect(admin.heading).toBeVisible();
  await admin.searchFor(application.businessName);
  const row = admin.row(application.businessName);
  await expect(row).toContainText(application.contactEmail);
  await expect(row).toContainText("Royalty-Free");
  await expect(row).toContainText("Paid");
  await expect(row).toContainText("$2,500.00");
  await expect(row).toContainText(/pi_\w+/);

  await admin.changeStatus(offerId, "Signed");
  await expect(row).toContainText("Signed");
  await adminPage.reload();
  await expect(admin.row(application.businessName)).toContainText("Signed");
  await context.close();
});

test("nobody marks an offer paid without a verified payment", async ({ request }) => {
  const application = newApplication();
  const applied = await request.post("/api/business-offers", {
    data: { ...application, licenseType: "revenue-share" },
  });
  expect(applied.status()).toBe(201);
  const { id, reference } = (await applied.json()) as { id: number; reference: string };

  const faked = await request.patch(`/api/business-offers/${id}`, {
    data: { status: "paid", paymentId: "pi_fake", paymentAmount: 750 },
  });
  expect(faked.status()).toBeGreaterThanOrEqual(400);
  expect(faked.status()).toBeLessThan(500);
  const byHand = await request.patch(`/api/business-offers/${id}`, { data: { status: "paid" } });
  expect(byHand.status()).toBeGreaterThanOrEqual(400);
  expect(byHand.status()).toBeLessThan(500);

  const offer = await request.get(`/api/business-offers/${id}?reference=${reference}`);
  expect(offer.ok()).toBe(true);
  expect(await offer.json()).toMatchObject({ id, status: "pending" });
});

test("a tab pressed on the live licensing page changes the view within the page, never reloading it", async ({
  page,
}) => {
  await page.addInitScript(() =>
    document.addEventListener("ga:live", () => document.documentElement.classList.add("live")),
  );
  await new BusinessOffersPage(page).open();
  // The visitor's first moves start the app.
  await page.mouse.move(100, 200);
  await page.mouse.move(120, 220);
  await expect(page.locator("html")).toHaveClass("live");
  const loads: string[] = [];
  page.on("request", request => {
    if (request.resourceType() === "document") loads.push(request.url());
  });
  await page.getByRole("tab", { name: "Program Information" }).click();
  await expect(page).toHaveURL(/\/business-offers\?tab=program$/);
  await expect(page.getByRole("tab", { name: "Program Information" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.getByRole("tab", { name: "Licensing Options" }).click();
  await expect(page.getByRole("link", { name: "Choose Royalty-Free License" })).toBeVisible();
  expect(loads).toEqual([]);
});
