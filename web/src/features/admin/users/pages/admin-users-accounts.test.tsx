import { beforeAll, describe, expect, it } from "@jest/globals";
import { configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  AdminUsersCreateDocument,
  AdminUsersDeleteDocument,
  AdminUsersResetPasswordDocument,
  AdminUsersUpdateDocument,
} from "../admin-users.generated";
import {
  dialog,
  manager,
  openPage,
  robin,
  row,
  user,
  warmUsersPage,
} from "../../../../test/admin-users";
import { api, refused, server } from "../../../../test/server";

// Each dialog's write, the list's refetch and the toast take several renders: on a machine shared
// by many test runs they may take longer than the default second to show.
configure({ asyncUtilTimeout: 5000 });
beforeAll(warmUsersPage);

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
