import { type Locator, type Page, expect } from "@playwright/test";

export class SiteHeader {
  readonly banner: Locator;
  readonly logInLink: Locator;

  constructor(private readonly page: Page) {
    this.banner = page.getByRole("banner");
    this.logInLink = this.banner.getByRole("link", { name: "Log In" });
  }

  accountButton(firstName: string): Locator {
    return this.banner.getByRole("button", { name: firstName });
  }

  async openAccountMenu(firstName: string): Promise<Locator> {
    await this.accountButton(firstName).click();
    const menu = this.page.getByRole("navigation", { name: "Account" });
    await expect(menu).toBeVisible();
    return menu;
  }

  async signOut(firstName: string) {
    const menu = await this.openAccountMenu(firstName);
    await menu.getByRole("button", { name: "Sign Out" }).click();
  }
}
