import { expect, test } from "@playwright/test";
import { AdminLegalPage } from "../pages/admin-legal-page.js";
import { MANAGER, signIn } from "../fixtures/session.js";

test("an administrator publishes a new refund policy: the public page shows it, the old one is kept inactive", async ({
  page,
}) => {
  await signIn(page.context(), MANAGER);
  await page.goto("/admin/legal");
  const legal = new AdminLegalPage(page);
  await expect(page).toHaveURL(/\/admin\/legal$/);
  await expect(page.getByRole("tab", { name: "Disclaimer Banner" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Prelaunch Banner" })).toBeVisible();

  const version = `9.${Date.now().toString().slice(-6)}`;
  const words = `Refunds within 14 days, version ${version}.`;
  await legal.publish({
    title: "Refund Policy",
    type: "Refund Policy",
    version,
    content: `<h2>Refunds</h2><p>${words}</p><script>window.pwned = 1</script>`,
  });
  await expect(page.getByText("Document Created")).toBeVisible();
  await legal.find("Refund Policy");
  await expect(legal.row(version)).toContainText("Active");
  await expect(legal.row(version)).toContainText("0 users");
  await expect(legal.row("Refund Policy").filter({ hasText: "Inactive" }).first()).toBeVisible();

  await page.goto("/legal/refund");
  await expect(page.getByRole("heading", { level: 1, name: "Refund Policy" })).toBeVisible();
  await expect(page.getByText(words)).toBeVisible();
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
});

test("deleting asks the browser first, and a signed agreement cannot be deleted", async ({
  page,
}) => {
  await signIn(page.context(), MANAGER);
  await page.goto("/admin/legal");
  const legal = new AdminLegalPage(page);
  await legal.find("Enrollment Agreement");
  // The demo student signed the demo agreement.
  const signed = legal
    .row("Enrollment Agreement")
    .filter({ hasText: /[1-9]\d* users?/ })
    .first();
  await expect(signed).toBeVisible();
  const message = new Promise<string>(resolve => {
    page.once("dialog", async dialog => {
      resolve(dialog.message());
      await dialog.accept();
    });
  });
  await signed.getByRole("button", { name: /^Delete / }).click();
  expect(await message).toBe(
    "Are you sure you want to delete this document? This action cannot be undone.",
  );
  await expect(page.getByText("Failed to delete document")).toBeVisible();
  await expect(page.getByText(/so it cannot be deleted/)).toBeVisible();
  await expect(signed).toBeVisible();
});
