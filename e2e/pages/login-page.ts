import { type Locator, type Page, expect } from "@playwright/test";
import type { NewUser } from "../fixtures/users.js";

export class LoginPage {
  readonly loginForm: Locator;
  readonly registerForm: Locator;

  constructor(private readonly page: Page) {
    this.loginForm = page.getByRole("form", { name: "Log in" });
    this.registerForm = page.getByRole("form", { name: "Register" });
  }

  async open(query = "") {
    await this.page.goto(`/login${query}`);
    await expect(this.loginForm).toBeVisible();
  }

  async logIn(username: string, password: string) {
    await this.loginForm.getByLabel("Username").fill(username);
    await this.loginForm.getByLabel("Password").fill(password);
    await this.loginForm.getByRole("button", { name: "Log In" }).click();
  }

  async register(user: NewUser) {
    await this.page.getByRole("tab", { name: "Register" }).click();
    const form = this.registerForm;
    await form.getByLabel("First Name").fill(user.firstName);
    await form.getByLabel("Last Name").fill(user.lastName);
    await form.getByLabel("Email").fill(user.email);
    await form.getByLabel("Username").fill(user.username);
    await form.getByRole("textbox", { name: "Password", exact: true }).fill(user.password);
    await form.getByLabel("Confirm Password").fill(user.password);
    await form.getByRole("button", { name: "Create Account" }).click();
  }

  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
