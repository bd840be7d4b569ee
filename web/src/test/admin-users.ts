import { screen, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  AdminUsersPageDocument,
  type AdminUsersPageQueryVariables,
  type AdminUsersPage_UserFragment,
} from "../features/admin/users/admin-users.generated";
import { administrator } from "./fixtures";
import { connectionOf } from "./lists";
import { renderPage } from "./render-app";
import { api, server, signedInAs } from "./server";

/** The admin users page's tests (list, account and enrollment dialogs): their users and answers. */

type User = AdminUsersPage_UserFragment;

export function user(fields: Partial<User> & Pick<User, "id" | "username">): User {
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

export const robin = user({ id: 11, username: "robin", lastLogin: "2026-11-20T15:04:00.000Z" });
export const sam = user({ id: 12, username: "sam", status: "SUSPENDED", enrollmentCount: 2 });
export const pat = user({ id: 13, username: "pat", status: "PENDING", isAdmin: true });
// A status this screen does not know (an older or newer server): shown as Unknown.
export const odd = user({ id: 14, username: "odd", status: "Banned" as User["status"] });
export const manager = { ...administrator, id: 2, username: "manager", isSuperAdmin: false };

/** Answers the list with `users` (one page unless `more`: 40 in all), recording each request's variables. */
export function answerList(users: User[], more = false) {
  const requests: AdminUsersPageQueryVariables[] = [];
  server.use(
    api.query(AdminUsersPageDocument, ({ variables }) => {
      requests.push(variables);
      return HttpResponse.json({
        data: { __typename: "Query", adminUsers: connectionOf("AdminUser", users, more) },
      });
    }),
  );
  return requests;
}

/** Opens the page as `viewer` with `users` in the list, and waits for the table. */
export async function openPage(viewer = administrator, users = [robin, sam, pat, odd]) {
  signedInAs(viewer);
  const requests = answerList(users);
  const app = await renderPage("/admin/users");
  await screen.findByRole("heading", { name: "User Management" });
  await screen.findByRole("table", { name: "Users" });
  return { app, requests };
}

export const row = (username: string) => within(screen.getByText(username).closest("tr")!);
export const dialog = (name: string) => within(screen.getByRole("dialog", { name }));

/**
 * The first render of a file loads the admin layout, this page and the toasts on demand, which on
 * a busy machine outlasts Testing Library's wait: a test file loads them once, unhurried, before.
 */
export async function warmUsersPage() {
  await import("../components/toast/toast-list");
  signedInAs(administrator);
  answerList([]);
  const warm = await renderPage("/admin/users");
  await screen.findByText("No users match your search criteria", {}, { timeout: 10_000 });
  warm.unmount();
}
