import { type RestRoute, field, pick, asInput } from "../../rest/route.js";

/** The documented /api paths of this module, each answered by an operation of auth.rest.graphql. */
export const authRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/api/auth/login",
    operation: "Login",
    variables: asInput("username", "password"),
    response: field("login"),
  },
  {
    method: "POST",
    path: "/api/admin-login",
    operation: "AdminLogin",
    variables: asInput("username", "password"),
    response: field("adminLogin"),
  },
  {
    method: "POST",
    path: "/api/auth/register",
    operation: "Register",
    variables: asInput(
      "firstName",
      "lastName",
      "email",
      "username",
      "password",
      "confirmPassword",
      "storefront",
    ),
    response: field("register"),
    status: 201,
  },
  {
    method: "POST",
    path: "/api/auth/forgot-password",
    operation: "RequestPasswordReset",
    variables: pick("email"),
    response: field("requestPasswordReset"),
  },
  {
    method: "POST",
    path: "/api/auth/reset-password",
    operation: "ResetPassword",
    variables: asInput("token", "newPassword", "confirmPassword"),
    response: field("resetPassword"),
  },
  {
    method: "POST",
    path: "/api/auth/refresh",
    operation: "RefreshSession",
    response: field("refreshSession"),
  },
  { method: "POST", path: "/api/auth/logout", operation: "Logout", response: field("logout") },
  {
    method: "POST",
    path: "/api/auth/validate-token",
    operation: "ValidateToken",
    variables: pick("token"),
    response: field("validateToken"),
  },
  {
    method: "POST",
    path: "/api/auth/deep-link",
    operation: "DeepLink",
    variables: pick("system", "path"),
    response: field("deepLink"),
  },
];
