import { type Locator, type Page, expect } from "@playwright/test";

export class AccountPage {
  readonly heading: Locator;
  readonly profileForm: Locator;
  readonly passwordForm: Locator;
  readonly notifications: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole("heading", { name: "My Account" });
    this.profileForm = page.getByRole("form", { name: "Profile" });
    this.passwordForm = page.getByRole("form", { name: "Change Password" });
    this.notifications = page.getByRole("checkbox", { name: "Email notifications" });
  }

  async open() {
    await this.page.goto("/account");
    await expect(this.heading).toBeVisible();
  }

  async savePhone(phone: string) {
    await this.profileForm.getByLabel("Phone").fill(phone);
    await this.profileForm.getByRole("button", { name: "Save Changes" }).click();
  }

  async openSecurity() {
    await this.page.getByRole("tab", { name: "Security" }).click();
    await expect(this.passwordForm).toBeVisible();
  }

  async changePassword(current: string, next: string) {
    await this.passwordForm.getByLabel("Current Password").fill(current);
    await this.passwordForm.getByRole("textbox", { name: "New Password", exact: true }).fill(next);
    await this.passwordForm.getByLabel("Confirm New Password").fill(next);
    await this.passwordForm.getByRole("button", { name: "Change Password" }).click();
  }

  /** The visible switch (its checkbox is visually hidden). */
  async toggleNotifications() {
    await this.page.getByText("Email notifications", { exact: true }).click();
  }
}
