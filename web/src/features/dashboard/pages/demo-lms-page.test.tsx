import { beforeAll, describe, expect, it } from "@jest/globals";
import { fireEvent, screen } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  CompleteDemoCourseDocument,
  MyEnrollmentsDocument,
  type MyEnrollmentsQuery,
} from "../dashboard.generated";
import { learner, skipTracing } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../test/server";

type Enrollment = MyEnrollmentsQuery["myEnrollments"][number];

const enrollment: Enrollment = {
  __typename: "Enrollment",
  id: 7,
  courseId: skipTracing.id,
  enrolledAt: "2026-11-20T15:30:00.000Z",
  status: "ACTIVE",
  moodleUrl: `/demo-lms/courses/${skipTracing.id}`,
  moodleEnrollmentComplete: true,
  accessFailedAt: null,
  course: {
    __typename: "Course",
    id: skipTracing.id,
    title: skipTracing.title,
    description: skipTracing.description,
    hours: skipTracing.hours,
    isSelfPaced: skipTracing.isSelfPaced,
    imageUrl: skipTracing.imageUrl,
  },
};

/** The learner's enrollments as the server has them now (the mutation below changes them). */
function enrolledIn(rows: () => Enrollment[]) {
  server.use(
    api.query(MyEnrollmentsDocument, () =>
      HttpResponse.json({ data: { __typename: "Query", myEnrollments: rows() } }),
    ),
  );
}

// The toasts load on demand; a refusal's toast is looked for before the first paint would load them.
beforeAll(async () => {
  await import("../../../components/toast/toast-list");
});

describe("the demo learning system's course page", () => {
  it("says it is the demo, and Complete this course completes it", async () => {
    signedInAs(learner);
    let status: Enrollment["status"] = "ACTIVE";
    const asked: unknown[] = [];
    enrolledIn(() => [{ ...enrollment, status }]);
    server.use(
      api.mutation(CompleteDemoCourseDocument, ({ variables }) => {
        asked.push(variables);
        status = "COMPLETED";
        return HttpResponse.json({
          data: {
            __typename: "Mutation",
            completeDemoCourse: {
              __typename: "Enrollment",
              id: 7,
              status,
              completedAt: "2026-11-26T05:00:00.000Z",
            },
          },
        });
      }),
    );
    await renderPage(`/demo-lms/courses/${skipTracing.id}`);
    expect(await screen.findByRole("heading", { name: skipTracing.title })).toBeInTheDocument();
    expect(screen.getByText(/This is the demo learning system/)).toHaveTextContent(
      "To connect Moodle, set LMS_URL and LMS_TOKEN",
    );
    fireEvent.click(screen.getByRole("button", { name: "Complete this course" }));
    expect(
      await screen.findByText(
        "You have completed this course. Your certificate will appear on your dashboard.",
      ),
    ).toBeInTheDocument();
    expect(asked).toEqual([{ courseId: skipTracing.id }]);
    expect(screen.queryByRole("button", { name: "Complete this course" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to My Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
  });

  it("tells a learner without access so", async () => {
    signedInAs(learner);
    enrolledIn(() => [enrollment]);
    await renderPage("/demo-lms/courses/999");
    expect(await screen.findByText("You have no access to this course yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Complete this course" })).not.toBeInTheDocument();
  });

  it("shows a refusal in the server's words", async () => {
    signedInAs(learner);
    enrolledIn(() => [enrollment]);
    server.use(
      api.mutation(CompleteDemoCourseDocument, () =>
        refused("NOT_FOUND", "You have no access to this course yet."),
      ),
    );
    await renderPage(`/demo-lms/courses/${skipTracing.id}`);
    fireEvent.click(await screen.findByRole("button", { name: "Complete this course" }));
    expect(await screen.findByText("Completion Failed")).toBeInTheDocument();
    expect(screen.getByText("You have no access to this course yet.")).toBeInTheDocument();
  });
});
