import { type RestRoute, field, intParam } from "../../rest/route.js";

/** The /api paths of partners (docs/partners.md), each answered by partners.rest.graphql. */
export const partnerRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/partners/mine",
    operation: "MyPartners",
    response: field("myPartners"),
  },
  {
    method: "GET",
    path: "/api/partners/:partnerId",
    operation: "Partner",
    variables: req => ({ partnerId: intParam(req, "partnerId") }),
    response: field("partner"),
  },
];
