import { expect, test } from "@playwright/test";
import { pdfText, qrText } from "../../api/test/pdf-reader.js";
import { apiAs, buyCourse, graphql } from "../fixtures/purchase.js";
import { SUPER_ADMIN, signIn } from "../fixtures/session.js";
import { newUser, registerUser } from "../fixtures/users.js";

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

  // Bought over the API (the checkout tests buy through the page), in this browser's session.
  const session = await buyCourse(user);
  await page.context().addCookies(session.cookies);

  // Provisioning, the completion check the dashboard queues, then the certificate: all queued.
  // The dashboard's data is read over the API (which queues the check as a visit does) until the
  // certificate is there, rather than by reloading the page.
  const learner = await apiAs(session);
  await expect
    .poll(
      async () => {
        await graphql(learner, "{ myEnrollments { id } }");
        const { myCertificates } = await graphql<{ myCertificates: { downloadUrl: string }[] }>(
          learner,
          "{ myCertificates { downloadUrl } }",
        );
        return myCertificates.length;
      },
      { timeout: 180_000 },
    )
    .toBeGreaterThan(0);
  await learner.dispose();
  await page.goto("/dashboard");
  await page.getByRole("tab", { name: "Certificates" }).click();
  const download = page.getByRole("link", { name: "View Certificate" });
  await expect(download).toBeVisible();
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
  await signIn(admin.context(), SUPER_ADMIN);
  await admin.goto("/admin/certificates");
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
