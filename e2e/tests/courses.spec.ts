import { expect } from "@playwright/test";
import { visitorTest as test } from "../fixtures/visitor.js";
import { CoursesPage } from "../pages/courses-page.js";

// The demo catalogue: five active courses and one inactive (Firearms Safety Refresher).
const INITIAL = "Bail Enforcement Initial Certification (40-Hour)";
const TACTICS = "Defensive Tactics and Safe Apprehension";
const IN_SERVICE = "In-Service Legal Update for Recovery Agents";
const REPORTS = "Report Writing and Documentation";
const SKIP = "Skip Tracing and Fugitive Location";

test("the catalogue lists the active courses by title, and each sort orders them", async ({
  visitorPage: page,
}) => {
  const courses = new CoursesPage(page);
  await courses.open();
  await courses.expectTitles([INITIAL, TACTICS, IN_SERVICE, REPORTS, SKIP]);
  await courses.sort.selectOption({ label: "Price Low to High" });
  await courses.expectTitles([REPORTS, IN_SERVICE, SKIP, TACTICS, INITIAL]);
  await courses.sort.selectOption({ label: "Duration Shortest" });
  await courses.expectTitles([REPORTS, IN_SERVICE, SKIP, TACTICS, INITIAL]);
  await courses.sort.selectOption({ label: "Title A-Z" });
  await courses.expectTitles([INITIAL, TACTICS, IN_SERVICE, REPORTS, SKIP]);
});

test("the tabs follow the listing rules, and the format filter narrows them", async ({
  visitorPage: page,
}) => {
  const courses = new CoursesPage(page);
  await courses.open();
  await courses.tab("Certification").click();
  await courses.expectTitles([INITIAL]);
  await courses.tab("Continuing Ed").click();
  await courses.expectTitles([TACTICS, IN_SERVICE, REPORTS, SKIP]);
  await courses.format.selectOption({ label: "Instructor-Led" });
  await courses.expectTitles([TACTICS]);
  await courses.format.selectOption({ label: "Self-Paced" });
  await courses.expectTitles([IN_SERVICE, REPORTS, SKIP]);
});

test("a tab pressed in the live catalogue changes the view within the page, never reloading it", async ({
  visitorPage: page,
}) => {
  await page.addInitScript(() =>
    document.addEventListener("ga:live", () => document.documentElement.classList.add("live")),
  );
  const courses = new CoursesPage(page);
  await courses.open();
  // The visitor's first moves start the app.
  await page.mouse.move(100, 200);
  await page.mouse.move(120, 220);
  await expect(page.locator("html")).toHaveClass("live");
  const loads: string[] = [];
  page.on("request", request => {
    if (request.resourceType() === "document") loads.push(request.url());
  });
  await courses.search.fill("a");
  await courses.tab("Continuing Ed").click();
  await courses.expectTitles([TACTICS, IN_SERVICE, REPORTS, SKIP]);
  await courses.format.selectOption({ label: "Instructor-Led" });
  await courses.expectTitles([TACTICS]);
  await expect(page).toHaveURL(/\/courses\?q=a&format=instructor-led&tab=continuing$/);
  expect(loads).toEqual([]);
});

test("search matches titles and descriptions in any case", async ({ visitorPage: page }) => {
  const courses = new CoursesPage(page);
  await courses.open();
  await courses.search.fill("SKIP TRAC");
  await courses.expectTitles([SKIP]);
  await expect(page).toHaveURL(/\/courses\?q=SKIP\+TRAC$/);
  await courses.search.fill("firearms");
  await expect(page.getByText("No courses found")).toBeVisible();
});

test("a shared view opens as it was, the back button steps back, and Clear Filters resets", async ({
  visitorPage: page,
}) => {
  const courses = new CoursesPage(page);
  await courses.open("?tab=continuing&sort=price&format=self-paced");
  await courses.expectTitles([REPORTS, IN_SERVICE, SKIP]);
  await expect(courses.tab("Continuing Ed")).toHaveAttribute("aria-selected", "true");
  await expect(courses.sort).toHaveValue("price");

  await courses.format.selectOption({ label: "Instructor-Led" });
  await courses.expectTitles([TACTICS]);
  await page.goBack();
  await courses.expectTitles([REPORTS, IN_SERVICE, SKIP]);

  await courses.search.fill("no such course anywhere");
  await expect(page.getByText("No courses found")).toBeVisible();
  await page.getByRole("link", { name: "Clear Filters" }).click();
  await courses.expectTitles([INITIAL, TACTICS, IN_SERVICE, REPORTS, SKIP]);
  await expect(page).toHaveURL(/\/courses$/);
});
