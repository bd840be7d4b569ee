import { describe, expect, it, jest } from "@jest/globals";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  MyEnrollmentsDocument,
  RequestCourseAccessDocument,
  MyReceiptsDocument,
  type MyEnrollmentsQuery,
} from "../dashboard.generated";
import { initialCertification, learner, skipTracing } from "../../../test/fixtures";
import { useFakeClock } from "../../../test/fake-clock";
import { renderPage } from "../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../test/server";

type Enrollment = MyEnrollmentsQuery["myEnrollments"][number];

function enrollment(id: number, course: typeof skipTracing, lms: Partial<Enrollment>): Enrollment {
  return {
    __typename: "Enrollment",
    id,
    courseId: course.id,
    enrolledAt: "2026-11-20T15:30:00.000Z",
    status: "ACTIVE",
    moodleUrl: null,
    moodleEnrollmentComplete: false,
    accessFailedAt: null,
    course: {
      __typename: "Course",
      id: course.id,
      title: course.title,
      description: course.description,
      hours: course.hours,
      isSelfPaced: course.isSelfPaced,
      imageUrl: course.imageUrl,
    },
    ...lms,
  };
}

function enrolledIn(enrollments: Enrollment[]) {
  server.use(
    api.query(MyEnrollmentsDocument, () =>
      HttpResponse.json({ data: { __typename: "Query", myEnrollments: enrollments } }),
    ),
  );
}

const card = (title: string) =>
  within(screen.getByRole("heading", { name: title }).closest("li") as HTMLElement);

