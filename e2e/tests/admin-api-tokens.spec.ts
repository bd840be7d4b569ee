import { expect, test } from "@playwright/test";
import { SUPER_ADMIN, signIn } from "../fixtures/session.js";

test("a new token's secret is shown once, copied and works, on a machine six times slower", async ({
  page,
  context,
  request,
}) => {
  await signIn(context, SUPER_ADMIN);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.goto("/admin/api-tokens");
  await page.getByRole("button", { name: "Create Token" }).click();
  const form = page.getByRole("dialog", { name: "Create API Token" });
  await form.getByLabel("Name").fill(`E2E token ${Date.now()}`);
  await form.getByRole("button", { name: "Create Token" }).click();

  const shown = page.getByRole("dialog", { name: "Your New API Token" });
  await expect(shown).toBeVisible();
  await expect(form).toBeHidden();
  await shown.getByRole("button", { name: "Copy" }).click();
  await expect(shown.getByRole("button", { name: "Copied" })).toBeVisible();
  const token = await page.evaluate(() => navigator.clipboard.readText());
  expect(token).toMatch(/^gat_/);
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(shown).toBeHidden();

  const answer = await request.post("/graphql", {
    headers: { authorization: `Bearer ${token}` },
    data: { query: "{ me { username } }" },
  });
  expect(await answer.json()).toEqual({ data: { me: { username: SUPER_ADMIN[0] } } });
});
