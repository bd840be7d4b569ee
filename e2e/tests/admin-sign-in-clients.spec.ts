import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { SUPER_ADMIN, signIn } from "../fixtures/session.js";
import { uniqueSuffix } from "../fixtures/users.js";

const REDIRECT = "https://lms.example.org/admin/oauth2callback.php";

/**
 * What the provider's token endpoint says to the client with this secret: a made-up code is
 * `invalid_grant` once the client has authenticated, `invalid_client` when it has not.
 */
async function tokenError(request: APIRequestContext, clientId: string, secret: string) {
  const answer = await request.post("/oidc/token", {
    form: {
      grant_type: "authorization_code",
      code: "made-up-code",
      redirect_uri: REDIRECT,
      code_verifier: "v".repeat(43),
      client_id: clientId,
      client_secret: secret,
    },
  });
  return ((await answer.json()) as { error: string }).error;
}

/** The secret the dialog shows this once, copied with its button; the dialog closed. */
async function copySecret(page: Page): Promise<string> {
  const shown = page.getByRole("dialog", { name: /^The Secret of / });
  await expect(shown).toBeVisible();
  await expect(shown.getByText(/it will not be shown again/)).toBeVisible();
  await shown.getByRole("button", { name: "Copy" }).click();
  await expect(shown.getByRole("button", { name: "Copied" })).toBeVisible();
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(shown).toBeHidden();
  return secret;
}

test("a sign-in client registered on the screen signs in with its secret until rotated or revoked", async ({
  page,
  context,
  request,
}) => {
  await signIn(context, SUPER_ADMIN);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const clientId = `moodle-${uniqueSuffix()}`;
  const name = `Moodle ${clientId}`;
  await page.goto("/admin/sign-in-clients");
  await page.getByRole("button", { name: "Register Client" }).click();
  const form = page.getByRole("dialog", { name: "Register Sign-in Client" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Client ID").fill(clientId);
  await form.getByLabel("Redirect URIs").fill(REDIRECT);
  await form.getByRole("button", { name: "Register Client" }).click();
  const first = await copySecret(page);
  await expect(form).toBeHidden();
  expect(await tokenError(request, clientId, first)).toBe("invalid_grant");
  expect(await tokenError(request, clientId, `${first}x`)).toBe("invalid_client");

  const row = page.getByRole("row").filter({ hasText: clientId });
  await row.getByRole("button", { name: `Rotate secret: ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Rotate Secret" }).click();
  const second = await copySecret(page);
  expect(second).not.toBe(first);
  expect(await tokenError(request, clientId, first)).toBe("invalid_client");
  expect(await tokenError(request, clientId, second)).toBe("invalid_grant");

  await row.getByRole("button", { name: `Revoke: ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke Client" }).click();
  await expect(row).toContainText("Revoked");
  expect(await tokenError(request, clientId, second)).toBe("invalid_client");
});
