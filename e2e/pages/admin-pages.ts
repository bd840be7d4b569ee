import { type Browser, type Locator, type Page, expect } from "@playwright/test";
import { type Account, signIn } from "../fixtures/session.js";

export { LEARNER, MANAGER, SUPER_ADMIN } from "../fixtures/session.js";

/**
 * Signs the page's browser in as `account` (over the API: the sign-in form is the auth tests'
 * subject) and opens `path`, where it must stay.
 */
export async function signInTo(page: Page, account: Account, path: string) {
  await signIn(page.context(), account);
  await page.goto(path);
  // The path itself, not a bounce to the login page, whose ?redirect= ends with it.
  await expect(page).toHaveURL(new RegExp(`^[^?]*${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
}

/** A Chakra switch: its checkbox is visually hidden, so a person clicks the label. */
export async function flip(scope: Locator, name: string) {
  await scope.getByText(name, { exact: true }).click();
}

/** The public site as a visitor who is not signed in sees it. */
export class PublicSite {
  constructor(private readonly page: Page) {}

  static async open(browser: Browser) {
    const context = await browser.newContext();
    return { site: new PublicSite(await context.newPage()), close: () => context.close() };
  }

  async goto(path = "/about") {
    await this.page.goto(path);
    await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
  }

  get prelaunchBanner(): Locator {
    return this.page.getByRole("region", { name: "Pre-launch announcement" });
  }

  get disclaimerBanner(): Locator {
    return this.page.getByRole("region", { name: "Disclaimer" });
  }
}

export class AdminDashboardPage {
  readonly controls: Locator;

  constructor(private readonly page: Page) {
    this.controls = page.getByRole("region", { name: "System Controls" });
  }

  async open() {
    await this.page.goto("/admin/dashboard");
    await expect(
      this.page.getByRole("heading", { level: 1, name: "Admin Dashboard" }),
    ).toBeVisible();
  }

  stat(label: string): Locator {
    return this.page.getByRole("group", { name: label, exact: true });
  }

  bannerSwitch(name: "Disclaimer Banner" | "Pre-launch Banner"): Locator {
    return this.controls.getByRole("checkbox", { name });
  }

  async setBanner(name: "Disclaimer Banner" | "Pre-launch Banner", shown: boolean) {
    const box = this.bannerSwitch(name);
    await expect(box).toBeEnabled();
    if ((await box.isChecked()) !== shown) {
      // The save's own answer: an earlier save's "Settings Saved" may still be on screen.
      const saved = this.page.waitForResponse(
        response =>
          new URL(response.url()).pathname === "/graphql" &&
          /^Update\w*Banner/.test(
            (response.request().postDataJSON() as { operationName?: string } | null)
              ?.operationName ?? "",
          ),
      );
      await flip(this.controls, name);
      expect((await saved).ok()).toBe(true);
      await expect(this.page.getByText("Settings Saved").first()).toBeVisible();
    }
    await expect(box).toBeChecked({ checked: shown });
  }
}

export class AdminSettingsPage {
  readonly disclaimerText: Locator;

  constructor(private readonly page: Page) {
    this.disclaimerText = page.getByLabel("Disclaimer Text");
  }

  async open() {
    await this.page.goto("/admin/settings");
    await expect(this.disclaimerText).toBeVisible();
  }

  async saveDisclaimer(text: string) {
    await this.disclaimerText.fill(text);
    await this.page.getByRole("button", { name: "Save Settings" }).click();
    await expect(this.page.getByText("Settings Saved").first()).toBeVisible();
  }
}

export class AdminMessagesPage {
  readonly table: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole("table", { name: "Messages" });
  }

  async open() {
    await this.page.goto("/admin/messages");
    await expect(this.page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  }

  async search(text: string) {
    await this.page.getByLabel("Search messages").fill(text);
    await expect(this.page).toHaveURL(/[?&]q=/);
  }

  row(text: string): Locator {
    return this.table.getByRole("row").filter({ hasText: text });
  }
}
