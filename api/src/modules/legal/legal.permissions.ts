import { type PermissionRows, everyone } from "../permissions.js";

/** Who may call this module's root fields: its rows of the permission matrix. */
export const legalPermissions: PermissionRows = _fixtures => ({
  "Query.legalPage": {
    query: "{ legalPage(page: Terms) { title } }",
    rest: { method: "GET", path: "/api/legal/terms" },
    expect: everyone,
  },
  "Query.activeLegalDocument": {
    query: "{ activeLegalDocument(type: EnrollmentAgreement) { id } }",
    rest: { method: "GET", path: "/api/legal-documents/type/enrollment" },
    expect: everyone,
  },
});
