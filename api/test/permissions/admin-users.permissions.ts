import { type PermissionRows, adminsOnly, input, superAdminsOnly } from "./matrix.js";

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
          status: "ACTIVE",
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
  "Mutation.adminUpdateUser (an administrator's name)": {
    query: `mutation($id: Int!) { adminUpdateUser(id: $id, input: { firstName: "Renamed" }) { id } }`,
    variables: async () => ({ id: await fixtures.newAdmin() }),
    rest: {
      method: "PATCH",
      path: vars => `/api/admin/users/${String(vars.id)}`,
      body: () => ({ firstName: "Renamed" }),
    },
    expect: superAdminsOnly,
  },
  "Mutation.adminUpdateUser (suspending an administrator)": {
    query: `mutation($id: Int!) { adminUpdateUser(id: $id, input: { status: SUSPENDED }) { id } }`,
    variables: async () => ({ id: await fixtures.newAdmin() }),
    rest: {
      method: "PATCH",
      path: vars => `/api/admin/users/${String(vars.id)}`,
      body: () => ({ status: "suspended" }),
    },
    expect: superAdminsOnly,
  },
  "Mutation.adminResetPassword (an administrator)": {
    query: `mutation($id: Int!) { adminResetPassword(id: $id, input: { newPassword: "Reset#2026x", confirmPassword: "Reset#2026x" }) { success } }`,
    variables: async () => ({ id: await fixtures.newAdmin() }),
    rest: {
      method: "POST",
      path: vars => `/api/admin/users/${String(vars.id)}/reset-password`,
      body: () => ({ newPassword: "Reset#2026x", confirmPassword: "Reset#2026x" }),
    },
    expect: superAdminsOnly,
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
  "Mutation.adminDeleteUser (an administrator)": {
    query: `mutation($id: Int!) { adminDeleteUser(id: $id) { success } }`,
    variables: async () => ({ id: await fixtures.newAdmin() }),
    rest: { method: "DELETE", path: vars => `/api/admin/users/${String(vars.id)}` },
    expect: superAdminsOnly,
  },
});

/** Who may preview and run a bulk enrollment: administrators. */
export const bulkEnrollmentPermissions: PermissionRows = fixtures => ({
  "Query.previewBulkEnrollment": {
    query:
      'query($course: Int!) { previewBulkEnrollment(input: { courseId: $course, csv: "first_name,last_name,email\\nA,B,nobody@example.com" }) { outcome reason } }',
    variables: () => ({ course: fixtures.courseId() }),
    expect: adminsOnly,
  },
  "Mutation.adminBulkEnroll": {
    query:
      'mutation($course: Int!) { adminBulkEnroll(input: { courseId: $course, csv: "first_name,last_name,email\\nA,B,nobody@example.com" }) { outcome } }',
    variables: () => ({ course: fixtures.courseId() }),
    // No account has the list's address: nothing is enrolled.
    expect: adminsOnly,
  },
});
