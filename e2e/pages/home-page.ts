import { type Locator, type Page, expect } from "@playwright/test";

export class HomePage {
  readonly programs: Locator;

  constructor(private readonly page: Page) {
    this.programs = page.getByRole("region", { name: "Available Training Programs" });
  }

  async open() {
    await this.page.goto("/");
    await expect(
      this.page.getByRole("heading", { name: "Available Training Programs" }),
    ).toBeVisible();
  }

  courseCard(title: string | RegExp): Locator {
    return this.page
      .getByRole("article")
      .filter({ has: this.page.getByRole("heading", { name: title }) });
  }
}