describe("dashboard", () => {
  it("gives each course exactly one way in: Open in LMS, Processing Access or Access Course, none once refunded, and words with a contact link once provisioning gave up", async () => {
    signedInAs(learner);
    const longDescription = "A".repeat(150);
    enrolledIn([
      enrollment(
        1,
        { ...initialCertification, description: longDescription },
        {
          moodleUrl: "https://lms.example.com/course/view.php?id=4",
          moodleEnrollmentComplete: true,
        },
      ),
      enrollment(2, skipTracing, { moodleEnrollmentComplete: true }),
      enrollment(3, { ...skipTracing, id: 9, title: "Refunded Course" }, { status: "CANCELLED" }),
      enrollment(
        4,
        { ...skipTracing, id: 10, title: "Stuck Course" },
        { accessFailedAt: "2026-11-21T09:00:00.000Z" },
      ),
    ]);
    await renderPage("/dashboard");
    await screen.findByRole("heading", { name: initialCertification.title });

    const linked = card(initialCertification.title);
    const open = linked.getByRole("link", { name: "Open in LMS" });
    expect(open).toHaveAttribute("href", "https://lms.example.com/course/view.php?id=4");
    expect(open).toHaveAttribute("target", "_blank");
    expect(linked.getByText(`${"A".repeat(120)}...`)).toBeInTheDocument();
    expect(linked.getByText("Enrolled: Nov 20, 2026")).toBeInTheDocument();
    expect(linked.getByText("Live Instruction")).toBeInTheDocument();
    expect(linked.queryByRole("button")).not.toBeInTheDocument();

    const waiting = card(skipTracing.title);
    expect(waiting.getByRole("button", { name: "Processing Access" })).toBeDisabled();
    expect(waiting.queryByRole("link", { name: "Open in LMS" })).not.toBeInTheDocument();

    const ended = card("Refunded Course");
    expect(
      ended.getByText("This enrollment has ended: the course was refunded."),
    ).toBeInTheDocument();
    expect(ended.queryByRole("button")).not.toBeInTheDocument();
    expect(ended.queryByRole("link")).not.toBeInTheDocument();

    const stuck = card("Stuck Course");
    expect(
      stuck.getByText(/^We could not open your course access yet\. Our team has been told\./),
    ).toBeInTheDocument();
    expect(stuck.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    expect(stuck.queryByRole("button")).not.toBeInTheDocument();
  });

  it("asks the server for access, says so, and shows the link once it is there", async () => {
    signedInAs(learner);
    let provisioned = false;
    server.use(
      api.query(MyEnrollmentsDocument, () =>
        HttpResponse.json({
          data: {
            __typename: "Query",
            myEnrollments: [
              enrollment(
                2,
                skipTracing,
                provisioned ? { moodleUrl: "https://lms.example.com/c/9" } : {},
              ),
            ],
          },
        }),
      ),
      api.mutation(RequestCourseAccessDocument, ({ variables }) => {
        expect(variables.courseId).toBe(skipTracing.id);
        provisioned = true;
        return HttpResponse.json({
          data: {
            __typename: "Mutation",
            requestCourseAccess: {
              __typename: "CourseAccess",
              success: true,
              message: "ok",
              moodleUrl: null,
            },
          },
        });
      }),
    );
    await renderPage("/dashboard");
    fireEvent.click(await screen.findByRole("button", { name: "Access Course" }));
    expect(await screen.findByText("Setting up your course access...")).toBeInTheDocument();
    expect(await screen.findByText("Course Access Requested")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Open in LMS" })).toHaveAttribute(
      "href",
      "https://lms.example.com/c/9",
    );
  });

  it("asks again while a new course's access is being set up, shows the link once it is there, then stops", async () => {
    useFakeClock();
    signedInAs(learner);
    const enrolledAt = new Date().toISOString();
    let asked = 0;
    server.use(
      api.query(MyEnrollmentsDocument, () => {
        asked += 1;
        const lms = asked >= 3 ? { moodleUrl: "https://lms.example.com/c/9" } : {};
        return HttpResponse.json({
          data: {
            __typename: "Query",
            myEnrollments: [enrollment(2, skipTracing, { enrolledAt, ...lms })],
          },
        });
      }),
    );
    await renderPage("/dashboard");
    expect(await screen.findByRole("button", { name: "Access Course" })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByRole("link", { name: "Open in LMS" })).toHaveAttribute(
      "href",
      "https://lms.example.com/c/9",
    );
    const answered = asked;
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(asked).toBe(answered);
  });

  it("does not ask again for a course enrolled in long ago without a link", async () => {
    useFakeClock();
    signedInAs(learner);
    let asked = 0;
    server.use(
      api.query(MyEnrollmentsDocument, () => {
        asked += 1;
        return HttpResponse.json({
          data: { __typename: "Query", myEnrollments: [enrollment(2, skipTracing, {})] },
        });
      }),
    );
    await renderPage("/dashboard");
    expect(await screen.findByRole("button", { name: "Access Course" })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(asked).toBe(1);
  });

  it("tells a refusal from an unreachable server when access cannot be requested", async () => {
    signedInAs(learner);
    enrolledIn([enrollment(2, skipTracing, {})]);
    server.use(api.mutation(RequestCourseAccessDocument, () => refused("CONFLICT", "No")));
    await renderPage("/dashboard");
    fireEvent.click(await screen.findByRole("button", { name: "Access Course" }));
    expect(
      await screen.findByText(
        "There was a problem setting up your course access. Please try again later.",
      ),
    ).toBeInTheDocument();

    server.use(api.mutation(RequestCourseAccessDocument, () => HttpResponse.error()));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Access Course" })).toBeEnabled(),
    );
    fireEvent.click(screen.getByRole("button", { name: "Access Course" }));
    expect(
      await screen.findByText(
        "There was a problem connecting to the learning system. Please try again later.",
      ),
    ).toBeInTheDocument();
  });

  it("shows No Courses Yet with Explore Courses, the profile and the certificates", async () => {
    signedInAs(learner);
    await renderPage("/my-courses");
    expect(await screen.findByText("No Courses Yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Explore Courses" })).toHaveAttribute(
      "href",
      "/#courses",
    );

    fireEvent.click(screen.getByRole("tab", { name: "Profile" }));
    const profile = within(await screen.findByRole("tabpanel", { name: "Profile" }));
    expect(await profile.findByText("learner@example.com")).toBeInTheDocument();
    expect(profile.getByText("Jordan")).toBeInTheDocument();
    expect(profile.getByText("Lee")).toBeInTheDocument();
    expect(await profile.findByText("No receipts yet.")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("tab", { name: "Certificates" }));
    expect(await screen.findByText("No Certificates Yet")).toBeInTheDocument();
  });

  it("lists the learner's receipts on the Profile tab, each with its PDF", async () => {
    signedInAs(learner);
    server.use(
      api.query(MyReceiptsDocument, () =>
        HttpResponse.json({
          data: {
            __typename: "Query",
            myReceipts: [
              {
                __typename: "Receipt",
                id: 12,
                receiptNumber: "R-000012",
                createdAt: "2026-11-20T15:00:00.000Z",
                courseTitle: "Skip Tracing Fundamentals",
                amountCents: 19900,
                downloadUrl: "/api/receipts/12/pdf",
              },
            ],
          },
        }),
      ),
    );
    await renderPage("/dashboard");
    fireEvent.click(await screen.findByRole("tab", { name: "Profile" }));
    const profile = within(await screen.findByRole("tabpanel", { name: "Profile" }));
    expect(
      await profile.findByText(/Skip Tracing Fundamentals · Nov 20, 2026 · \$199\.00/),
    ).toBeInTheDocument();
    expect(profile.getByRole("link", { name: "Download PDF of receipt R-000012" })).toHaveAttribute(
      "href",
      "/api/receipts/12/pdf",
    );
  });

  it("lists a certificate In Progress for each course, not yet viewable", async () => {
    signedInAs(learner);
    enrolledIn([enrollment(2, skipTracing, {})]);
    await renderPage("/dashboard");
    fireEvent.click(await screen.findByRole("tab", { name: "Certificates" }));
    expect(await screen.findByText("In Progress")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "View Certificate" })).toBeDisabled();
  });
});
