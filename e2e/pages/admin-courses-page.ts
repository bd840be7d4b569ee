import { type Locator, type Page, expect } from "@playwright/test";

export interface CourseForm {
  title?: string;
  description?: string;
  price?: string;
  hours?: string;
  instructorName?: string;
}

/** /admin/courses: the list, its search, and the add/edit dialog. */
export class AdminCoursesPage {
  readonly search: Locator;
  readonly table: Locator;
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.search = page.getByLabel("Search courses");
    this.table = page.getByRole("table", { name: "Courses" });
    this.dialog = page.getByRole("dialog");
  }

  async open() {
    await this.page.goto("/admin/courses");
    await expect(
      this.page.getByRole("heading", { level: 1, name: "Course Management" }),
    ).toBeVisible();
  }

  /** Narrows the list to the courses matching `text` (one page holds them). */
  async find(text: string) {
    await this.search.fill(text);
    await expect(this.page).toHaveURL(new RegExp(`[?&]q=`));
  }

  row(title: string): Locator {
    return this.table.getByRole("row").filter({ hasText: title });
  }

  async fill(form: CourseForm) {
    const fields: [string, string | undefined][] = [
      ["Title", form.title],
      ["Description", form.description],
      ["Price ($)", form.price],
      ["Hours", form.hours],
      ["Instructor Name", form.instructorName],
    ];
    for (const [label, value] of fields) {
      // From the label's start: "Hours" is not "Credit Hours" (a required mark may follow).
      const name = new RegExp(`^${label.replace(/[()$]/g, "\\$&")}`);
      if (value !== undefined) await this.dialog.getByLabel(name).fill(value);
    }
  }

  async add(form: CourseForm) {
    await this.page.getByRole("button", { name: "Add Course" }).click();
    await expect(this.dialog.getByRole("heading", { name: "Add Course" })).toBeVisible();
    await this.fill(form);
    await this.dialog.getByRole("button", { name: "Create Course" }).click();
    await this.explained(expect(this.dialog).toBeHidden());
  }

  async edit(title: string, form: CourseForm) {
    await this.page.getByRole("button", { name: `Edit ${title}` }).click();
    await expect(this.dialog.getByRole("heading", { name: "Edit Course" })).toBeVisible();
    await this.fill(form);
    await this.dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** Presses Delete and answers the browser's confirmation; answers the confirmation's text. */
  async delete(title: string, accept = true): Promise<string> {
    const asked = new Promise<string>(resolve => {
      this.page.once("dialog", async dialog => {
        resolve(dialog.message());
        await (accept ? dialog.accept() : dialog.dismiss());
      });
    });
    await this.page.getByRole("button", { name: `Delete ${title}` }).click();
    return asked;
  }

  /** Waits for `text` on the page (a notice's title, say). */
  async shows(text: string) {
    await this.explained(expect(this.page.getByText(text)).toBeVisible());
  }

  /**
   * A failed expectation's message with what the page's dialogs and notices said at that moment:
   * two rare failures (a new course's dialog that stayed open, a deletion's notice that never
   * came) passed on their retries and left no sign of why.
   */
  private async explained(expectation: Promise<void>) {
    await expectation.catch(async (error: Error) => {
      const notices = this.page.locator("[role=dialog], [role=status], [role=alert]");
      const said = (await notices.allInnerTexts()).map(text => text.replace(/\s+/g, " "));
      throw new Error(`${error.message}\nThe page's dialogs and notices: ${JSON.stringify(said)}`);
    });
  }
}
