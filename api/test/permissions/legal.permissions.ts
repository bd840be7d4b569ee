import { type PermissionRows, adminsOnly, everyone } from "./matrix.js";

/** An id no document has: the delete row is refused past the role check, so it deletes nothing. */
const NO_DOCUMENT = 999_999_999;

/** Who may call this module's root fields: its rows of the permission matrix. */
export const legalPermissions: PermissionRows = fixtures => ({
  "Query.legalPage": {
    query: "{ legalPage(page: TERMS) { title } }",
    rest: { method: "GET", path: "/api/legal/terms" },
    expect: everyone,
  },
  "Query.activeLegalDocument": {
    query: "{ activeLegalDocument(type: ENROLLMENT_AGREEMENT) { id } }",
    rest: { method: "GET", path: "/api/legal-documents/type/enrollment" },
    expect: everyone,
  },
  "Query.adminLegalDocuments": {
    query: "{ adminLegalDocuments { edges { node { id acceptedCount } } totalCount } }",
    rest: { method: "GET", path: "/api/admin/legal/documents" },
    expect: adminsOnly,
  },
  "Mutation.adminCreateLegalDocument": {
    // Of type Other, so the other rows' active documents stay active.
    query:
      "mutation($input: AdminLegalDocumentInput!) { adminCreateLegalDocument(input: $input) { id } }",
    variables: () => ({
      input: {
        title: `Permission document ${fixtures.unique()}`,
        content: "<p>Made by a test.</p>",
        type: "OTHER",
      },
    }),
    rest: {
      method: "POST",
      path: "/api/admin/legal/documents",
      body: vars => ({ ...(vars.input as object), type: "other" }),
      status: 201,
    },
    expect: adminsOnly,
  },
  "Mutation.adminUpdateLegalDocument": {
    query:
      "mutation($id: Int!, $input: AdminLegalDocumentUpdateInput!) { adminUpdateLegalDocument(id: $id, input: $input) { id } }",
    variables: () => ({
      id: fixtures.agreementDocumentId(),
      input: { title: "Enrollment Agreement" },
    }),
    rest: {
      method: "PATCH",
      path: vars => `/api/admin/legal/documents/${String(vars.id)}`,
      body: vars => vars.input,
    },
    expect: adminsOnly,
  },
  "Mutation.adminDeleteLegalDocument": {
    query: "mutation($id: Int!) { adminDeleteLegalDocument(id: $id) { deleted } }",
    variables: () => ({ id: NO_DOCUMENT }),
    rest: { method: "DELETE", path: vars => `/api/admin/legal/documents/${String(vars.id)}` },
    expect: {
      anonymous: "UNAUTHENTICATED",
      learner: "FORBIDDEN",
      otherLearner: "FORBIDDEN",
      default: "NOT_FOUND",
    },
  },
});
