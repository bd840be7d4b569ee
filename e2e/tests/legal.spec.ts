import { expect, test } from "@playwright/test";
import { visitorTest } from "../fixtures/visitor.js";
import pg from "pg";

/** Writes a document straight into the e2e database, past the server's sanitizer. */
async function storeRaw(type: string, content: string) {
  const client = new pg.Client({
    connectionString: `postgres://guardian:guardian@127.0.0.1:${process.env.E2E_PG_PORT}/guardian`,
  });
  await client.connect();
  try {
    await client.query("update legal_documents set content = $1 where type = $2 and is_active", [
      content,
      type,
    ]);
  } finally {
    await client.end();
  }
}

visitorTest(
  "the footer's legal links open their pages with the server's documents",
  async ({ visitorPage: page }) => {
    await page.goto("/");
    for (const [link, title] of [
      ["Terms of Service", "Terms of Service"],
      ["Privacy Policy", "Privacy Policy"],
      ["Refund Policy", "Refund Policy"],
      ["Training Disclaimer", "Training Disclaimer"],
    ]) {
      await page.getByRole("contentinfo").getByRole("link", { name: link }).click();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    }
  },
);

test("a script or an event handler in a stored document never runs in the browser", async ({
  page,
}) => {
  await storeRaw(
    "disclaimer",
    '<h2>Read this</h2><p>Plain words stay.</p><img src="x" onerror="window.pwned = 1; alert(1)"><script>window.pwned = 2</script>',
  );
  let dialogs = 0;
  page.on("dialog", dialog => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto("/legal/disclaimer");
  await expect(page.getByRole("heading", { level: 2, name: "Read this" })).toBeVisible();
  await expect(page.getByText("Plain words stay.")).toBeVisible();
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  expect(dialogs).toBe(0);
});
