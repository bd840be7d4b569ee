import { type Locator, type Page, expect } from "@playwright/test";
import { uniqueSuffix } from "../fixtures/users.js";
import { CheckoutPage } from "./checkout-page.js";

/** What an applicant types into the licensing application. */
export interface Application {
  businessName: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  businessAddress: string;
}

/** A business nobody else applied as, so tests can run side by side. */
export function newApplication(): Application {
  const id = uniqueSuffix();
  return {
    businessName: `E2E Recovery ${id}`,
    contactName: "Dana Ortiz",
    contactEmail: `e2e-offer-${id}@example.com`,
    contactPhone: "512-555-0147",
    businessAddress: "100 Congress Ave, Austin, TX",
  };
}

/** /business-offers, its application form, then the payment and success pages. */
export class BusinessOffersPage {
  readonly form: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByRole("form", { name: "Licensing application" });
  }

  async open() {
    await this.page.goto("/business-offers");
    await expect(this.page.getByRole("tab", { name: "Licensing Options" })).toBeVisible();
  }

  /** Chooses a licence card and sends the application; answers the new offer's id. */
  async apply(licence: "Royalty-Free License" | "Revenue Share License", application: Application) {
    await this.page.getByRole("link", { name: `Choose ${licence}` }).click();
    await expect(this.form).toBeVisible();
    await this.form.getByLabel("Business Name").fill(application.businessName);
    await this.form.getByLabel("Contact Name").fill(application.contactName);
    await this.form.getByLabel("Contact Email").fill(application.contactEmail);
    await this.form.getByLabel("Contact Phone").fill(application.contactPhone);
    await this.form.getByLabel("Business Address").fill(application.businessAddress);
    await this.form.getByRole("button", { name: "Submit Application" }).click();
    // The payment link carries the offer's reference, without which it shows only licence and fee.
    await expect(this.page).toHaveURL(/\/business-offers\/payment\/\d+\?ref=[\w-]{22}$/);
    await expect(
      this.page.getByRole("heading", { level: 1, name: "Complete Your Payment" }),
    ).toBeVisible();
    return Number(new URL(this.page.url()).pathname.split("/").at(-1));
  }

  /** Pays on the payment page with the demo card form (the checkout's). */
  async pay(cardNumber: string) {
    await new CheckoutPage(this.page).pay(cardNumber);
  }
}
