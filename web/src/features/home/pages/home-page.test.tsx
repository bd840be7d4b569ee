import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { CoursesDocument } from "../../courses/courses.generated";
import {
  courses,
  firearmsRefresher,
  initialCertification,
  skipTracing,
} from "../../../test/fixtures";
import { renderPage } from "../../../test/render-app";
import { api, server } from "../../../test/server";

async function findCourseCard(title: string) {
  return screen.findByRole("article", { name: title });
}

describe("home page course grid", () => {
  it("shows a spinner while the courses load", async () => {
    let answer = () => undefined as void;
    const answered = new Promise<void>(resolve => (answer = resolve));
    server.use(
      api.query(CoursesDocument, async () => {
        await answered;
        return HttpResponse.json({ data: { __typename: "Query", courses } });
      }),
    );
    await renderPage("/");
    expect(screen.getByRole("status")).toHaveTextContent("Loading courses");
    answer();
    await findCourseCard(initialCertification.title);
    expect(screen.queryByText("Loading courses…")).not.toBeInTheDocument();
  });

  it("lists every course the server returns", async () => {
    await renderPage("/");
    await findCourseCard(initialCertification.title);
    expect(screen.getAllByRole("article")).toHaveLength(courses.length);
    expect(
      screen.getByRole("heading", { level: 2, name: "Available Training Programs" }),
    ).toBeInTheDocument();
  });

  it("shows hours, format, price, featured ribbon and an enroll link on an active course", async () => {
    await renderPage("/");
    const card = await findCourseCard(initialCertification.title);
    const scope = within(card);
    expect(scope.getByText("40 Hours")).toBeInTheDocument();
    expect(scope.getByText("Live Instruction")).toBeInTheDocument();
    expect(scope.getByText("$499.00")).toBeInTheDocument();
    expect(scope.getByText("Featured")).toBeInTheDocument();
    expect(scope.getByText(initialCertification.description)).toBeInTheDocument();
    expect(scope.getByRole("img", { name: initialCertification.title })).toHaveAttribute(
      "src",
      "/images/courses/initial-certification.svg",
    );
    expect(scope.getByRole("link", { name: "Enroll Now" })).toHaveAttribute("href", "/course/1");
  });

  it("shows a disabled Coming Soon button instead of Enroll Now on an inactive course", async () => {
    await renderPage("/");
    const scope = within(await findCourseCard(firearmsRefresher.title));
    expect(scope.getByRole("button", { name: "Coming Soon" })).toBeDisabled();
    expect(scope.queryByRole("link", { name: "Enroll Now" })).not.toBeInTheDocument();
    expect(scope.queryByText("Featured")).not.toBeInTheDocument();
  });

  it("labels self-paced courses and prints prices with two decimals", async () => {
    await renderPage("/");
    const scope = within(await findCourseCard(skipTracing.title));
    expect(scope.getByText("Self-Paced")).toBeInTheDocument();
    expect(scope.getByText("$199.00")).toBeInTheDocument();
    expect(
      within(await findCourseCard("In-Service Legal Update")).getByText("$149.50"),
    ).toBeInTheDocument();
  });

  it("shows a book icon and the title when a course has no image", async () => {
    await renderPage("/");
    const scope = within(await findCourseCard(skipTracing.title));
    expect(
      scope.getByRole("img", { name: `${skipTracing.title} (no image available)` }),
    ).toBeInTheDocument();
    expect(scope.queryByRole("img", { name: skipTracing.title })).not.toBeInTheDocument();
  });

  it("falls back to the book icon when a course image fails to load", async () => {
    await renderPage("/");
    const scope = within(await findCourseCard(initialCertification.title));
    fireEvent.error(scope.getByRole("img", { name: initialCertification.title }));
    expect(
      scope.getByRole("img", { name: `${initialCertification.title} (no image available)` }),
    ).toBeInTheDocument();
  });

  it("shows an error message when the courses cannot be loaded, and recovers on Try Again", async () => {
    server.use(
      api.query(
        CoursesDocument,
        () => HttpResponse.json({ errors: [{ message: "boom" }] }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    await renderPage("/");
    expect(
      await screen.findByText("The training programs could not be loaded."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await findCourseCard(initialCertification.title)).toBeInTheDocument();
  });

  it("shows an empty state when there are no courses", async () => {
    server.use(
      api.query(CoursesDocument, () =>
        HttpResponse.json({ data: { __typename: "Query", courses: [] } }),
      ),
    );
    await renderPage("/");
    expect(await screen.findByText("No training programs yet")).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });
});

describe("home page sections", () => {
  it("offers View Courses and Learn More anchors and explains the three steps", async () => {
    await renderPage("/");
    expect(screen.getByRole("link", { name: "View Courses" })).toHaveAttribute("href", "#courses");
    expect(screen.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "#about");
    expect(screen.getByRole("heading", { name: "How Our Training Works" })).toBeInTheDocument();
    for (const step of ["1. Choose and Pay", "2. Access Training", "3. Get Certified"]) {
      expect(screen.getByRole("heading", { name: step })).toBeInTheDocument();
    }
    expect(screen.getAllByRole("figure")).toHaveLength(3);
    await findCourseCard(initialCertification.title);
  });
});
