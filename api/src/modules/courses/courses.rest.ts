import { invalidFields } from "../../errors.js";
import {
  type RestRequest,
  type RestRoute,
  intParam,
  pageQuery,
  sortQuery,
  sortSchema,
} from "../../rest/route.js";
import { centsToDollars } from "../../rest/json-schema.js";
import { dollarsToCents } from "../../rest/dollars.js";

type WithCents = { priceCents: number } & Record<string, unknown>;

/** The spec's REST answers keep dollars: `price` from GraphQL's integer cents. */
export function inDollars({ priceCents, ...course }: WithCents) {
  return { ...course, price: centsToDollars(priceCents) };
}
const coursesOf = (name: string) => (data: Record<string, unknown>) =>
  (data[name] as WithCents[]).map(inDollars);
const courseOf = (name: string) => (data: Record<string, unknown>) =>
  inDollars(data[name] as WithCents);
const edgesOf = (name: string) => (data: Record<string, unknown>) =>
  (data[name] as { edges: { node: WithCents }[] }).edges.map(edge => inDollars(edge.node));

/** The request's `price`, for the OpenAPI document. */
const PRICE_FIELD = { price: { type: "number", description: "Dollars, at most 2 decimals" } };

/** Hours must be whole: said in the form's words rather than GraphQL's Int error. */
function wholeHours(body: RestRequest["body"], field: "hours" | "creditHours") {
  const hours = body[field];
  if (typeof hours === "number" && !Number.isInteger(hours)) {
    const label = field === "hours" ? "Hours" : "Credit hours";
    throw invalidFields({ [field]: `${label} must be a whole number` });
  }
  return hours;
}

const FIELDS = [
  "title",
  "category",
  "description",
  "isSelfPaced",
  "isActive",
  "isFeatured",
  "moodleCourseId",
  "instructorName",
  "imageUrl",
] as const;

/**
 * The course form's body (dollars) as the GraphQL input (cents); absent fields stay absent (a
 * new course's defaults, or unchanged), but a new course without a title or description is told
 * so in the form's words.
 */
function courseInput({ body }: RestRequest, creating = false): Record<string, unknown> {
  const input: Record<string, unknown> = creating ? { title: "", description: "" } : {};
  for (const name of FIELDS) if (body[name] !== undefined) input[name] = body[name];
  const priceCents = dollarsToCents(body.price);
  if (priceCents !== undefined) input.priceCents = priceCents;
  if (body.hours !== undefined) input.hours = wholeHours(body, "hours");
  if (body.creditHours !== undefined) input.creditHours = wholeHours(body, "creditHours");
  return input;
}

/** The list's orders by the spec's field names (`sort=title`, `sort=-price`). */
const SORTS = new Map([
  ["title", "TITLE"],
  ["price", "PRICE"],
  ["hours", "HOURS"],
  ["createdAt", "CREATED_AT"],
]);
function listVariables({ query }: RestRequest) {
  const variables: Record<string, unknown> = pageQuery({ query });
  if (query.q) variables.filter = { search: query.q };
  const sort = sortQuery(query.sort, SORTS);
  if (sort) variables.sort = sort;
  return variables;
}

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
    // In the asked order (`q`, `sort`), a page at a time (`first`, `after`, `Link`).
    method: "GET",
    path: "/api/admin/courses",
    operation: "AdminCourses",
    variables: listVariables,
    response: edgesOf("adminCourses"),
    openapi: { sort: sortSchema(SORTS) },
  },
  {
    method: "POST",
    path: "/api/admin/courses",
    operation: "AdminCreateCourse",
    variables: req => ({ input: courseInput(req, true) }),
    response: courseOf("adminCreateCourse"),
    openapi: PRICE_FIELD,
    bodyNames: { priceCents: "price" },
    status: 201,
  },
  {
    method: "PATCH",
    path: "/api/admin/courses/:id",
    operation: "AdminUpdateCourse",
    variables: req => ({ id: intParam(req, "id"), input: courseInput(req) }),
    response: courseOf("adminUpdateCourse"),
    openapi: PRICE_FIELD,
    bodyNames: { priceCents: "price" },
  },
  {
    method: "DELETE",
    path: "/api/admin/courses/:id",
    operation: "AdminDeleteCourse",
    variables: req => ({ id: intParam(req, "id") }),
    response: data => data.adminDeleteCourse,
  },
];
