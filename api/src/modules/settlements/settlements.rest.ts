import {
  type RestRequest,
  type RestRoute,
  enumNames,
  field,
  intParam,
  pageQuery,
} from "../../rest/route.js";
import { StatementStatus } from "./statement.rules.js";

const STATUSES = enumNames(StatementStatus);

/** A connection's rows, as a REST list answers them (the next page in its Link header). */
const nodes = (connection: unknown) =>
  (connection as { edges: { node: unknown }[] }).edges.map(edge => edge.node);

/** The admin list's filter from `?partnerId=&from=&to=&status=` (GraphQL checks each). */
function adminStatementsQuery({ query }: RestRequest) {
  const partnerId = query.partnerId;
  return {
    ...pageQuery({ query }),
    filter: {
      partnerId: partnerId && /^\d{1,9}$/.test(partnerId) ? Number(partnerId) : (partnerId ?? null),
      from: query.from ?? null,
      to: query.to ?? null,
      status: query.status ? STATUSES.toName(query.status) : null,
    },
  };
}

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
  {
    method: "GET",
    path: "/api/partners/:partnerId/statements",
    operation: "PartnerStatements",
    variables: req => ({ ...pageQuery(req), partnerId: intParam(req, "partnerId") }),
    response: data => nodes(data.partnerStatements),
  },
  {
    method: "GET",
    path: "/api/admin/statements",
    operation: "AdminStatements",
    variables: adminStatementsQuery,
    response: data => {
      const { statements, totals } = data.adminStatements as {
        statements: unknown;
        totals: unknown;
      };
      return { statements: nodes(statements), totals };
    },
  },
  {
    method: "POST",
    path: "/api/admin/statements/close",
    operation: "AdminCloseStatements",
    response: data => ({ made: data.adminCloseStatements }),
  },
  {
    method: "POST",
    path: "/api/admin/statements/:statementId/approve",
    operation: "ApproveStatement",
    variables: req => ({ statementId: intParam(req, "statementId") }),
    response: field("approveStatement"),
  },
];
