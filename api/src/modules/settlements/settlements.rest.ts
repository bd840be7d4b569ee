import { type RestRoute, field, intParam } from "../../rest/route.js";

/** The /api paths of settlements (docs/partners.md), each answered by settlements.rest.graphql. */
export const settlementRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/partners/:partnerId/payout-account",
    operation: "PartnerPayoutAccount",
    variables: req => ({ partnerId: intParam(req, "partnerId") }),
    response: field("partnerPayoutAccount"),
  },
  {
    method: "POST",
    path: "/api/partners/:partnerId/payout-account/onboarding",
    operation: "StartPayoutOnboarding",
    variables: req => ({ partnerId: intParam(req, "partnerId") }),
    response: field("startPayoutOnboarding"),
  },
];
