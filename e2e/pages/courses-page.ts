import { type Locator, type Page, expect } from "@playwright/test";

/** The /courses catalogue: its controls and the titles it lists. */
export class CoursesPage {
  readonly search: Locator;
  readonly format: Locator;
  readonly sort: Locator;
  readonly cards: Locator;

  constructor(private readonly page: Page) {
    this.search = page.getByLabel("Search courses");
    this.format = page.getByLabel("Format");
    this.sort = page.getByLabel("Sort by");
    this.cards = page.getByRole("main").getByRole("article");
  }

  async open(query = "") {
    await this.page.goto(`/courses${query}`);
    await expect(
      this.page.getByRole("heading", { level: 1, name: "Training Courses" }),
    ).toBeVisible();
  }

  tab(name: string): Locator {
    return this.page.getByRole("tab", { name });
  }

  /**
   * Waits until exactly these titles are listed, in this order. Courses other browser tests add
   * to the shared catalogue are titled "E2E ..." and left aside.
   */
  async expectTitles(titles: string[]) {
    await expect(this.cards.getByRole("heading").filter({ hasNotText: /^E2E / })).toHaveText(
      titles,
    );
  }
}
