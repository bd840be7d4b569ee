import { expect, test } from "@playwright/test";
import { LEARNER, signIn } from "../fixtures/session.js";

test("the account's Integration tab syncs the profile and says which systems could not take it", async ({
  page,
}) => {
  await signIn(page.context(), LEARNER);
  await page.goto("/account");
  await page.getByRole("tab", { name: "Integration" }).click();
  await expect(page.getByRole("heading", { name: "Profile Synchronization" })).toBeVisible();

  // The demo install's sibling systems have addresses where nothing answers.
  await page.getByRole("button", { name: "Sync All Systems" }).click();
  await expect(page.getByText("Synchronization Failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Learning Management", { exact: true })).toBeVisible();

  await page.getByRole("tab", { name: "Push Data" }).click();
  await expect(page.getByRole("button", { name: "Main Portal" })).toBeDisabled();
  await page.getByRole("button", { name: "Video Processing" }).click();
  await expect(
    page.getByText("Push your profile to Video Processing? Its copy is replaced."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Back to Status" }).click();
  await expect(page.getByRole("tab", { name: "Sync Status" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
});
