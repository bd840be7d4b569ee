import { type Locator, type Page, expect } from "@playwright/test";

/** /checkout/{id}: the agreement step, then the demo card form. */
export class CheckoutPage {
  readonly agreementTab: Locator;
  readonly paymentTab: Locator;
  readonly signButton: Locator;
  readonly payButton: Locator;

  constructor(private readonly page: Page) {
    this.agreementTab = page.getByRole("tab", { name: "1. Agreement" });
    this.paymentTab = page.getByRole("tab", { name: "2. Payment" });
    this.signButton = page.getByRole("button", { name: "Sign Agreement" });
    this.payButton = page.getByRole("button", { name: /^Pay \$/ });
  }

  async agree() {
    await expect(
      this.page.getByRole("region", { name: "Enrollment agreement text" }),
    ).toBeVisible();
    await this.page
      .getByText("I have read and agree to the terms of this enrollment agreement")
      .click();
  }

  async signTyped() {
    await this.agree();
    await this.signButton.click();
    await expect(this.paymentTab).toHaveAttribute("aria-selected", "true");
  }

  async signDrawn() {
    await this.agree();
    await this.draw();
    await this.signButton.click();
    await expect(this.paymentTab).toHaveAttribute("aria-selected", "true");
  }

  /** Draws a zigzag on the signature pad (the house's signature fields, here or elsewhere). */
  async draw() {
    await this.page.getByRole("tab", { name: "Draw Signature" }).click();
    const pad = this.page.getByRole("img", { name: /Signature pad/ });
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error("the signature pad is not on screen");
    await this.page.mouse.move(box.x + 40, box.y + box.height / 2);
    await this.page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      await this.page.mouse.move(
        box.x + 40 + step * 25,
        box.y + box.height / 2 + (step % 2 ? -20 : 20),
      );
    }
    await this.page.mouse.up();
  }

  async pay(cardNumber: string) {
    await this.page.getByLabel("Card number").fill(cardNumber);
    await this.page.getByLabel("Expiry").fill("12 / 34");
    await this.page.getByLabel("CVC").fill("123");
    await this.payButton.click();
  }
}
