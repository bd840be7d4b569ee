import { beforeAll, describe, expect, it } from "@jest/globals";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { ForceLogoutUserDocument } from "../../security/admin-security.generated";
import {
  AdminUsersCreateDocument,
  AdminUsersDeleteDocument,
  AdminUsersEnrollDocument,
  AdminUsersPageDocument,
  AdminUsersResetPasswordDocument,
  AdminUsersMarkCompleteDocument,
  AdminUsersRelinkMoodleDocument,
  AdminUsersRetryAccessDocument,
  AdminUsersUpdateDocument,
  type AdminUsersPageQuery,
  type AdminUsersPageQueryVariables,
  type AdminUsersPage_UserFragment,
} from "../admin-users.generated";
import {
  AdminBulkEnrollDocument,
  PreviewBulkEnrollmentDocument,
} from "../bulk-enrollment.generated";
import { administrator, skipTracing } from "../../../../test/fixtures";
import { currentPath, mountApp, renderPage } from "../../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../../test/server";

type User = AdminUsersPage_UserFragment;

function user(fields: Partial<User> & Pick<User, "id" | "username">): User {
  return {
    __typename: "AdminUser",
    email: `${fields.username}@example.com`,
    firstName: "Robin",
    lastName: "Reyes",
    status: "ACTIVE",
    isAdmin: false,
    isSuperAdmin: false,
    lastLogin: null,
    enrollmentCount: 0,
    accessFailedEnrollmentIds: [],
    moodleAccountProblem: null,
    openEnrollments: [],
    ...fields,
  };
}

const robin = user({ id: 11, username: "robin", lastLogin: "2026-11-20T15:04:00.000Z" });
const sam = user({ id: 12, username: "sam", status: "SUSPENDED", enrollmentCount: 2 });
const pat = user({ id: 13, username: "pat", status: "PENDING", isAdmin: true });
// A status this screen does not know (an older or newer server): shown as Unknown.
const odd = user({ id: 14, username: "odd", status: "Banned" as User["status"] });
const manager = { ...administrator, id: 2, username: "manager", isSuperAdmin: false };

/** Answers the list with `users` (one page unless `more`), recording each request's variables. */
function answerList(users: User[], more = false) {
  const requests: AdminUsersPageQueryVariables[] = [];
  server.use(
    api.query(AdminUsersPageDocument, ({ variables }) => {
      requests.push(variables);
      const adminUsers: AdminUsersPageQuery["adminUsers"] = {
        __typename: "AdminUserConnection",
        totalCount: users.length,
        pageInfo: {
          __typename: "PageInfo",
          hasNextPage: more,
          hasPreviousPage: false,
          startCursor: "c-first",
          endCursor: "c-last",
        },
        edges: users.map(node => ({ __typename: "AdminUserEdge", cursor: `c${node.id}`, node })),
      };
      return HttpResponse.json({ data: { __typename: "Query", adminUsers } });
    }),
  );
  return requests;
}

async function openPage(viewer = administrator, users = [robin, sam, pat, odd]) {
  signedInAs(viewer);
  const requests = answerList(users);
  const app = await renderPage("/admin/users");
  await screen.findByRole("heading", { name: "User Management" });
  await screen.findByRole("table", { name: "Users" });
  return { app, requests };
}

const row = (username: string) => within(screen.getByText(username).closest("tr")!);
const dialog = (name: string) => within(screen.getByRole("dialog", { name }));

// Each dialog's write, the list's refetch and the toast take several renders: on a machine shared
// by many test runs they may take longer than the default second to show.
configure({ asyncUtilTimeout: 5000 });

// The first render of a file loads the app, the admin layout, this page and the toasts on demand,
// which on a busy machine outlasts Testing Library's wait: load them once, unhurried, before.
beforeAll(async () => {
  await import("../../../../components/toast/toast-list");
  signedInAs(administrator);
  answerList([]);
  const warm = mountApp("/admin/users");
  await screen.findByText("No users match your search criteria", {}, { timeout: 10_000 });
  warm.unmount();
});

