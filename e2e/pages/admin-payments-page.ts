import { type Download, type Locator, type Page, expect } from "@playwright/test";

/** /admin/payments: the list, its filters, the summary cards and the two dialogs. */
export class AdminPaymentsPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly search: Locator;
  readonly dateFilter: Locator;
  readonly statusFilter: Locator;
  readonly exportLink: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole("heading", { name: "Payments", level: 1 });
    this.table = page.getByRole("table", { name: "Payments" });
    this.search = page.getByRole("searchbox", { name: "Search payments" });
    this.dateFilter = page.getByRole("combobox", { name: "Date" });
    this.statusFilter = page.getByRole("combobox", { name: "Status" });
    this.exportLink = page.getByRole("link", { name: "Export to CSV" });
  }

  async open() {
    await this.page.goto("/admin/payments");
    await expect(this.heading).toBeVisible();
  }

  /** Types into the search box and waits for the URL to hold it (the box waits for a pause). */
  async searchFor(text: string) {
    await this.search.fill(text);
    await expect(this.page).toHaveURL(url => url.searchParams.get("q") === text);
  }

  row(text: string): Locator {
    return this.table.getByRole("row").filter({ hasText: text });
  }

  card(title: string): Locator {
    return this.page.getByRole("region", { name: title });
  }

  dialog(name: "Payment Details" | "Payment Receipt" | "Refund Payment"): Locator {
    return this.page.getByRole("dialog", { name });
  }

  async openDetails(rowText: string) {
    await this.row(rowText)
      .getByRole("button", { name: /^Details of / })
      .click();
    await expect(this.dialog("Payment Details")).toBeVisible();
  }

  async openReceipt(rowText: string) {
    await this.row(rowText)
      .getByRole("button", { name: /^Receipt of / })
      .click();
    await expect(this.dialog("Payment Receipt")).toBeVisible();
  }

  async closeDialog(name: "Payment Details" | "Payment Receipt") {
    await this.dialog(name).getByRole("button", { name: "Close" }).click();
    await expect(this.dialog(name)).toBeHidden();
  }

  /** Clicks Export to CSV and answers the downloaded file's text. */
  async exportCsv(): Promise<{ download: Download; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent("download"),
      this.exportLink.click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    return { download, text: Buffer.concat(chunks).toString("utf8") };
  }
}
