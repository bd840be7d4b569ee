import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, within } from "@testing-library/react";
import { firearmsRefresher, initialCertification, learner } from "../../../test/fixtures";
import { renderApp, renderPage } from "../../../test/render-app";
import { api, server, signedInAs } from "../../../test/server";
import { CourseDocument } from "../course-detail.generated";
import { HttpResponse } from "msw";

describe("course detail page", () => {
  it("shows the course with its price card and an Enroll Now link through login to the checkout", async () => {
    await renderPage("/course/1");
    expect(
      await screen.findByRole("heading", { level: 1, name: initialCertification.title }),
    ).toBeInTheDocument();
    expect(screen.getByText("40 Hours")).toBeInTheDocument();
    expect(screen.getByText("Live Instruction")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "What You'll Learn" })).toBeInTheDocument();
    const priceCard = within(screen.getByRole("complementary", { name: "Enrollment" }));
    expect(priceCard.getByText("$499.00")).toBeInTheDocument();
    expect(priceCard.getByText("Featured")).toBeInTheDocument();
    expect(priceCard.getByRole("link", { name: "Enroll Now" })).toHaveAttribute(
      "href",
      "/login?redirect=/checkout/1",
    );
  });

  it("names the tab after the course, and the site again once the visitor moves on", async () => {
    await renderApp("/course/1");
    await screen.findByRole("heading", { level: 1, name: initialCertification.title });
    expect(document.title).toBe(`${initialCertification.title} | Guardian Academy`);
    fireEvent.click(screen.getAllByRole("link", { name: "Contact" })[0]);
    await screen.findByRole("heading", { level: 1, name: "Contact Us" });
    expect(document.title).toBe("Contact Us | Guardian Academy");
    fireEvent.click(screen.getAllByRole("link", { name: "Home" })[0]);
    await screen.findByRole("heading", { level: 1 });
    expect(document.title).toBe("Guardian Academy | Professional Bail Enforcement Training");
  });

  it("links Enroll Now straight to the checkout for a signed-in learner", async () => {
    signedInAs(learner);
    await renderPage("/course/1");
    const priceCard = within(await screen.findByRole("complementary", { name: "Enrollment" }));
    expect(priceCard.getByRole("link", { name: "Enroll Now" })).toHaveAttribute(
      "href",
      "/checkout/1",
    );
  });

  it("shows a disabled Coming Soon button for an inactive course", async () => {
    await renderPage(`/course/${firearmsRefresher.id}`);
    await screen.findByRole("heading", { level: 1, name: firearmsRefresher.title });
    expect(screen.getByRole("button", { name: "Coming Soon" })).toBeDisabled();
    expect(screen.queryByRole("link", { name: "Enroll Now" })).not.toBeInTheDocument();
  });

  it("shows Course Not Found with a way back to the catalogue when the server has no such course", async () => {
    await renderPage("/course/999");
    expect(await screen.findByRole("heading", { name: "Course Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Courses" })).toHaveAttribute(
      "href",
      "/#courses",
    );
  });

  it("shows Course Not Found for an id that is not a number", async () => {
    await renderPage("/course/abc");
    expect(await screen.findByRole("heading", { name: "Course Not Found" })).toBeInTheDocument();
  });

  it("shows the spec's Course Not Found page with a retry when the network fails", async () => {
    let calls = 0;
    server.use(
      api.query(CourseDocument, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.error()
          : HttpResponse.json({ data: { __typename: "Query", course: initialCertification } });
      }),
    );
    await renderPage("/course/1");
    expect(await screen.findByRole("heading", { name: "Course Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Courses" })).toHaveAttribute(
      "href",
      "/#courses",
    );
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(
      await screen.findByRole("heading", { name: initialCertification.title }),
    ).toBeInTheDocument();
  });
});
