import { type PermissionRows, adminsOnly, everyone } from "./matrix.js";

/** An id no course has: the delete row is refused past the role check, so it deletes nothing. */
const NO_COURSE = 999_999_999;

/** Who may call this module's root fields: its rows of the permission matrix. */
export const coursesPermissions: PermissionRows = fixtures => ({
  "Query.courses": {
    query: "{ courses { id } }",
    rest: { method: "GET", path: "/api/courses" },
    expect: everyone,
  },
  "Query.course": {
    query: "query($id: Int!) { course(id: $id) { id } }",
    variables: () => ({ id: fixtures.courseId() }),
    rest: { method: "GET", path: vars => `/api/courses/${String(vars.id)}` },
    expect: everyone,
  },
  "Query.adminCourses": {
    query: "{ adminCourses { edges { node { id } } totalCount } }",
    rest: { method: "GET", path: "/api/admin/courses" },
    expect: adminsOnly,
  },
  "Mutation.adminCreateCourse": {
    query: "mutation($input: AdminCourseInput!) { adminCreateCourse(input: $input) { id } }",
    variables: () => ({
      input: { title: `Permission course ${fixtures.unique()}`, description: "Made by a test." },
    }),
    rest: {
      method: "POST",
      path: "/api/admin/courses",
      body: vars => ({ ...(vars.input as object), price: 12.5 }),
      status: 201,
    },
    expect: adminsOnly,
  },
  "Mutation.uploadCourseImage": {
    query:
      "mutation($id: Int!, $image: String!) { uploadCourseImage(id: $id, image: $image) { id } }",
    variables: () => ({ id: fixtures.courseId(), image: "data:image/png;base64,AAAA" }),
    expect: {
      anonymous: "UNAUTHENTICATED",
      learner: "FORBIDDEN",
      otherLearner: "FORBIDDEN",
      default: "BAD_USER_INPUT",
    },
  },
  "Mutation.adminUpdateCourse": {
    query:
      "mutation($id: Int!, $input: AdminCourseUpdateInput!) { adminUpdateCourse(id: $id, input: $input) { id } }",
    variables: () => ({ id: fixtures.courseId(), input: { isFeatured: false } }),
    rest: {
      method: "PATCH",
      path: vars => `/api/admin/courses/${String(vars.id)}`,
      body: vars => vars.input,
    },
    expect: adminsOnly,
  },
  "Mutation.adminDeleteCourse": {
    query: "mutation($id: Int!) { adminDeleteCourse(id: $id) { deleted } }",
    variables: () => ({ id: NO_COURSE }),
    rest: { method: "DELETE", path: vars => `/api/admin/courses/${String(vars.id)}` },
    expect: {
      anonymous: "UNAUTHENTICATED",
      learner: "FORBIDDEN",
      otherLearner: "FORBIDDEN",
      default: "NOT_FOUND",
    },
  },
});
