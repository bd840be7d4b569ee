import { type RestRoute, field, asInput } from "../../rest/route.js";

/** The documented /api paths of this module, each answered by an operation of account.rest.graphql. */
export const accountRoutes: RestRoute[] = [
  { method: "GET", path: "/api/auth/user", operation: "CurrentUser", response: field("me") },
  {
    method: "POST",
    path: "/api/account/update-profile",
    operation: "UpdateProfile",
    variables: asInput("phone", "emailNotifications"),
    response: field("updateProfile"),
  },
  {
    method: "POST",
    path: "/api/account/change-password",
    operation: "ChangePassword",
    variables: asInput("currentPassword", "newPassword", "confirmPassword"),
    response: field("changePassword"),
  },
];
