import { type RestRoute, field } from "../../rest/route.js";

/** The documented /api paths of this module, each answered by an operation of legal.rest.graphql. */
export const legalRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/legal/:page",
    operation: "LegalPage",
    variables: req => ({ page: req.params.page }),
    response: field("legalPage"),
  },
  {
    method: "GET",
    path: "/api/legal-documents/type/:type",
    operation: "ActiveLegalDocument",
    variables: req => ({ type: req.params.type }),
    response: field("activeLegalDocument"),
  },
];
