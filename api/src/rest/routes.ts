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

/** Each documented /api path and method, and the GraphQL operation that answers it. */
export const restRoutes: RestRoute[] = [
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
