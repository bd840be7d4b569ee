import AxeBuilder from "@axe-core/playwright";
import { expect } from "@playwright/test";
import { visitorTest as test } from "../fixtures/visitor.js";

/** Every page a visitor can reach without signing in. */
const PUBLIC_PAGES = [
  "/",
  "/courses",
  "/course/1",
  "/about",
  "/contact",
  "/faq",
  "/business-offers",
  "/legal/terms",
  "/legal/privacy",
  "/login",
  "/forgot-password",
  "/reset-password?token=example",
  "/no/such/page",
];

const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    for (const path of PUBLIC_PAGES) {
      test(`${path} has no serious or critical accessibility violations`, async ({
        visitorPage: page,
      }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.waitForLoadState("networkidle");
        const { violations } = await new AxeBuilder({ page }).analyze();
        const severe = violations
          .filter(violation => violation.impact === "serious" || violation.impact === "critical")
          .map(violation => ({
            rule: violation.id,
            help: violation.help,
            targets: violation.nodes.map(node => node.target.join(" ")),
          }));
        expect(severe).toEqual([]);
      });
    }
  });
}
