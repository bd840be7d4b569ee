import { startTestApp } from "../app.js";
import { signedInAs } from "../factories.js";

/** The admin users tests' portal (no demo data), with an admin and a SuperAdmin signed in. */
export async function adminUsersWorld() {
  const app = await startTestApp({ demo: false });
  const admin = await signedInAs(app, { kind: "admin" });
  const superAdmin = await signedInAs(app, { kind: "superAdmin" });
  return { app, admin, superAdmin };
}

type Errors = { message: string; extensions?: { code?: string } }[] | undefined;
export const firstError = (errors: Errors) => ({
  message: errors?.[0]?.message,
  code: errors?.[0]?.extensions?.code,
});

/** The admin's calls on a user, as the web app makes them. */
export const UPDATE = `mutation($id: Int!, $input: AdminUpdateUserInput!) {
  adminUpdateUser(id: $id, input: $input) { id email firstName lastName status isAdmin }
}`;
export const RESET = `mutation($id: Int!, $input: AdminResetPasswordInput!) {
  adminResetPassword(id: $id, input: $input) { success message }
}`;
export const ENROLL = `mutation($input: AdminEnrollUserInput!) {
  adminEnrollUser(input: $input) { id userId courseId adminEnrolled grantedById }
}`;
export const DELETE = `mutation($id: Int!) { adminDeleteUser(id: $id) { success message } }`;
export const CREATE = `mutation($input: AdminCreateUserInput!) {
  adminCreateUser(input: $input) { id username status isAdmin lastLogin enrollmentCount }
}`;
