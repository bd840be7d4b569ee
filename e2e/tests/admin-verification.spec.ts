import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { AdminVerificationPage } from "../pages/admin-verification-page.js";
import { SUPER_ADMIN, signIn } from "../fixtures/session.js";

/** Runs one statement straight in the e2e database, past the server's rules. */
async function sql(text: string, params: unknown[] = []) {
  const client = new pg.Client({
    connectionString: `postgres://guardian:guardian@127.0.0.1:${process.env.E2E_PG_PORT}/guardian`,
  });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

test("the overview verifies the demo data, finds an injected anomaly on Refresh, and exports the report", async ({
  page,
}) => {
  const title = `E2E Unpriced ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await signIn(page.context(), SUPER_ADMIN);
  await page.goto("/admin/verification");
  const verification = new AdminVerificationPage(page);
  await expect(verification.heading).toBeVisible();
  await verification.refreshButton.click();
  await expect(verification.panel().getByText("All Systems Verified")).toBeVisible();
  await expect(page.getByText("Verification data is cached for 5 minutes.")).toBeVisible();

  try {
    // An active course without a price, written past the course form's rules.
    await sql(
      `insert into courses (title, description, hours, price_cents, is_active)
       values ($1, 'Injected by the verification test.', 4, 0, true)`,
      [title],
    );
    // The cache still answers until Refresh runs the checks again.
    await verification.refreshButton.click();
    const panel = verification.panel();
    await expect(panel.getByText("Verification Issues Detected")).toBeVisible();
    await expect(panel.getByText(`'${title}' is active without a price.`)).toBeVisible();

    await verification.tab("Courses").click();
    await expect(panel.getByText("Course Verification Issues Detected")).toBeVisible();
    await expect(panel.getByRole("cell", { name: title })).toBeVisible();

    await verification.tab("Security Audit").click();
    await expect(panel.getByRole("button", { name: "Flag All Issues" })).toBeVisible();
    const download = page.waitForEvent("download");
    await panel.getByRole("link", { name: "Export Report" }).click();
    const report = await download;
    expect(report.suggestedFilename()).toMatch(/^verification-all-.+\.csv$/);
    const csv = await readFile(await report.path(), "utf8");
    expect(csv).toMatch(/^group,type,reason,timestamp/);
    expect(csv).toContain(`'${title}' is active without a price.`);
  } finally {
    await sql("update courses set is_active = false where title = $1", [title]);
  }
});
