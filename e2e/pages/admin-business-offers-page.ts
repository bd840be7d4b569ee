import { type Locator, type Page, expect } from "@playwright/test";

/** /admin/business-offers: the offers table and its inline Change Status. */
export class AdminBusinessOffersPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly search: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole("heading", { name: "Business Offers", level: 1 });
    this.table = page.getByRole("table", { name: "Business offers" });
    this.search = page.getByRole("searchbox", { name: "Search business offers" });
  }

  /** Types into the search box and waits for the URL to hold it (the box waits for a pause). */
  async searchFor(text: string) {
    await this.search.fill(text);
    await expect(this.page).toHaveURL(url => url.searchParams.get("q") === text);
  }

  row(text: string): Locator {
    return this.table.getByRole("row").filter({ hasText: text });
  }

  async changeStatus(offerId: number, status: string) {
    await this.page.getByRole("button", { name: `Change status of offer ${offerId}` }).click();
    await this.page
      .getByRole("combobox", { name: `Status of offer ${offerId}` })
      .selectOption({ label: status });
    await this.page.getByRole("button", { name: "Save" }).click();
    await expect(this.page.getByText("Status Updated", { exact: true })).toBeVisible();
  }
}
