import { describe, expect, it } from "@jest/globals";
import { screen, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  firearmsRefresher,
  initialCertification,
  learner,
  skipTracing,
} from "../../../test/fixtures";
import { renderApp, renderPage } from "../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../test/server";
import {
  StorefrontCourseDocument,
  StorefrontDocument,
  StorefrontFrameDocument,
} from "../storefront.generated";

const brand = (changes: object = {}) => ({
  __typename: "Storefront" as const,
  id: 7,
  slug: "northern-bail",
  displayName: "Northern Bail",
  brandColour: "#7c2d12",
  supportEmail: "help@northern.example",
  supportPhone: "+1 555 0199",
  logoUrl: "/p/northern-bail/logo.png?v=1",
  selling: true,
  notSellingMessage: null,
  ...changes,
});
const offer = (course: typeof initialCertification, priceCents: number) => ({
  __typename: "StorefrontCourse" as const,
  priceCents,
  course,
});
const NOT_SELLING = {
  selling: false,
  notSellingMessage: "Northern Bail is not selling courses at the moment.",
};

function serve(
  storefront: ReturnType<typeof brand>,
  courses = [offer(initialCertification, 39_900), offer(skipTracing, 19_900)],
) {
  server.use(
    api.query(StorefrontDocument, ({ variables }) =>
      variables.slug === storefront.slug
        ? HttpResponse.json({
            data: {
              __typename: "Query",
              storefront: { ...storefront, courses: storefront.selling ? courses : [] },
            },
          })
        : refused("NOT_FOUND", "Storefront not found"),
    ),
    api.query(StorefrontFrameDocument, ({ variables }) =>
      variables.slug === storefront.slug
        ? HttpResponse.json({ data: { __typename: "Query", storefront } })
        : refused("NOT_FOUND", "Storefront not found"),
    ),
    api.query(StorefrontCourseDocument, ({ variables }) => {
      const found = courses.find(({ course }) => course.id === variables.courseId);
      return found
        ? HttpResponse.json({ data: { __typename: "Query", storefrontCourse: found } })
        : refused("NOT_FOUND", "Course not found");
    }),
  );
}

describe("a partner's storefront", () => {
  it("shows the partner's name, logo and colour, its courses at its prices, and its support contact", async () => {
    serve(brand());
    await renderApp("/p/northern-bail");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Northern Bail" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Northern Bail logo" })).toHaveAttribute(
      "src",
      "/p/northern-bail/logo.png?v=1",
    );
    expect(document.title).toBe("Northern Bail");
    const courses = within(screen.getByRole("region", { name: "Courses" }));
    const first = within(courses.getByRole("article", { name: initialCertification.title }));
    expect(first.getByText("$399.00")).toBeInTheDocument();
    expect(first.queryByText("$499.00")).not.toBeInTheDocument();
    const enroll = first.getByRole("link", { name: "Enroll Now" });
    expect(enroll).toHaveAttribute("href", `/p/northern-bail/course/${initialCertification.id}`);
    expect(getComputedStyle(enroll).backgroundColor).toBe("rgb(124, 45, 18)");
    const support = within(screen.getByRole("region", { name: "Northern Bail support" }));
    expect(support.getByRole("link", { name: "help@northern.example" })).toHaveAttribute(
      "href",
      "mailto:help@northern.example",
    );
    expect(support.getByRole("link", { name: "+1 555 0199" })).toHaveAttribute(
      "href",
      "tel:+15550199",
    );
  });

  it("says a suspended or ended partner is not selling, with its contact, and lists nothing", async () => {
    serve(brand(NOT_SELLING));
    await renderPage("/p/northern-bail");
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Northern Bail is not selling courses at the moment.",
    );
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Northern Bail support" })).toBeInTheDocument();
  });

  it("is the app's not-found page for an unknown slug", async () => {
    serve(brand());
    await renderPage("/p/nobody");
    expect(
      await screen.findByRole("heading", { level: 1, name: /Page Not Found/ }),
    ).toBeInTheDocument();
  });
});

describe("a course on a partner's storefront", () => {
  it("shows the course at the partner's price, its Enroll Now to the storefront's checkout through login", async () => {
    serve(brand());
    await renderApp(`/p/northern-bail/course/${initialCertification.id}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: initialCertification.title }),
    ).toBeInTheDocument();
    expect(document.title).toBe(`${initialCertification.title} | Northern Bail`);
    const card = within(screen.getByRole("complementary", { name: "Enrollment" }));
    expect(card.getByText("$399.00")).toBeInTheDocument();
    expect(card.getByRole("link", { name: "Enroll Now" })).toHaveAttribute(
      "href",
      `/login?redirect=/p/northern-bail/checkout/${initialCertification.id}`,
    );
    expect(screen.getByRole("link", { name: "Northern Bail" })).toHaveAttribute(
      "href",
      "/p/northern-bail",
    );
  });

  it("links a signed-in learner straight to the storefront's checkout", async () => {
    signedInAs(learner);
    serve(brand());
    await renderPage(`/p/northern-bail/course/${skipTracing.id}`);
    const card = within(await screen.findByRole("complementary", { name: "Enrollment" }));
    expect(card.getByRole("link", { name: "Enroll Now" })).toHaveAttribute(
      "href",
      `/p/northern-bail/checkout/${skipTracing.id}`,
    );
  });

  it("is Course Not Found for a course the storefront does not sell, with a way back to it", async () => {
    serve(brand());
    await renderPage(`/p/northern-bail/course/${firearmsRefresher.id}`);
    expect(await screen.findByRole("heading", { name: "Course Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Courses" })).toHaveAttribute(
      "href",
      "/p/northern-bail",
    );
  });

  it("says the partner is not selling instead of the course", async () => {
    serve(brand(NOT_SELLING));
    await renderPage(`/p/northern-bail/course/${initialCertification.id}`);
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Northern Bail is not selling courses at the moment.",
    );
    expect(screen.queryByRole("link", { name: "Enroll Now" })).not.toBeInTheDocument();
  });
});
