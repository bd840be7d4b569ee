import { badInput } from "../graphql/errors.js";

export type HttpMethod = "GET" | "POST" | "PATCH" | "DELETE";

export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: Record<string, unknown>;
}

export interface RestRoute {
  method: HttpMethod;
  /** The documented path, in Fastify's syntax (`:id`). */
  path: string;
  /** The named operation in operations/*.graphql that serves it. */
  operation: string;
  variables?: (req: RestRequest) => Record<string, unknown>;
  /** The documented answer: usually the operation's single root field. */
  response: (data: Record<string, unknown>) => unknown;
  status?: number;
}

/** A path parameter that must be a positive whole number (ids). */
export function intParam(req: RestRequest, name: string): number {
  const raw = req.params[name] ?? "";
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
    throw badInput(`Invalid ${name} "${raw}": expected a positive whole number`);
  }
  return Number(raw);
}

const field = (name: string) => (data: Record<string, unknown>) => data[name];

/** The JSON body's fields by name (missing ones stay undefined, so GraphQL reports them). */
const pick =
  (...names: string[]) =>
  (req: RestRequest) =>
    Object.fromEntries(names.map(name => [name, req.body[name]]));
const asInput =
  (...names: string[]) =>
  (req: RestRequest) => ({ input: pick(...names)(req) });

/** Each documented /api path and method, and the GraphQL operation that answers it. */
export const restRoutes: RestRoute[] = [
  { method: "GET", path: "/api/auth/user", operation: "CurrentUser", response: field("me") },
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
    variables: asInput("firstName", "lastName", "email", "username", "password", "confirmPassword"),
    response: field("register"),
    status: 201,
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
  { method: "GET", path: "/api/courses", operation: "Courses", response: field("courses") },
  {
    method: "GET",
    path: "/api/courses/:id",
    operation: "Course",
    variables: req => ({ id: intParam(req, "id") }),
    response: field("course"),
  },
  {
    method: "GET",
    path: "/api/admin/courses",
    operation: "AdminCourses",
    response: field("adminCourses"),
  },
  {
    method: "GET",
    path: "/api/settings/disclaimer",
    operation: "DisclaimerSetting",
    response: field("disclaimerSetting"),
  },
  {
    method: "GET",
    path: "/api/settings/prelaunch-banner",
    operation: "PrelaunchBannerSetting",
    response: field("prelaunchBannerSetting"),
  },
  {
    method: "GET",
    path: "/api/settings/banners",
    operation: "BannerSettings",
    response: field("bannerSettings"),
  },
  {
    method: "GET",
    path: "/api/legal/:page",
    operation: "LegalPage",
    variables: req => ({ page: req.params.page }),
    response: field("legalPage"),
  },
  {
    method: "GET",
    path: "/api/legal-documents/type/:type",
    operation: "ActiveLegalDocument",
    variables: req => ({ type: req.params.type }),
    response: field("activeLegalDocument"),
  },
];
