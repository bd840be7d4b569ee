import { expect, test } from "@playwright/test";
import pg from "pg";
import { MANAGER, signIn } from "../fixtures/session.js";
import { AdminCoursesPage } from "../pages/admin-courses-page.js";
import { CoursesPage } from "../pages/courses-page.js";

/** A title no other test uses; "E2E " keeps it out of the catalogue tests' lists. */
const uniqueTitle = (what: string) =>
  `E2E ${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The price of a course a test adds: the form's default, 0, is an active course without a price,
 * an anomaly admin-verification.spec (in the other worker, on the same database) would find.
 */
const SOLD_AT = "25";

/** Enrolls the demo student in a course straight in the e2e database, as an admin grant would. */
async function enrollStudent(title: string) {
  const client = new pg.Client({
    connectionString: `postgres://guardian:guardian@127.0.0.1:${process.env.E2E_PG_PORT}/guardian`,
  });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `insert into enrollments (user_id, course_id, admin_enrolled)
       select u.id, c.id, true from users u, courses c where u.username = 'student' and c.title = $1`,
      [title],
    );
    expect(rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

test.beforeEach(async ({ page }) => {
  await signIn(page.context(), MANAGER);
  await page.goto("/admin/courses");
  await expect(page).toHaveURL(/\/admin\/courses$/);
});

test("an administrator adds a course, finds it in the public catalogue, and edits its price", async ({
  page,
}) => {
  const admin = new AdminCoursesPage(page);
  const title = uniqueTitle("Recovery Law");
  await admin.add({
    title,
    description: "State bail recovery law, case by case.",
    price: "149.99",
    hours: "6",
    instructorName: "Dana Marshal",
  });
  await admin.shows("Course Created");
  await admin.find("Dana Marshal");
  await expect(admin.row(title)).toContainText("$149.99");
  await expect(admin.row(title)).toContainText("Self-Paced");
  await expect(admin.row(title)).toContainText("Active");

  const catalogue = new CoursesPage(page);
  await catalogue.open();
  await catalogue.search.fill(title);
  const card = catalogue.cards.filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("$149.99");

  await admin.open();
  await admin.find(title);
  await admin.edit(title, { price: "99.5" });
  await expect(admin.row(title)).toContainText("$99.50");
  await catalogue.open();
  await catalogue.search.fill(title);
  await expect(catalogue.cards.filter({ hasText: title })).toContainText("$99.50");
});

test("the course form refuses what the spec refuses", async ({ page }) => {
  const admin = new AdminCoursesPage(page);
  await page.getByRole("button", { name: "Add Course" }).click();
  await admin.fill({ hours: "0", price: "1.999" });
  await admin.dialog.getByRole("button", { name: "Create Course" }).click();
  await expect(admin.dialog.getByText("Title is required")).toBeVisible();
  await expect(admin.dialog.getByText("Description is required")).toBeVisible();
  await expect(admin.dialog.getByText("Hours must be at least 1")).toBeVisible();
  await expect(admin.dialog.getByText("Price can have at most 2 decimal places")).toBeVisible();
});

test("a course without enrollments is deleted after the browser confirmation", async ({ page }) => {
  const admin = new AdminCoursesPage(page);
  const title = uniqueTitle("Short Course");
  await admin.add({ title, description: "Soon gone.", price: SOLD_AT });
  await admin.find(title);
  await expect(admin.row(title)).toBeVisible();

  expect(await admin.delete(title, false)).toBe(
    "Are you sure you want to delete this course? This action cannot be undone.",
  );
  await expect(admin.row(title)).toBeVisible();

  await admin.delete(title);
  await admin.shows("Course Deleted");
  await expect(page.getByText("No courses match your search criteria")).toBeVisible();
});

test("deleting a course with enrollments deactivates it instead, and says so", async ({ page }) => {
  const admin = new AdminCoursesPage(page);
  const title = uniqueTitle("Enrolled Course");
  await admin.add({ title, description: "Someone studies this.", price: SOLD_AT });
  await enrollStudent(title);
  await admin.find(title);
  await expect(admin.row(title)).toContainText("Active");

  await admin.delete(title);
  await admin.shows("Course Deactivated");
  await expect(
    page.getByText("The course has enrollments, so it was deactivated instead of deleted."),
  ).toBeVisible();
  await expect(admin.row(title)).toContainText("Inactive");
  await expect(admin.row(title)).toContainText("1");
});
