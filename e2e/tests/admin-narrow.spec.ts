import { type Page, expect as baseExpect, test } from "@playwright/test";
import { buyCourse } from "../fixtures/purchase.js";
import { SUPER_ADMIN, signIn } from "../fixtures/session.js";
import { newUser, registerUser } from "../fixtures/users.js";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * Each named button is shown whole inside the window, and nothing on the page scrolls sideways:
 * neither the page nor any box in it.
 */
async function expectInView(page: Page, width: number, names: string[]) {
  for (const name of names) {
    const button = page.getByRole("button", { name, exact: true });
    await expect(button).toBeVisible();
    // Read again until the list has settled: a row rendered anew between the check above and the
    // measure has no box (null) for that moment.
    await expect(async () => {
      const box = await button.boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x, name).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(width);
    }).toPass({ timeout: 15_000 });
  }
  const spilling = await page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll("main *")]
      .filter(element => element.scrollWidth > element.clientWidth + 1)
      // A field's own text may scroll inside it; a cut-short text is hidden, not scrolled.
      .filter(element => !element.matches("input, textarea, select"))
      .filter(element => getComputedStyle(element).overflowX !== "hidden")
      .filter(element => element === document.documentElement || element.clientWidth > 0)
      .map(element => element.outerHTML.slice(0, 80)),
  );
  expect(spilling).toEqual([]);
}

test("at 820 px (and beside the admin menu at 1024 px) the Users and Payments actions are visible without scrolling sideways", async ({
  page,
  request,
}) => {
  // A learner with long names who bought a course: the longest cells these lists hold.
  const buyer = newUser();
  buyer.username = `${buyer.username}_with_a_rather_long_name`.slice(0, 50);
  buyer.firstName = "Maximiliana-Josephine";
  buyer.lastName = "Vandenberghe-Castellanos";
  await registerUser(request, buyer);
  await buyCourse(buyer, 1);
  const name = buyer.username;
  await signIn(page.context(), SUPER_ADMIN);

  for (const width of [820, 1024, 1366]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.goto(`/admin/users?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();
    await expectInView(
      page,
      width,
      ["Edit", "Reset", "Enroll", "Force Logout", "Delete"].map(action => `${action} ${name}`),
    );

    await page.goto(`/admin/payments?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("heading", { name: "Payments", level: 1 })).toBeVisible();
    const details = page.getByRole("button", { name: /^Details of / });
    await expect(details).toHaveCount(1);
    const transaction = (await details.getAttribute("aria-label"))!.replace("Details of ", "");
    await expectInView(page, width, [`Details of ${transaction}`, `Receipt of ${transaction}`]);
  }
  // Wide enough, the lists are tables again.
  await expect(page.getByRole("table", { name: "Payments" })).toBeVisible();
});
