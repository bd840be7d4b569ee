import { type PermissionRows, adminsOnly, input } from "../permissions.js";

/** An id no user has (nine digits, so the REST paths take it): past the role check, NOT_FOUND. */
const NOBODY = 999_999_999;
const pastRoleCheck = {
  anonymous: "UNAUTHENTICATED",
  learner: "FORBIDDEN",
  otherLearner: "FORBIDDEN",
  default: "NOT_FOUND",
} as const;

/** The admin Users screen's rows of the permission matrix. */
export const adminUsersPermissions: PermissionRows = fixtures => ({
  "Query.adminUsers": {
    query: "{ adminUsers(first: 2) { totalCount edges { node { id lastLogin } } } }",
    rest: { method: "GET", path: "/api/admin/users?first=2" },
    expect: adminsOnly,
  },
  "Query.adminInstructors": {
    query: "{ adminInstructors }",
    rest: { method: "GET", path: "/api/admin/users/instructors" },
    expect: adminsOnly,
  },
  "Mutation.adminCreateUser": {
    query: "mutation($input: AdminCreateUserInput!) { adminCreateUser(input: $input) { id } }",
    variables: () => {
      const name = `made${fixtures.unique()}`;
      return {
        input: {
          username: name,
          email: `${name}@example.com`,
          firstName: "Made",
          lastName: "ByAdmin",
          password: "Made#2026x",
          isAdmin: false,
          status: "Active",
        },
      };
    },
    rest: {
      method: "POST",
      path: "/api/admin/users",
      body: vars => ({ ...(input(vars) as object), status: "active" }),
      status: 201,
    },
    expect: adminsOnly,
  },
  "Mutation.adminUpdateUser": {
    query: `mutation { adminUpdateUser(id: ${NOBODY}, input: { firstName: "Renamed" }) { id } }`,
    rest: {
      method: "PATCH",
      path: `/api/admin/users/${NOBODY}`,
      body: () => ({ firstName: "Renamed" }),
    },
    expect: pastRoleCheck,
  },
  "Mutation.adminResetPassword": {
    query: `mutation { adminResetPassword(id: ${NOBODY}, input: { newPassword: "Reset#2026x", confirmPassword: "Reset#2026x" }) { success } }`,
    rest: {
      method: "POST",
      path: `/api/admin/users/${NOBODY}/reset-password`,
      body: () => ({ newPassword: "Reset#2026x", confirmPassword: "Reset#2026x" }),
    },
    expect: pastRoleCheck,
  },
  "Mutation.adminEnrollUser": {
    query: "mutation($input: AdminEnrollUserInput!) { adminEnrollUser(input: $input) { id } }",
    variables: () => ({ input: { userId: NOBODY, courseId: fixtures.courseId() } }),
    rest: {
      method: "POST",
      path: "/api/admin/enrollments",
      body: vars => ({ ...(input(vars) as object), adminEnrolled: true }),
      status: 201,
    },
    expect: pastRoleCheck,
  },
  "Mutation.adminDeleteUser": {
    // Only SuperAdmins get past the role check (to NOT_FOUND: nobody has this id).
    query: `mutation { adminDeleteUser(id: ${NOBODY}) { success } }`,
    rest: { method: "DELETE", path: `/api/admin/users/${NOBODY}` },
    expect: {
      anonymous: "UNAUTHENTICATED",
      learner: "FORBIDDEN",
      superAdmin: "NOT_FOUND",
      default: "FORBIDDEN",
    },
  },
});
