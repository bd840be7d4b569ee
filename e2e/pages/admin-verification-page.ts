import { type Locator, type Page, expect } from "@playwright/test";

/** /admin/verification: the five tabs, Refresh, and the security tab's Export Report. */
export class AdminVerificationPage {
  readonly heading: Locator;
  readonly refreshButton: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole("heading", { name: "Event Verification", level: 1 });
    this.refreshButton = page.getByRole("button", { name: "Refresh" });
  }

  async open() {
    await this.page.goto("/admin/verification");
    await expect(this.heading).toBeVisible();
  }

  tab(name: "Overview" | "Enrollments" | "Payments" | "Courses" | "Security Audit"): Locator {
    return this.page.getByRole("tab", { name });
  }

  /** The active tab's content. */
  panel(): Locator {
    return this.page.getByRole("tabpanel");
  }
}
