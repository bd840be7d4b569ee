import { beforeAll, describe, expect, it } from "@jest/globals";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  AdminUsersEnrollDocument,
  AdminUsersMarkCompleteDocument,
  AdminUsersRelinkMoodleDocument,
  AdminUsersRetryAccessDocument,
} from "../admin-users.generated";
import {
  AdminBulkEnrollDocument,
  PreviewBulkEnrollmentDocument,
} from "../bulk-enrollment.generated";
import { administrator, skipTracing } from "../../../../test/fixtures";
import { dialog, openPage, robin, row, user, warmUsersPage } from "../../../../test/admin-users";
import { api, refused, server } from "../../../../test/server";

// Each dialog's write, the list's refetch and the toast take several renders: on a machine shared
// by many test runs they may take longer than the default second to show.
configure({ asyncUtilTimeout: 5000 });
beforeAll(warmUsersPage);

describe("the user dialogs", () => {
  it("Bulk Enroll previews a list row by row, then enrolls its accounts", async () => {
    await openPage();
    const csv =
      "first_name,last_name,email\nRobin,Reyes,robin@example.com\nNo,Body,nobody@example.com";
    const asked: unknown[] = [];
    const row = (
      line: number,
      email: string,
      outcome: "ENROLL" | "ERROR",
      reason: string | null,
    ) => ({
      __typename: "BulkEnrollmentRow" as const,
      line,
      firstName: "A",
      lastName: "B",
      email,
      outcome,
      reason,
    });
    server.use(
      api.query(PreviewBulkEnrollmentDocument, ({ variables }) => {
        asked.push(["preview", variables.input]);
        return HttpResponse.json({
          data: {
            __typename: "Query",
            previewBulkEnrollment: [
              row(2, "robin@example.com", "ENROLL", null),
              row(3, "nobody@example.com", "ERROR", "No account has this email"),
            ],
          },
        });
      }),
      api.mutation(AdminBulkEnrollDocument, ({ variables }) => {
        asked.push(["enroll", variables.input]);
        return HttpResponse.json({
          data: {
            __typename: "Mutation",
            adminBulkEnroll: [
              { __typename: "BulkEnrollmentRow", line: 2, outcome: "ENROLL" },
              { __typename: "BulkEnrollmentRow", line: 3, outcome: "ERROR" },
            ],
          },
        });
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Bulk Enroll" }));
    const bulk = dialog("Bulk Enroll");
    const select = bulk.getByLabelText(/Course/);
    await waitFor(() => expect(select).toBeEnabled());
    fireEvent.change(select, { target: { value: String(skipTracing.id) } });
    fireEvent.change(bulk.getByLabelText("List"), { target: { value: csv } });
    fireEvent.click(bulk.getByRole("button", { name: "Preview" }));
    const preview = within(await bulk.findByRole("table", { name: "List preview" }));
    expect(preview.getByText("No account has this email")).toBeInTheDocument();
    fireEvent.click(bulk.getByRole("button", { name: "Enroll 1 User" }));
    expect(await screen.findByText("1 user enrolled.")).toBeInTheDocument();
    const input = { courseId: skipTracing.id, csv };
    expect(asked).toEqual([
      ["preview", input],
      ["enroll", input],
    ]);
  });

  it("Enroll in Course enrolls in the selected course", async () => {
    await openPage();
    const inputs: unknown[] = [];
    server.use(
      api.mutation(AdminUsersEnrollDocument, ({ variables }) => {
        inputs.push(variables.input);
        const adminEnrollUser = {
          __typename: "AdminEnrollment" as const,
          id: 90,
          courseId: variables.input.courseId,
        };
        return HttpResponse.json({ data: { __typename: "Mutation", adminEnrollUser } });
      }),
    );
    fireEvent.click(row("robin").getByRole("button", { name: "Enroll robin" }));
    const enroll = dialog("Enroll in Course");
    fireEvent.click(enroll.getByRole("button", { name: "Enroll User" }));
    expect(await enroll.findByText("Please select a course")).toBeInTheDocument();
    const select = enroll.getByLabelText(/Course/);
    await waitFor(() => expect(select).toBeEnabled());
    expect(
      within(select).getByRole("option", { name: "Firearms Refresher (inactive)" }),
    ).toBeInTheDocument();
    fireEvent.change(select, { target: { value: String(skipTracing.id) } });
    fireEvent.click(enroll.getByRole("button", { name: "Enroll User" }));
    expect(
      await screen.findByText(`robin is enrolled in ${skipTracing.title}.`),
    ).toBeInTheDocument();
    expect(inputs).toEqual([{ userId: robin.id, courseId: skipTracing.id }]);
  });

  it("Enroll in Course says why it failed", async () => {
    await openPage();
    server.use(
      api.mutation(AdminUsersEnrollDocument, () =>
        refused("CONFLICT", "This user is already enrolled in this course"),
      ),
    );
    fireEvent.click(row("robin").getByRole("button", { name: "Enroll robin" }));
    const select = dialog("Enroll in Course").getByLabelText(/Course/);
    await waitFor(() => expect(select).toBeEnabled());
    fireEvent.change(select, { target: { value: String(skipTracing.id) } });
    fireEvent.click(dialog("Enroll in Course").getByRole("button", { name: "Enroll User" }));
    expect(await screen.findByText("Failed to enroll user in course")).toBeInTheDocument();
    expect(screen.getByText("This user is already enrolled in this course")).toBeInTheDocument();
  });

  it("Retry access is offered where provisioning gave up, and asks again for each enrollment", async () => {
    const stuck = user({
      id: 15,
      username: "stuck",
      enrollmentCount: 2,
      accessFailedEnrollmentIds: [70, 71],
    });
    await openPage(administrator, [robin, stuck]);
    expect(row("stuck").getByText("Access failed")).toBeInTheDocument();
    expect(row("robin").queryByText("Access failed")).not.toBeInTheDocument();
    expect(row("robin").queryByRole("button", { name: "Retry access robin" })).toBeNull();
    const asked: number[] = [];
    server.use(
      api.mutation(AdminUsersRetryAccessDocument, ({ variables }) => {
        asked.push(variables.enrollmentId);
        if (variables.enrollmentId === 71 && asked.length === 2) {
          return refused("CONFLICT", "This learner has course access already.");
        }
        const adminRetryCourseAccess = {
          __typename: "Enrollment" as const,
          id: variables.enrollmentId,
        };
        return HttpResponse.json({ data: { __typename: "Mutation", adminRetryCourseAccess } });
      }),
    );
    fireEvent.click(row("stuck").getByRole("button", { name: "Retry access stuck" }));
    const retry = dialog("Retry Course Access");
    expect(retry.getByText(/failed at every retry \(2 enrollments\)/)).toBeInTheDocument();
    fireEvent.click(retry.getByRole("button", { name: "Retry access" }));
    expect(await screen.findByText("Failed to retry course access")).toBeInTheDocument();
    expect(screen.getByText("This learner has course access already.")).toBeInTheDocument();
    fireEvent.click(retry.getByRole("button", { name: "Retry access" }));
    expect(await screen.findByText("Course access requested")).toBeInTheDocument();
    expect(asked).toEqual([70, 71, 70, 71]);
  });

  it("Relink Moodle account is offered where the linked account is suspended or deleted", async () => {
    const gone = user({
      id: 17,
      username: "gone",
      accessFailedEnrollmentIds: [72],
      moodleAccountProblem: "deleted",
    });
    await openPage(administrator, [robin, gone]);
    expect(row("gone").getByText("Moodle account deleted")).toBeInTheDocument();
    expect(row("robin").queryByRole("button", { name: "Relink Moodle account robin" })).toBeNull();
    const asked: number[] = [];
    server.use(
      api.mutation(AdminUsersRelinkMoodleDocument, ({ variables }) => {
        asked.push(variables.userId);
        const adminRelinkMoodleAccount = [{ __typename: "Enrollment" as const, id: 72 }];
        return HttpResponse.json({ data: { __typename: "Mutation", adminRelinkMoodleAccount } });
      }),
    );
    fireEvent.click(row("gone").getByRole("button", { name: "Relink Moodle account gone" }));
    const relink = dialog("Relink Moodle Account");
    expect(relink.getByText(/is deleted in Moodle/)).toBeInTheDocument();
    fireEvent.click(relink.getByRole("button", { name: "Relink" }));
    expect(await screen.findByText("Moodle account relinked")).toBeInTheDocument();
    expect(asked).toEqual([17]);
  });

  it("Mark complete completes a chosen open enrollment with a note", async () => {
    const learner = user({
      id: 16,
      username: "learner16",
      enrollmentCount: 2,
      openEnrollments: [
        { __typename: "AdminOpenEnrollment", id: 80, courseTitle: "Skip Tracing" },
        { __typename: "AdminOpenEnrollment", id: 81, courseTitle: "Defensive Tactics" },
      ],
    });
    await openPage(administrator, [robin, learner]);
    expect(row("robin").queryByRole("button", { name: "Mark complete robin" })).toBeNull();
    const sent: { enrollmentId: number; note: string }[] = [];
    server.use(
      api.mutation(AdminUsersMarkCompleteDocument, ({ variables }) => {
        sent.push(variables);
        const markEnrollmentComplete = {
          __typename: "Enrollment" as const,
          id: variables.enrollmentId,
          completedAt: "2026-11-26T10:00:00.000Z",
        };
        return HttpResponse.json({ data: { __typename: "Mutation", markEnrollmentComplete } });
      }),
    );
    fireEvent.click(row("learner16").getByRole("button", { name: "Mark complete learner16" }));
    const complete = dialog("Mark Course Complete");
    fireEvent.click(complete.getByRole("button", { name: "Mark complete" }));
    expect(await complete.findByText("Choose the course")).toBeInTheDocument();
    expect(complete.getByText("Say why the course is complete")).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(complete.getByLabelText(/Course/), { target: { value: "81" } });
    fireEvent.change(complete.getByLabelText(/Note/), {
      target: { value: " Attended the 8-hour class in person " },
    });
    fireEvent.click(complete.getByRole("button", { name: "Mark complete" }));
    expect(await screen.findByText("Course marked complete")).toBeInTheDocument();
    expect(sent).toEqual([{ enrollmentId: 81, note: "Attended the 8-hour class in person" }]);
  });
});
