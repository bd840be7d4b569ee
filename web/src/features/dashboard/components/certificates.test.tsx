import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  MyCertificatesDocument,
  type MyCertificatesQuery,
} from "../../certificates/certificates.generated";
import { MyEnrollmentsDocument, type MyEnrollmentsQuery } from "../dashboard.generated";
import { inServiceLegal, initialCertification, learner, skipTracing } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../test/server";

type Enrollment = MyEnrollmentsQuery["myEnrollments"][number];
type Issued = MyCertificatesQuery["myCertificates"][number];

function enrollment(id: number, course: typeof skipTracing, status = "ACTIVE"): Enrollment {
  return {
    __typename: "Enrollment",
    id,
    courseId: course.id,
    enrolledAt: "2026-11-20T15:30:00.000Z",
    status: status as Enrollment["status"],
    moodleUrl: null,
    moodleEnrollmentComplete: true,
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
  };
}

function issued(enrollmentId: number, fields: Partial<Issued>): Issued {
  return {
    __typename: "LearnerCertificate",
    number: "GA-2026-000123",
    enrollmentId,
    courseTitle: initialCertification.title,
    hours: 40,
    completedAt: "2026-11-21T12:00:00.000Z",
    expiresAt: null,
    status: "VALID",
    downloadUrl: "/api/certificates/GA-2026-000123/pdf",
    ...fields,
  };
}

function answering(enrollments: Enrollment[], certificates: Issued[]) {
  server.use(
    api.query(MyEnrollmentsDocument, () =>
      HttpResponse.json({ data: { __typename: "Query", myEnrollments: enrollments } }),
    ),
    api.query(MyCertificatesDocument, () =>
      HttpResponse.json({ data: { __typename: "Query", myCertificates: certificates } }),
    ),
  );
}

/** The Certificates tab's panel, opened (the My Courses panel lists the same courses). */
async function openTab() {
  signedInAs(learner);
  await renderPage("/dashboard");
  fireEvent.click(await screen.findByRole("tab", { name: "Certificates" }));
  return within(await screen.findByRole("tabpanel", { name: "Certificates" }));
}

type Panel = Awaited<ReturnType<typeof openTab>>;

const card = async (panel: Panel, title: string) =>
  within((await panel.findByRole("heading", { name: title })).closest("li") as HTMLElement);

describe("the dashboard's Certificates tab", () => {
  it("lists issued certificates with their PDF, then a placeholder per course still under way", async () => {
    answering(
      [
        enrollment(1, initialCertification, "COMPLETED"),
        enrollment(2, skipTracing),
        enrollment(3, inServiceLegal, "COMPLETED"),
        enrollment(4, { ...skipTracing, id: 9, title: "Refunded Course" }, "CANCELLED"),
      ],
      [issued(1, { expiresAt: "2028-11-21T12:00:00.000Z" })],
    );
    const panel = await openTab();
    const done = await card(panel, initialCertification.title);
    expect(done.getByText("Valid")).toBeVisible();
    expect(
      done.getByText(
        "Certificate GA-2026-000123 · 40 hours · Completed Nov 21, 2026 · Expires Nov 21, 2028",
      ),
    ).toBeVisible();
    const view = done.getByRole("link", { name: "View Certificate" });
    expect(view).toHaveAttribute("href", "/api/certificates/GA-2026-000123/pdf");
    expect(view).toHaveAttribute("download");
    expect(done.getByRole("link", { name: "Verification page" })).toHaveAttribute(
      "href",
      "/verify/GA-2026-000123",
    );

    const studying = await card(panel, skipTracing.title);
    expect(studying.getByText("In Progress")).toBeVisible();
    expect(studying.getByRole("button", { name: "View Certificate" })).toBeDisabled();

    const issuing = await card(panel, inServiceLegal.title);
    expect(issuing.getByText("Completed")).toBeVisible();
    expect(issuing.getByText("Your certificate is being issued.")).toBeVisible();
    expect(issuing.getByRole("button", { name: "View Certificate" })).toBeDisabled();

    expect(panel.queryByText("Refunded Course")).not.toBeInTheDocument();
  });

  it("shows a revoked certificate as Revoked, still downloadable, and one that never expires", async () => {
    answering(
      [enrollment(1, initialCertification, "COMPLETED")],
      [issued(1, { status: "REVOKED" })],
    );
    const revoked = await card(await openTab(), initialCertification.title);
    expect(revoked.getByText("Revoked")).toBeVisible();
    expect(revoked.getByText(/· No expiry$/)).toBeVisible();
    expect(revoked.getByRole("link", { name: "View Certificate" })).toBeVisible();
  });

  it("shows it is loading, then a failure with Try Again that loads them", async () => {
    let answer = () => {};
    const answered = new Promise<void>(resolve => (answer = resolve));
    server.use(
      api.query(MyCertificatesDocument, async () => {
        await answered;
        return refused("INTERNAL_SERVER_ERROR", "Unexpected error");
      }),
    );
    const panel = await openTab();
    expect(await panel.findByText("Loading your certificates…")).toBeInTheDocument();
    answer();
    expect(await panel.findByText("Your certificates could not be loaded.")).toBeVisible();

    answering([enrollment(1, initialCertification, "COMPLETED")], [issued(1, {})]);
    fireEvent.click(panel.getByRole("button", { name: "Try Again" }));
    expect(await panel.findByRole("link", { name: "View Certificate" })).toBeVisible();
  });
});
