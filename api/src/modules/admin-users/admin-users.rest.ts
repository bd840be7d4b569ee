import {
  type RestRequest,
  type RestRoute,
  enumNames,
  field,
  intParam,
  pageQuery,
  pick,
  sortQuery,
  sortSchema,
} from "../../rest/route.js";
import { UserStatus } from "../users/user.entity.js";

/** REST names a status by its value (`active`), GraphQL by the enum's name (`ACTIVE`). */
const statusName = enumNames(UserStatus).toName;

/** A whole number from the query string; anything else goes on as text for GraphQL to refuse. */
const number = (value: string | undefined) =>
  value === undefined ? undefined : /^\d{1,9}$/.test(value) ? Number(value) : value;

/** The list's orders (`sort=createdAt`, `sort=-email`). */
const SORTS = new Map([
  ["username", "USERNAME"],
  ["email", "EMAIL"],
  ["name", "NAME"],
  ["createdAt", "CREATED_AT"],
]);

function listVariables({ query }: RestRequest) {
  const isAdmin = query.isAdmin === undefined ? undefined : query.isAdmin === "true";
  return {
    // Backwards (`last`, `before`) when asked; else forwards from `after`, 100 by default.
    ...(query.last === undefined && query.before === undefined
      ? pageQuery({ query })
      : { first: number(query.first), after: query.after }),
    last: number(query.last),
    before: query.before,
    filter: { search: query.q, status: statusName(query.status), isAdmin },
    sort: sortQuery(query.sort, SORTS),
  };
}

/** A user as REST answers it: the status by its value. */

const userInput = ({ body }: RestRequest) => ({
  firstName: body.firstName,
  lastName: body.lastName,
  email: body.email,
  status: statusName(body.status),
  isAdmin: body.isAdmin,
});

/** The admin spec's /api/admin/users paths (section 7), each answered by a admin-users.rest.graphql operation. */
export const adminUsersRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/admin/users",
    operation: "AdminUsers",
    variables: listVariables,
    openapi: { sort: sortSchema(SORTS) },
    response: data =>
      (data.adminUsers as { edges: { node: unknown }[] }).edges.map(edge => edge.node),
  },
  {
    method: "GET",
    path: "/api/admin/users/instructors",
    operation: "AdminInstructors",
    response: data => data.adminInstructors,
  },
  {
    method: "POST",
    path: "/api/admin/users",
    operation: "AdminCreateUser",
    variables: req => ({
      input: {
        ...userInput(req),
        username: req.body.username,
        password: req.body.password,
        status: statusName(req.body.status ?? UserStatus.ACTIVE),
        isAdmin: req.body.isAdmin ?? false,
      },
    }),
    response: field("adminCreateUser"),
    status: 201,
  },
  {
    method: "PATCH",
    path: "/api/admin/users/:id",
    operation: "AdminUpdateUser",
    variables: req => ({ id: intParam(req, "id"), input: userInput(req) }),
    response: field("adminUpdateUser"),
  },
  {
    method: "POST",
    path: "/api/admin/users/:id/reset-password",
    operation: "AdminResetPassword",
    // The spec's body is { newPassword }: confirming it is the form's job. A caller who sends
    // confirmPassword too has the two compared.
    variables: req => {
      const { newPassword, confirmPassword } = pick("newPassword", "confirmPassword")(req);
      return {
        id: intParam(req, "id"),
        input: { newPassword, confirmPassword: confirmPassword ?? newPassword },
      };
    },
    response: data => data.adminResetPassword,
  },
  {
    method: "DELETE",
    path: "/api/admin/users/:id",
    operation: "AdminDeleteUser",
    variables: req => ({ id: intParam(req, "id") }),
    response: data => data.adminDeleteUser,
  },
  {
    method: "POST",
    path: "/api/admin/enrollments",
    // adminEnrolled is always true here: an administrator's enrollment is granted, not paid.
    operation: "AdminEnrollUser",
    variables: req => ({ input: pick("userId", "courseId")(req) }),
    ignores: { adminEnrolled: { type: "boolean", description: "Ignored: always true here" } },
    response: data => data.adminEnrollUser,
    status: 201,
  },
];
