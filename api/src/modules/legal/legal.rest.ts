import { notFound } from "../../graphql/errors.js";
import { type RestRoute, field } from "../../rest/route.js";
import { LegalDocumentType } from "./legal-document.entity.js";
import { LegalPageName } from "./legal.types.js";

// The paths carry the spec's lower-case names; GraphQL takes the enum value names. Maps, so a
// caller's "constructor" or "__proto__" names nothing.
const enumNames = <T extends Record<string, string>>(
  values: T,
  aliases: [string, T[keyof T]][],
) => {
  const byValue = new Map(Object.entries(values).map(([name, value]) => [value as string, name]));
  for (const [alias, value] of aliases) byValue.set(alias, byValue.get(value)!);
  return byValue;
};
const PAGES = enumNames(LegalPageName, []);
/** Document types by their own names and the short names the earlier client used. */
const TYPES = enumNames(LegalDocumentType, [
  ["enrollment", LegalDocumentType.EnrollmentAgreement],
  ["terms", LegalDocumentType.TermsOfService],
  ["privacy", LegalDocumentType.PrivacyPolicy],
  ["refund", LegalDocumentType.RefundPolicy],
]);

/** The REST answer keeps the type's kebab-case value. */
const TYPE_VALUES = new Map<string, string>(Object.entries(LegalDocumentType));
function withTypeValue(data: Record<string, unknown>) {
  const doc = data.activeLegalDocument as { type: string };
  return { ...doc, type: TYPE_VALUES.get(doc.type) };
}

/** The documented /api paths of this module, each answered by an operation of legal.rest.graphql. */
export const legalRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/legal/:page",
    operation: "LegalPage",
    variables: ({ params }) => {
      const page = PAGES.get(params.page);
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
      const type = TYPES.get(params.type);
      if (!type) throw notFound(`No active ${params.type} document found`);
      return { type };
    },
    response: withTypeValue,
  },
];
