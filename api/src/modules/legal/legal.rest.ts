import { notFound } from "../../errors.js";
import {
  type RestRequest,
  type RestRoute,
  enumNames,
  field,
  intParam,
  pageQuery,
} from "../../rest/route.js";
import { LegalDocumentType } from "./legal-document.entity.js";
import { LegalPageName } from "./legal.types.js";

const PAGES = enumNames(LegalPageName);
/** Document types by their own names and the short names the earlier client used. */
const TYPES = enumNames(LegalDocumentType, [
  ["enrollment", LegalDocumentType.ENROLLMENT_AGREEMENT],
  ["terms", LegalDocumentType.TERMS_OF_SERVICE],
  ["privacy", LegalDocumentType.PRIVACY_POLICY],
  ["refund", LegalDocumentType.REFUND_POLICY],
]);

const activeDocument = (data: Record<string, unknown>) => data.activeLegalDocument;
const documentOf = (name: string) => (data: Record<string, unknown>) => data[name];
const documentsOf = (name: string) => (data: Record<string, unknown>) =>
  (data[name] as { edges: { node: { type: string } }[] }).edges.map(edge => edge.node);

/** A type by its REST name; an unknown one goes on as given, for GraphQL to refuse (400). */

const DOCUMENT_FIELDS = ["title", "content", "version", "isActive", "requiresSignature"] as const;

/** The document form's body as the GraphQL input; a new one without title or content is told so. */
function documentInput({ body }: RestRequest, creating = false): Record<string, unknown> {
  const input: Record<string, unknown> = creating ? { title: "", content: "" } : {};
  for (const name of DOCUMENT_FIELDS) if (body[name] !== undefined) input[name] = body[name];
  if (body.type !== undefined) input.type = TYPES.toName(body.type);
  return input;
}

function listVariables({ query }: RestRequest) {
  const filter: Record<string, unknown> = {};
  if (query.q) filter.search = query.q;
  if (query.type) filter.type = TYPES.toName(query.type);
  return { ...pageQuery({ query }), filter };
}

/** The documented /api paths of this module, each answered by an operation of legal.rest.graphql. */
export const legalRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/legal/:page",
    operation: "LegalPage",
    variables: ({ params }) => {
      const page = PAGES.nameOf(params.page);
      if (!page) throw notFound("Document not found");
      return { page };
    },
    response: field("legalPage"),
  },
  {
    method: "GET",
    path: "/api/legal-documents/type/:type",
    operation: "ActiveLegalDocument",
    variables: ({ params }) => {
      const type = TYPES.nameOf(params.type);
      if (!type) throw notFound(`No active ${params.type} document found`);
      return { type };
    },
    response: activeDocument,
  },
  {
    // Newest first (`q`, `type`), a page at a time (`first`, `after`, `Link`).
    method: "GET",
    path: "/api/admin/legal/documents",
    operation: "AdminLegalDocuments",
    variables: listVariables,
    response: documentsOf("adminLegalDocuments"),
  },
  {
    method: "POST",
    path: "/api/admin/legal/documents",
    operation: "AdminCreateLegalDocument",
    variables: req => ({ input: documentInput(req, true) }),
    response: documentOf("adminCreateLegalDocument"),
    status: 201,
  },
  {
    method: "PATCH",
    path: "/api/admin/legal/documents/:id",
    operation: "AdminUpdateLegalDocument",
    variables: req => ({ id: intParam(req, "id"), input: documentInput(req) }),
    response: documentOf("adminUpdateLegalDocument"),
  },
  {
    method: "DELETE",
    path: "/api/admin/legal/documents/:id",
    operation: "AdminDeleteLegalDocument",
    variables: req => ({ id: intParam(req, "id") }),
    response: field("adminDeleteLegalDocument"),
  },
];
