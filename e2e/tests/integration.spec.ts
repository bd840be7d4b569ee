import { expect, test } from "@playwright/test";
import { LEARNER, signIn } from "../fixtures/session.js";

test("the account's Integration tab syncs the profile and says which systems could not take it and which are not connected", async ({
  page,
}) => {
  await signIn(page.context(), LEARNER);
  await page.goto("/account");
  await page.getByRole("tab", { name: "Integration" }).click();
  await expect(page.getByRole("heading", { name: "Profile Synchronization" })).toBeVisible();

  // Only the LMS has an address from the environment (Moodle, which has no profile API): it is
  // tried and fails; storage and video keep the registry's placeholder addresses, so they are
  // not connected, never tried and not failed.
  const status = page.getByRole("tabpanel", { name: "Sync Status" });
  await expect(status.getByText("Not connected")).toHaveCount(2);
  await page.getByRole("button", { name: "Sync All Systems" }).click();
  await expect(page.getByText("Synchronization Failed", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Learning Management: Learning Management answered/)).toBeVisible();
  await expect(page.getByText(/File Storage:/)).toHaveCount(0);

  await page.getByRole("tab", { name: "Push Data" }).click();
  await expect(page.getByRole("button", { name: "Main Portal" })).toBeDisabled();
  await expect(
    page.getByRole("button", { name: "Video Processing (not connected)" }),
  ).toBeDisabled();
  await page.getByRole("button", { name: "Learning Management" }).click();
  await expect(
    page.getByText("Push your profile to Learning Management? Its copy is replaced."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Back to Status" }).click();
  await expect(page.getByRole("tab", { name: "Sync Status" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
});
