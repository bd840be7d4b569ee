import { type Locator, type Page, expect } from "@playwright/test";

export interface DocumentForm {
  title: string;
  type: string;
  version: string;
  content: string;
}

/** /admin/legal: the tabs and the Legal Documents table with its dialog. */
export class AdminLegalPage {
  readonly table: Locator;
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole("table", { name: "Legal documents" });
    this.dialog = page.getByRole("dialog");
  }

  async open() {
    await this.page.goto("/admin/legal");
    await expect(this.page.getByRole("tab", { name: "Legal Documents" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  }

  async find(text: string) {
    await this.page.getByLabel("Search documents").fill(text);
    await expect(this.page).toHaveURL(/[?&]q=/);
  }

  row(text: string): Locator {
    return this.table.getByRole("row").filter({ hasText: text });
  }

  async publish(form: DocumentForm) {
    await this.page.getByRole("button", { name: "Add Document" }).click();
    await expect(this.dialog.getByRole("heading", { name: "Add Document" })).toBeVisible();
    await this.dialog.getByLabel("Title").fill(form.title);
    await this.dialog.getByLabel("Type").selectOption({ label: form.type });
    await this.dialog.getByLabel("Version").fill(form.version);
    await this.dialog.getByLabel("Content").fill(form.content);
    await this.dialog.getByRole("button", { name: "Create Document" }).click();
    await expect(this.dialog).toBeHidden();
  }
}