describe("the admin users list", () => {
  it("shows the spec's columns: status badges, Never for no sign-in, enrollments, admin", async () => {
    await openPage();
    const headers = screen
      .getAllByRole("columnheader")
      .map(header => header.textContent?.replace(" ▲", ""));
    expect(headers).toEqual([
      "User",
      "Email",
      "Status",
      "Last Login",
      "Enrollments",
      "Admin",
      "Actions",
    ]);
    expect(row("robin").getByText("Active")).toBeInTheDocument();
    expect(row("robin").getByText(/^11\/20\/2026, \d{1,2}:04:00 [AP]M$/)).toBeInTheDocument();
    expect(row("sam").getByText("Suspended")).toBeInTheDocument();
    expect(row("sam").getByText("Never")).toBeInTheDocument();
    expect(row("sam").getByText("2")).toBeInTheDocument();
    expect(row("pat").getByText("Pending")).toBeInTheDocument();
    expect(row("pat").getByText("Admin")).toBeInTheDocument();
    expect(row("odd").getByText("Unknown")).toBeInTheDocument();
  });

  it("asks the server for the search, the sort of a clicked header and the next page", async () => {
    signedInAs(administrator);
    const requests = answerList([robin, sam], true);
    const app = await renderPage("/admin/users");
    await screen.findByRole("table", { name: "Users" });
    expect(requests[0]).toMatchObject({ first: 25, sort: { field: "USERNAME", direction: "ASC" } });

    fireEvent.change(screen.getByLabelText("Search users"), { target: { value: "Robin Re" } });
    await waitFor(() => expect(currentPath(app)).toBe("/admin/users?q=Robin+Re"));
    await waitFor(() => expect(requests.at(-1)?.filter?.search).toBe("Robin Re"));

    fireEvent.click(await screen.findByRole("button", { name: "Email" }));
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({ sort: { field: "EMAIL", direction: "ASC" } }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Next" }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ after: "c-last" }));
  });

  it("says when no user matches", async () => {
    signedInAs(administrator);
    answerList([]);
    await renderPage("/admin/users?q=nobody");
    expect(await screen.findByText("No users match your search criteria")).toBeInTheDocument();
  });

  it("shows the load failure", async () => {
    signedInAs(administrator);
    server.use(api.query(AdminUsersPageDocument, () => HttpResponse.error()));
    await renderPage("/admin/users");
    expect(await screen.findByText("Failed to load users")).toBeInTheDocument();
  });

  it("offers Delete to SuperAdmins only", async () => {
    await openPage(manager);
    expect(row("robin").getByRole("button", { name: "Edit robin" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it("offers Edit and Reset of another administrator to SuperAdmins only, and says why", async () => {
    await openPage(manager);
    const why = "Only a Super Admin can edit or reset another administrator.";
    for (const name of ["Edit pat", "Reset pat"]) {
      const button = row("pat").getByRole("button", { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(why);
    }
    expect(row("pat").getByText(why)).toBeVisible();
    expect(row("pat").getByRole("button", { name: "Enroll pat" })).toBeEnabled();
    expect(row("robin").getByRole("button", { name: "Reset robin" })).toBeEnabled();
    expect(row("robin").queryByText(why)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Force Logout/ })).not.toBeInTheDocument();
  });

  it("lets a SuperAdmin edit and reset another administrator", async () => {
    await openPage(administrator);
    expect(row("pat").getByRole("button", { name: "Edit pat" })).toBeEnabled();
    expect(row("pat").getByRole("button", { name: "Reset pat" })).toBeEnabled();
    expect(
      screen.queryByText("Only a Super Admin can edit or reset another administrator."),
    ).not.toBeInTheDocument();
  });

  it("lets a SuperAdmin force a user's logout from the list, and tells a refusal", async () => {
    const own = user({ id: administrator.id, username: "avery.self" });
    await openPage(administrator, [robin, own]);
    // Not one's own account: Logout is for that.
    expect(row("avery.self").getByRole("button", { name: "Edit avery.self" })).toBeEnabled();
    expect(row("avery.self").queryByRole("button", { name: /^Force Logout/ })).toBeNull();
    const asked: number[] = [];
    server.use(
      api.mutation(ForceLogoutUserDocument, ({ variables }) => {
        asked.push(variables.userId);
        return HttpResponse.json({
          data: {
            __typename: "Mutation",
            forceLogoutUser: {
              __typename: "ForceLogoutResult",
              success: true,
              message: "User robin has been logged out",
              userId: variables.userId,
            },
          },
        });
      }),
    );
    fireEvent.click(row("robin").getByRole("button", { name: "Force Logout robin" }));
    const confirm = dialog("Force Logout");
    expect(confirm.getByText(/End every session and API token of/)).toHaveTextContent("robin");
    fireEvent.click(confirm.getByRole("button", { name: "Force Logout" }));
    expect(await screen.findByText("User logged out")).toBeInTheDocument();
    expect(asked).toEqual([robin.id]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    server.use(api.mutation(ForceLogoutUserDocument, () => refused("NOT_FOUND", "User not found")));
    fireEvent.click(row("robin").getByRole("button", { name: "Force Logout robin" }));
    fireEvent.click(dialog("Force Logout").getByRole("button", { name: "Force Logout" }));
    expect(
      await screen.findByText("Failed to force user logout: User not found"),
    ).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Force Logout" })).toBeInTheDocument();
  });
});

describe("the user dialogs", () => {
  it("Edit User saves the edited fields, one dialog at a time", async () => {
    await openPage();
    const inputs: unknown[] = [];
    server.use(
      api.mutation(AdminUsersUpdateDocument, ({ variables }) => {
        inputs.push(variables);
        const adminUpdateUser = { ...robin, email: variables.input.email ?? robin.email };
        return HttpResponse.json({ data: { __typename: "Mutation", adminUpdateUser } });
      }),
    );
    fireEvent.click(row("robin").getByRole("button", { name: "Edit robin" }));
    const edit = dialog("Edit User");
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    fireEvent.change(edit.getByLabelText(/Email/), { target: { value: "bad" } });
    fireEvent.click(edit.getByRole("button", { name: "Save Changes" }));
    expect(await edit.findByText("Please enter a valid email")).toBeInTheDocument();
    fireEvent.change(edit.getByLabelText(/Email/), { target: { value: "new@example.com" } });
    fireEvent.change(edit.getByLabelText(/Status/), { target: { value: "SUSPENDED" } });
    const adminFlag = edit.getByRole("checkbox", { name: "Administrator" });
    fireEvent.click(adminFlag);
    // The checkbox shows its new state a moment after the click.
    await waitFor(() =>
      expect(adminFlag.closest("label")).toHaveAttribute("data-state", "checked"),
    );
    fireEvent.click(edit.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("User updated")).toBeInTheDocument();
    expect(inputs).toEqual([
      {
        id: robin.id,
        input: {
          firstName: "Robin",
          lastName: "Reyes",
          email: "new@example.com",
          status: "SUSPENDED",
          isAdmin: true,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("Edit User shows the server's refusal under the spec's title", async () => {
    await openPage(manager);
    server.use(
      api.mutation(AdminUsersUpdateDocument, () =>
        refused("CONFLICT", "That email is already registered"),
      ),
    );
    fireEvent.click(row("robin").getByRole("button", { name: "Edit robin" }));
    const edit = dialog("Edit User");
    expect(edit.getByRole("checkbox", { name: "Administrator" })).toBeDisabled();
    fireEvent.click(edit.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Failed to update user")).toBeInTheDocument();
    expect(screen.getByText("That email is already registered")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Edit User" })).toBeInTheDocument();
  });

  it("Reset Password applies the change-password rules and sends the typed password", async () => {
    await openPage();
    const inputs: unknown[] = [];
    server.use(
      api.mutation(AdminUsersResetPasswordDocument, ({ variables }) => {
        inputs.push(variables.input);
        const adminResetPassword = {
          __typename: "AdminActionResult" as const,
          success: true,
          message: "The password of sam was reset and their sessions were ended.",
        };
        return HttpResponse.json({ data: { __typename: "Mutation", adminResetPassword } });
      }),
    );
    fireEvent.click(row("sam").getByRole("button", { name: "Reset sam" }));
    const reset = dialog("Reset Password");
    const submit = () => fireEvent.click(reset.getByRole("button", { name: "Reset Password" }));
    fireEvent.change(reset.getByLabelText(/^New Password/), { target: { value: "weakpass" } });
    submit();
    expect(
      await reset.findByText("Password must contain at least one uppercase letter"),
    ).toBeInTheDocument();
    fireEvent.change(reset.getByLabelText(/^New Password/), { target: { value: "Typed#2026x" } });
    fireEvent.change(reset.getByLabelText(/Confirm New Password/), {
      target: { value: "Typed#2026" },
    });
    expect(await reset.findByText("Passwords don't match")).toBeInTheDocument();
    expect(inputs).toEqual([]);
    fireEvent.change(reset.getByLabelText(/Confirm New Password/), {
      target: { value: "Typed#2026x" },
    });
    submit();
    expect(await screen.findByText("Password reset")).toBeInTheDocument();
    expect(inputs).toEqual([{ newPassword: "Typed#2026x", confirmPassword: "Typed#2026x" }]);
  });

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

  it("Confirm User Deletion warns about an administrator and says who may delete", async () => {
    await openPage();
    server.use(
      api.mutation(AdminUsersDeleteDocument, () =>
        refused("FORBIDDEN", "You do not have permission to do this."),
      ),
    );
    fireEvent.click(row("pat").getByRole("button", { name: "Delete pat" }));
    const confirm = dialog("Confirm User Deletion");
    expect(confirm.getByText("Warning: this user is an administrator.")).toBeInTheDocument();
    expect(confirm.getByText("Only SuperAdmin users can delete accounts.")).toBeInTheDocument();
    fireEvent.click(confirm.getByRole("button", { name: "Delete User" }));
    expect(
      await screen.findByText("Failed to delete user. Make sure you have SuperAdmin privileges."),
    ).toBeInTheDocument();
  });

  it("Confirm User Deletion deletes a learner without the admin warning", async () => {
    await openPage();
    const ids: number[] = [];
    server.use(
      api.mutation(AdminUsersDeleteDocument, ({ variables }) => {
        ids.push(variables.id);
        const adminDeleteUser = {
          __typename: "AdminActionResult" as const,
          success: true,
          message: "User robin was deleted.",
        };
        return HttpResponse.json({ data: { __typename: "Mutation", adminDeleteUser } });
      }),
    );
    fireEvent.click(row("robin").getByRole("button", { name: "Delete robin" }));
    const confirm = dialog("Confirm User Deletion");
    expect(confirm.queryByText(/Warning/)).not.toBeInTheDocument();
    fireEvent.click(confirm.getByRole("button", { name: "Delete User" }));
    expect(await screen.findByText("User deleted")).toBeInTheDocument();
    expect(ids).toEqual([robin.id]);
  });

  it("Add New User validates the form and creates the account", async () => {
    await openPage();
    const inputs: unknown[] = [];
    server.use(
      api.mutation(AdminUsersCreateDocument, ({ variables }) => {
        inputs.push(variables.input);
        const adminCreateUser = user({ id: 20, username: variables.input.username });
        return HttpResponse.json({ data: { __typename: "Mutation", adminCreateUser } });
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Add New User" }));
    const create = dialog("Add New User");
    fireEvent.click(create.getByRole("button", { name: "Create User" }));
    expect(await create.findByText("First name is required")).toBeInTheDocument();
    expect(create.getByText("Username must be at least 3 characters")).toBeInTheDocument();
    expect(create.getByText("Password must be at least 8 characters")).toBeInTheDocument();
    const type = (label: RegExp, value: string) =>
      fireEvent.change(create.getByLabelText(label), { target: { value } });
    type(/First Name/, "Nora");
    type(/Last Name/, "New");
    type(/Username/, "nora");
    type(/Email/, "nora@example.com");
    type(/^Password/, "Nora#2026x");
    type(/Confirm Password/, "Nora#2026x");
    fireEvent.click(create.getByRole("button", { name: "Create User" }));
    expect(await screen.findByText("User created")).toBeInTheDocument();
    expect(inputs).toEqual([
      {
        username: "nora",
        email: "nora@example.com",
        firstName: "Nora",
        lastName: "New",
        password: "Nora#2026x",
        status: "ACTIVE",
        isAdmin: false,
      },
    ]);
  });
});
