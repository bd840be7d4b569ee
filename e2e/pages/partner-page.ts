import { type Locator, type Page, expect } from "@playwright/test";
import { PNG } from "pngjs";

/** What a partner administrator sets up before launching. */
export interface Branding {
  displayName: string;
  slug: string;
  brandColour: string;
  supportEmail: string;
}

/** A small PNG logo in `colour` (#rrggbb): a filled square with a white band across it. */
export function logoPng(colour: string): Buffer {
  const png = new PNG({ width: 64, height: 64 });
  const [r, g, b] = [1, 3, 5].map(at => parseInt(colour.slice(at, at + 2), 16));
  for (let y = 0; y < 64; y++) {
    for (let x = 0; x < 64; x++) {
      const at = (y * 64 + x) * 4;
      const band = y >= 28 && y < 36;
      png.data.set(band ? [255, 255, 255, 255] : [r, g, b, 255], at);
    }
  }
  return PNG.sync.write(png);
}

/** /partner/{id}: the storefront's settings (branding, logo, prices, launch) and the lists. */
export class PartnerPage {
  readonly launch: Locator;

  constructor(private readonly page: Page) {
    this.launch = page.getByRole("region", { name: "Launch" });
  }

  async setBranding(branding: Branding) {
    const form = this.page.getByRole("form", { name: "Branding" });
    await form.getByLabel("Display name").fill(branding.displayName);
    await form.getByLabel("Short address").fill(branding.slug);
    await form.getByLabel("Brand colour").fill(branding.brandColour);
    await form.getByLabel("Support email").fill(branding.supportEmail);
    await form.getByRole("button", { name: "Save branding" }).click();
    await expect(this.page.getByText("The branding is saved.")).toBeVisible();
  }

  async uploadLogo(png: Buffer, displayName: string) {
    await this.page.getByLabel("Upload logo (PNG)").setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: png,
    });
    await expect(this.page.getByRole("img", { name: `The logo of ${displayName}` })).toBeVisible();
  }

  /** Sets the first course's own price (dollars); answers the course's title. */
  async setFirstPrice(dollars: string): Promise<string> {
    const form = this.page.getByRole("form", { name: /^Price of / }).first();
    const title = (await form.getAttribute("aria-label"))!.replace(/^Price of /, "");
    await form.getByRole("textbox").fill(dollars);
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByRole("button", { name: "Use academy price" })).toBeVisible();
    return title;
  }

  async launchStorefront(slug: string) {
    await this.launch.getByRole("button", { name: "Launch storefront" }).click();
    await expect(this.launch.getByText(`Live at /p/${slug}`)).toBeVisible();
  }

  /**
   * Connects a payout account at the demo processor (installs without Stripe keys): its
   * onboarding page's "Submit details", then back on this page with payouts enabled.
   */
  async connectDemoPayoutAccount() {
    await this.page.getByRole("button", { name: "Connect payout account" }).click();
    await expect(this.page).toHaveURL(/\/demo-connect\/onboarding\//);
    await this.page.getByRole("button", { name: "Submit details" }).click();
    await expect(this.page.getByText("Payouts enabled", { exact: true })).toBeVisible();
  }
}
