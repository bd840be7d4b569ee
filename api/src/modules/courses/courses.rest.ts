import { type RestRoute, intParam } from "../../rest/route.js";

type WithCents = { priceCents: number } & Record<string, unknown>;

/** The spec's REST answers keep dollars: `price` from GraphQL's integer cents. */
export function inDollars({ priceCents, ...course }: WithCents) {
  return { ...course, price: priceCents / 100 };
}
const coursesOf = (name: string) => (data: Record<string, unknown>) =>
  (data[name] as WithCents[]).map(inDollars);
const courseOf = (name: string) => (data: Record<string, unknown>) =>
  inDollars(data[name] as WithCents);

/** The documented /api paths of this module, each answered by an operation of courses.rest.graphql. */
export const coursesRoutes: RestRoute[] = [
  { method: "GET", path: "/api/courses", operation: "Courses", response: coursesOf("courses") },
  {
    method: "GET",
    path: "/api/courses/:id",
    operation: "Course",
    variables: req => ({ id: intParam(req, "id") }),
    response: courseOf("course"),
  },
  {
    method: "GET",
    path: "/api/admin/courses",
    operation: "AdminCourses",
    response: coursesOf("adminCourses"),
  },
];
