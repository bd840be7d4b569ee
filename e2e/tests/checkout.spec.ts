import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { LEARNER, signIn } from "../fixtures/session.js";
import { newUser, registerUser } from "../fixtures/users.js";
import { CheckoutPage } from "../pages/checkout-page.js";
import { LoginPage } from "../pages/login-page.js";

const COURSE = 1;

/**
 * A new learner, signed in over the API (the sign-in form's way back to the checkout is the test
 * "checkout asks a visitor to log in first and comes back"), on the checkout of course 1.
 */
async function signInAtCheckout(page: Page, request: Parameters<typeof registerUser>[0]) {
  const user = newUser();
  await registerUser(request, user);
  await signIn(page.context(), [user.username, user.password], { own: true });
  await page.goto(`/checkout/${COURSE}`);
  // The path, not the whole address: the login page's own query ends in /checkout/1 too.
  await expect(page).toHaveURL(url => url.pathname === `/checkout/${COURSE}`);
  return user;
}

test("a learner signs by typing, pays with the demo card and finds the course on the dashboard", async ({
  page,
  request,
}) => {
  const user = await signInAtCheckout(page, request);
  const checkout = new CheckoutPage(page);
  await expect(checkout.paymentTab).toBeDisabled();
  await expect(checkout.signButton).toBeDisabled();
  await checkout.agree();
  await expect(page.getByLabel("Full name")).toHaveValue(`${user.firstName} ${user.lastName}`);
  const title =
    (await page
      .getByRole("heading", { level: 1 })
      .locator("xpath=following-sibling::p")
      .textContent()) ?? "";
  await checkout.signButton.click();
  await expect(checkout.paymentTab).toHaveAttribute("aria-selected", "true");
  await expect(checkout.agreementTab).toBeDisabled();
  await expect(page.getByRole("heading", { name: "Order Summary" })).toBeVisible();
  await expect(page.getByText("Demo payments: no card is charged.")).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the signed agreement (PDF)" }).click(),
  ]);
  const pdf = await download.createReadStream();
  const head = await new Promise<string>(resolve =>
    pdf.once("data", chunk => resolve(String(chunk).slice(0, 5))),
  );
  expect(head).toBe("%PDF-");

  await checkout.pay("4242 4242 4242 4242");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Enrollment Successful", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: title, level: 3 })).toBeVisible();
});

test("a declined card shows why and enrolls nobody; a drawn signature is accepted", async ({
  page,
  request,
}) => {
  await signInAtCheckout(page, request);
  const checkout = new CheckoutPage(page);
  await checkout.signDrawn();
  await checkout.pay("4000 0000 0000 0002");
  await expect(page.getByRole("alert").filter({ hasText: /declined/i })).toBeVisible();
  await expect(page.getByText("Payment Failed", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(url => url.pathname === `/checkout/${COURSE}`);

  await page.goto("/dashboard");
  await expect(
    page.getByText("You are not enrolled in any courses yet.", { exact: false }),
  ).toBeVisible();
});

test("checkout asks a visitor to log in first and comes back", async ({ page }) => {
  await page.goto(`/checkout/${COURSE}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=(%2F|/)checkout(%2F|/)${COURSE}$`));
  // Back on the checkout once signed in through the form (the demo learner has no enrollment).
  await new LoginPage(page).logIn(...LEARNER);
  await expect(page).toHaveURL(url => url.pathname === `/checkout/${COURSE}`);
  await expect(page.getByRole("region", { name: "Enrollment agreement text" })).toBeVisible();
});

test("an unknown course says Course Not Found and goes home", async ({ page, request }) => {
  await signInAtCheckout(page, request);
  await page.goto("/checkout/999999");
  await expect(page.getByText("Course Not Found", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

for (const [size, viewport] of [
  ["desktop", { width: 1366, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`a drawn signature lands where it is drawn and is sent at 500 x 200 (${size})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await signInAtCheckout(page, request);
    const checkout = new CheckoutPage(page);
    await checkout.agree();
    await page.getByRole("tab", { name: "Draw Signature" }).click();
    const pad = page.getByRole("img", { name: /Signature pad/ });
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error("the signature pad is not on screen");
    // A short stroke rightwards from a point near each corner, 10 % and 15 % in from its edges.
    const corners = [
      [0.1, 0.15],
      [0.9, 0.15],
      [0.1, 0.85],
      [0.9, 0.85],
    ];
    for (const [across, down] of corners) {
      const x = box.x + box.width * across;
      const y = box.y + box.height * down;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + box.width * 0.04, y, { steps: 4 });
      await page.mouse.up();
    }
    const sent = page.waitForRequest(
      req => req.method() === "POST" && (req.postData() ?? "").includes('"signature"'),
    );
    await checkout.signButton.click();
    await expect(checkout.paymentTab).toHaveAttribute("aria-selected", "true");
    const body = JSON.parse((await sent).postData() ?? "{}");
    const png: string = body.variables.input.signature.data;
    // The PNG's size and, per quarter of it, the top-left corner of its ink.
    const ink = await page.evaluate(async (url: string) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
      const quarters: Record<string, { x: number; y: number }> = {};
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          if (data[(y * width + x) * 4 + 3] < 128) continue;
          const name = `${y < height / 2 ? "top" : "bottom"}-${x < width / 2 ? "left" : "right"}`;
          const seen = quarters[name] ?? { x, y };
          quarters[name] = { x: Math.min(seen.x, x), y: Math.min(seen.y, y) };
        }
      }
      return { width, height, quarters };
    }, png);
    expect({ width: ink.width, height: ink.height }).toEqual({ width: 500, height: 200 });
    const near = (value: number, expected: number) => Math.abs(value - expected) <= 8;
    const expected = {
      "top-left": { x: 50, y: 30 },
      "top-right": { x: 450, y: 30 },
      "bottom-left": { x: 50, y: 170 },
      "bottom-right": { x: 450, y: 170 },
    };
    for (const [name, point] of Object.entries(expected)) {
      const found = ink.quarters[name];
      expect(found, `ink in the ${name} quarter`).toBeDefined();
      expect(
        near(found.x, point.x) && near(found.y, point.y),
        `${name}: drawn from ${point.x},${point.y}, ink from ${found.x},${found.y}`,
      ).toBe(true);
    }
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("signing the agreement ends on its confirmation, not on the footer; the way back is a link", async ({
    page,
    request,
  }) => {
    await signInAtCheckout(page, request);
    const checkout = new CheckoutPage(page);
    await checkout.agree();
    // The sign button is below the long agreement: the reader has scrolled far down to press it.
    await checkout.signButton.click();
    await expect(checkout.paymentTab).toHaveAttribute("aria-selected", "true");
    const confirmation = page
      .getByRole("status")
      .filter({ hasText: /^You signed the enrollment agreement on/ });
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toBeInViewport();
    // Its top is on screen below the fixed header, not scrolled away under it.
    const header = await page.getByRole("banner").boundingBox();
    const box = await confirmation.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(header!.height - 1);

    const back = page.getByRole("link", { name: "Back to the course" });
    await expect(back).toHaveCSS("text-decoration-line", "underline");
    await back.click();
    await expect(page).toHaveURL(url => url.pathname === `/course/${COURSE}`);
  });
});
