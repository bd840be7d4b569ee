import { type Page, expect } from "@playwright/test";

/**
 * The dashboard's Open in LMS, on an install whose learners use the demo learning system: the
 * learning-system access is set up by the queue, so the dashboard shows the link once it is there.
 * Answers the course's new tab.
 */
export async function openInDemoLms(dashboard: Page): Promise<Page> {
  const open = dashboard.getByRole("link", { name: "Open in LMS" });
  await expect(open).toBeVisible({ timeout: 60_000 });
  const [course] = await Promise.all([dashboard.context().waitForEvent("page"), open.click()]);
  await expect(course).toHaveURL(/\/demo-lms\/courses\/\d+$/);
  return course;
}

/** Completes the course open in the demo learning system (the certificate follows by the queue). */
export async function completeCourse(course: Page) {
  await course.getByRole("button", { name: "Complete this course" }).click();
  await expect(
    course.getByText(
      "You have completed this course. Your certificate will appear on your dashboard.",
    ),
  ).toBeVisible();
}
