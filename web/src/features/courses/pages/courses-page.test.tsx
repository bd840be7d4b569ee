import { describe, expect, it } from "@jest/globals";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { currentPath, renderPage } from "../../../test/render-app";

/** Waits until the page lists these course titles, in this order. */
async function expectTitles(titles: string[]) {
  await waitFor(() =>
    expect(
      screen.queryAllByRole("article").map(card => within(card).getByRole("heading").textContent),
    ).toEqual(titles),
  );
}

const ALL = [
  "In-Service Legal Update",
  "Initial Bail Enforcement Certification",
  "Skip Tracing Fundamentals",
];

const choose = (label: string, option: string) =>
  fireEvent.change(screen.getByLabelText(label), {
    target: { value: screen.getByRole<HTMLOptionElement>("option", { name: option }).value },
  });

describe("courses page", () => {
  it("lists the active courses only, by title", async () => {
    await renderPage("/courses");
    expect(screen.getByRole("heading", { level: 1, name: "Training Courses" })).toBeVisible();
    await expectTitles(ALL);
  });

  it("searches titles and descriptions without regard to case, and keeps the search in the URL", async () => {
    const app = await renderPage("/courses");
    await expectTitles(ALL);
    fireEvent.change(screen.getByLabelText("Search courses"), { target: { value: "40-HOUR" } });
    await expectTitles(["Initial Bail Enforcement Certification"]);
    expect(currentPath(app)).toBe("/courses?q=40-HOUR");
  });

  it("sorts by price and by duration", async () => {
    await renderPage("/courses");
    await expectTitles(ALL);
    choose("Sort by", "Price Low to High");
    await expectTitles([
      "In-Service Legal Update",
      "Skip Tracing Fundamentals",
      "Initial Bail Enforcement Certification",
    ]);
    choose("Sort by", "Duration Shortest");
    await expectTitles([
      "In-Service Legal Update",
      "Skip Tracing Fundamentals",
      "Initial Bail Enforcement Certification",
    ]);
  });

  it("filters by format and by category tab", async () => {
    const app = await renderPage("/courses");
    await expectTitles(ALL);
    choose("Format", "Instructor-Led");
    await expectTitles(["Initial Bail Enforcement Certification"]);
    choose("Format", "Self-Paced");
    fireEvent.click(screen.getByRole("tab", { name: "Continuing Ed" }));
    await expectTitles(["In-Service Legal Update", "Skip Tracing Fundamentals"]);
    await waitFor(() => expect(currentPath(app)).toBe("/courses?format=self-paced&tab=continuing"));
  });

  it("opens a shared view from its URL, and the back button returns to the previous view", async () => {
    const app = await renderPage("/courses?tab=certification&sort=price");
    await expectTitles(["Initial Bail Enforcement Certification"]);
    expect(screen.getByRole("tab", { name: "Certification" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByLabelText("Sort by")).toHaveValue("price");
    fireEvent.click(screen.getByRole("tab", { name: "All Courses" }));
    await expectTitles([
      "In-Service Legal Update",
      "Skip Tracing Fundamentals",
      "Initial Bail Enforcement Certification",
    ]);
    await act(() => app.router.navigate(-1));
    await expectTitles(["Initial Bail Enforcement Certification"]);
  });

  it("shows an empty state whose Clear Filters brings every course back", async () => {
    const app = await renderPage("/courses?q=nothing-like-this&format=instructor-led");
    expect(await screen.findByText("No courses found")).toBeVisible();
    fireEvent.click(screen.getByRole("link", { name: "Clear Filters" }));
    await expectTitles(ALL);
    expect(currentPath(app)).toBe("/courses");
    expect(screen.getByLabelText("Search courses")).toHaveValue("");
  });
});
