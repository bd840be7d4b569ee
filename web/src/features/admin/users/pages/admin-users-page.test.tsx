import { beforeAll, describe, expect, it } from "@jest/globals";
import { configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse } from "msw";
import { ForceLogoutUserDocument } from "../../security/admin-security.generated";
import { AdminUsersPageDocument } from "../admin-users.generated";
import { administrator } from "../../../../test/fixtures";
import {
  answerList,
  dialog,
  manager,
  openPage,
  robin,
  row,
  sam,
  user,
  warmUsersPage,
} from "../../../../test/admin-users";
import { currentPath, renderPage } from "../../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../../test/server";

// Each dialog's write, the list's refetch and the toast take several renders: on a machine shared
// by many test runs they may take longer than the default second to show.
configure({ asyncUtilTimeout: 5000 });
beforeAll(warmUsersPage);

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
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ after: "c12" }));
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
