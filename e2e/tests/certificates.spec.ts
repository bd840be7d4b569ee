import { expect, test } from "@playwright/test";
import { pdfText, qrText } from "../../api/test/pdf-reader.js";
import { newUser, registerUser } from "../fixtures/users.js";
import { CheckoutPage } from "../pages/checkout-page.js";
import { LoginPage } from "../pages/login-page.js";

test("a learner who completes the course in Moodle gets a certificate whose QR code verifies it, until an administrator revokes it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const user = newUser();
  await registerUser(request, user);
  // run.mjs's fake Moodle will report every course of this learner as completed.
  const finisher = await request.post(`${process.env.E2E_LMS_URL}/__control/complete`, {
    data: { email: user.email },
  });
  expect(finisher.ok()).toBe(true);

  await CheckoutPage.buyCourseOne(page, user);

  // Provisioning, the completion check the dashboard queues, then the certificate: all queued.
  const download = page.getByRole("link", { name: "View Certificate" });
  await expect(async () => {
    await page.reload();
    await page.getByRole("tab", { name: "Certificates" }).click();
    await expect(download).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 180_000 });
  const card = page.getByRole("listitem").filter({ has: download });
  await expect(card.getByText("Valid", { exact: true })).toBeVisible();
  const number = (await card
    .getByText(/^Certificate GA-\d{4}-[0-9A-Z]{8}[0-9A-Z*~$=]/)
    .textContent())!.match(/GA-\d{4}-[0-9A-Z]{8}[0-9A-Z*~$=]/)![0];

  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  expect(pdfText(pdf)).toContain(`Learner: ${user.firstName} ${user.lastName}`);
  const verifyUrl = qrText(pdf);
  expect(new URL(verifyUrl!).pathname).toBe(`/verify/${encodeURIComponent(number)}`);

  // A stranger opens the QR code's address: no sign-in.
  const stranger = await browser.newPage();
  await stranger.goto(verifyUrl!);
  await expect(stranger.getByRole("heading", { name: "Valid" })).toBeVisible();
  await expect(stranger.getByText(`${user.firstName} ${user.lastName}`)).toBeVisible();

  const admin = await browser.newPage();
  const adminLogin = new LoginPage(admin);
  await adminLogin.open("?redirect=/admin/certificates");
  await adminLogin.logIn("admin", "Admin#2026");
  await admin.getByLabel("Search certificates").fill(number);
  await admin.getByRole("button", { name: `Revoke ${number}` }).click();
  const dialog = admin.getByRole("alertdialog", { name: "Revoke Certificate" });
  await dialog.getByLabel("Reason").fill("Issued in error");
  await dialog.getByRole("button", { name: "Revoke" }).click();
  await expect(admin.getByText(`${number} now verifies as Revoked.`)).toBeVisible();

  await stranger.reload();
  await expect(stranger.getByRole("heading", { name: "Revoked" })).toBeVisible();
  await expect(stranger.getByText("Valid", { exact: true })).toHaveCount(0);
});
