import { type Locator, type Page, expect as baseExpect } from "@playwright/test";

// The page and its writes wait on the server (argon2 sign-ins, refetches): patient on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/** /admin/users: the list and its dialogs, by role and visible text. */
export class AdminUsersPage {
  readonly heading: Locator;
  readonly table: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole("heading", { name: "User Management" });
    this.table = page.getByRole("table", { name: "Users" });
  }

  /** The list searched for `search` (a username is unique: one row). */
  async open(search = "") {
    await this.page.goto(`/admin/users${search ? `?q=${encodeURIComponent(search)}` : ""}`);
    await expect(this.heading).toBeVisible();
  }

  row(username: string): Locator {
    return this.table.getByRole("row").filter({ hasText: username });
  }

  dialog(name: string): Locator {
    return this.page.getByRole("dialog", { name });
  }

  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  async editEmail(username: string, email: string) {
    await this.row(username)
      .getByRole("button", { name: `Edit ${username}` })
      .click();
    const dialog = this.dialog("Edit User");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(this.toast("User updated")).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  async resetPassword(username: string, password: string, confirmation = password) {
    await this.row(username)
      .getByRole("button", { name: `Reset ${username}` })
      .click();
    const dialog = this.dialog("Reset Password");
    await dialog.getByRole("textbox", { name: "New Password", exact: true }).fill(password);
    await dialog.getByLabel("Confirm New Password").fill(confirmation);
    await dialog.getByRole("button", { name: "Reset Password" }).click();
  }

  async enroll(username: string, courseTitle: string) {
    await this.row(username)
      .getByRole("button", { name: `Enroll ${username}` })
      .click();
    const dialog = this.dialog("Enroll in Course");
    await dialog.getByLabel("Course").selectOption({ label: courseTitle });
    await dialog.getByRole("button", { name: "Enroll User" }).click();
    await expect(this.toast("User enrolled")).toBeVisible();
  }

  async delete(username: string) {
    await this.row(username)
      .getByRole("button", { name: `Delete ${username}` })
      .click();
    const dialog = this.dialog("Confirm User Deletion");
    await expect(dialog.getByText("Only SuperAdmin users can delete accounts.")).toBeVisible();
    await dialog.getByRole("button", { name: "Delete User" }).click();
    await expect(this.toast("User deleted")).toBeVisible();
  }
}
