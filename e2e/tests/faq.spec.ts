import { expect } from "@playwright/test";
import { visitorTest as test } from "../fixtures/visitor.js";

test("the FAQ opens one question at a time, searches, and filters by category", async ({
  visitorPage: page,
}) => {
  await page.goto("/faq");
  await expect(
    page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" }),
  ).toBeVisible();
  // Native disclosures (they open without the app), one open at a time.
  const enroll = page.locator("details", { hasText: "How do I enroll?" });
  const pay = page.locator("details", { hasText: "How do I pay?" });
  await enroll.getByText("How do I enroll?").click();
  await expect(enroll).toHaveAttribute("open", "");
  await expect(page.getByText(/sign the enrollment agreement online/)).toBeVisible();
  await pay.getByText("How do I pay?").click();
  await expect(pay).toHaveAttribute("open", "");
  await expect(enroll).not.toHaveAttribute("open");
  await expect(page.getByText(/sign the enrollment agreement online/)).toBeHidden();

  await page.getByLabel("Search questions").fill("refund");
  await expect(page.getByText("What is your refund policy?")).toBeVisible();
  await expect(pay).toHaveCount(0);
  await page.getByLabel("Search questions").fill("");
  await page.getByRole("tab", { name: "Technical" }).click();
  await expect(page.getByText("What do I need to take a course?")).toBeVisible();
  await expect(enroll).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "Contact us" })).toHaveAttribute(
    "href",
    "/contact",
  );
});

test("the About page tells the academy's story and leads to the courses", async ({
  visitorPage: page,
}) => {
  await page.goto("/about");
  await expect(
    page.getByRole("heading", { level: 1, name: "About Guardian Academy" }),
  ).toBeVisible();
  await expect(page.getByText(/founded in 2012/)).toBeVisible();
  await page.getByRole("link", { name: "Explore Our Courses" }).click();
  await expect(page).toHaveURL(/\/courses$/);
});
