import { centsToDollars } from "../../rest/json-schema.js";
import {
  type RestRequest,
  type RestRoute,
  enumNames,
  intParam,
  pageQuery,
} from "../../rest/route.js";
import { EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { PaymentDateRange } from "../payments/admin-payments.types.js";

/** The query words by their GraphQL enum names (`completed`, `month`); `all` is no filter. */
const STATUSES = enumNames(EnrollmentStatus);
const DATES = enumNames(PaymentDateRange);
const named = (names: ReturnType<typeof enumNames>, value: string | undefined) =>
  !value || value === "all" ? null : names.toName(value);

/** A whole number as GraphQL takes it; anything else passes on for GraphQL to refuse. */
const whole = (value: string | undefined) =>
  value === undefined || value === "" ? null : /^\d{1,9}$/.test(value) ? Number(value) : value;

/** The partner, the page (`first`, `after`) and the search `q` every list reads. */
const listOf = (req: RestRequest, filter: Record<string, unknown> = {}) => ({
  partnerId: intParam(req, "partnerId"),
  ...pageQuery(req),
  filter: { search: req.query.q ?? null, ...filter },
});

type Edges = { edges: { node: Record<string, unknown> }[] };
const nodes = (page: unknown) => (page as Edges).edges.map(edge => edge.node);

/** A sale's money in dollars, as every REST answer (docs/api.md). */
const dollars = (row: Record<string, unknown>) => ({
  ...row,
  amount: centsToDollars(row.amountCents),
  refunded: centsToDollars(row.refundedCents),
});

/** The partner's lists (docs/partners.md), answered by partners.rest.graphql, a page at a time. */
export const partnerLearnerRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/partners/:partnerId/learners",
    operation: "PartnerLearners",
    variables: req => listOf(req),
    response: data => nodes(data.partnerLearners),
    openapi: { q: "search" },
  },
  {
    method: "GET",
    path: "/api/partners/:partnerId/enrollments",
    operation: "PartnerEnrollments",
    variables: req =>
      listOf(req, {
        courseId: whole(req.query.courseId),
        status: named(STATUSES, req.query.status),
      }),
    response: data => nodes(data.partnerEnrollments),
    openapi: { q: "search" },
  },
  {
    method: "GET",
    path: "/api/partners/:partnerId/sales",
    operation: "PartnerSales",
    variables: req => listOf(req, { date: named(DATES, req.query.date) }),
    response: data => {
      const page = data.partnerSales as Edges & { totals: Record<string, unknown> };
      return {
        totals: {
          ...page.totals,
          amount: centsToDollars(page.totals.amountCents),
          refunded: centsToDollars(page.totals.refundedCents),
          net: centsToDollars(page.totals.netCents),
        },
        sales: nodes(page).map(dollars),
      };
    },
    openapi: { q: "search" },
  },
];
