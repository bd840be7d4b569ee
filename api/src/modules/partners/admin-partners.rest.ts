import { centsToDollars } from "../../rest/json-schema.js";
import { type RestRoute, enumNames, intParam, pageQuery } from "../../rest/route.js";
import { LicenseType } from "./licence.rules.js";
import { PartnerStatus } from "./partner.entity.js";

const STATUSES = enumNames(PartnerStatus);
const LICENCES = enumNames(LicenseType);

type Row = Record<string, unknown>;
/** A row's month of sales in dollars too, as every REST answer (docs/api.md). */
const dollars = (row: Row) => ({
  ...row,
  salesThisMonthAmount: centsToDollars(row.salesThisMonthCents),
});

/** The academy's Partners screen over REST (docs/partners.md), answered by partners.rest.graphql. */
export const adminPartnerRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/admin/partners",
    operation: "AdminPartners",
    variables: req => ({
      ...pageQuery(req),
      filter: {
        status: req.query.status ? STATUSES.toName(req.query.status) : null,
        licenceType: req.query.licenceType ? LICENCES.toName(req.query.licenceType) : null,
        search: req.query.q ?? null,
      },
    }),
    response: data =>
      (data.adminPartners as { edges: { node: Row }[] }).edges.map(edge => dollars(edge.node)),
    openapi: { q: "search" },
  },
  {
    method: "GET",
    path: "/api/admin/partners/:partnerId",
    operation: "AdminPartner",
    variables: req => ({ partnerId: intParam(req, "partnerId") }),
    response: data => {
      const { partner, summary, terms } = data.adminPartner as Row;
      return { ...(partner as Row), summary: dollars(summary as Row), terms };
    },
  },
];
