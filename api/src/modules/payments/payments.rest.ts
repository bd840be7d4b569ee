import type { RestRequest, RestRoute } from "../../rest/route.js";
import { enumNames, intParam, pick } from "../../rest/route.js";
import { PaymentDateRange } from "./admin-payments.types.js";
import { PaymentStatus } from "./payment.entity.js";

/** The spec's query values (`successful`, `week`) by their GraphQL enum names; `all` is no filter. */
const STATUSES = enumNames(PaymentStatus);
const DATES = enumNames(PaymentDateRange);
const named = (names: ReturnType<typeof enumNames>, value: string | undefined) =>
  !value || value === "all" ? null : names.toName(value);

const dollars = (row: Record<string, unknown>) => ({
  ...row,
  amount: (row.amountCents as number) / 100,
});

function paymentsQuery({ query }: RestRequest) {
  return {
    first: query.first === undefined ? 100 : Number(query.first),
    after: query.after ?? null,
    filter: {
      search: query.q ?? null,
      status: named(STATUSES, query.status),
      date: named(DATES, query.date),
    },
  };
}

/** The documented /api paths of this module, each answered by an operation of payments.rest.graphql. */
export const paymentsRoutes: RestRoute[] = [
  {
    // The spec's body carries an amount too: it is ignored, the course's price is charged.
    method: "POST",
    path: "/api/create-payment-intent",
    operation: "CreatePaymentIntent",
    variables: pick("courseId"),
    response: data => {
      const intent = data.createPaymentIntent as Record<string, unknown>;
      return {
        ...intent,
        paymentIntentId: intent.id,
        amount: (intent.amountCents as number) / 100,
      };
    },
  },
  {
    method: "POST",
    path: "/api/enroll",
    operation: "Enroll",
    variables: pick("courseId", "paymentId"),
    response: data => data.enroll,
  },
  {
    // The spec's answer is the list; `first` (at most 100) and `after` page through it.
    method: "GET",
    path: "/api/admin/payments",
    operation: "AdminPayments",
    variables: paymentsQuery,
    response: data =>
      (data.payments as { edges: { node: Record<string, unknown> }[] }).edges.map(edge =>
        dollars(edge.node),
      ),
  },
  {
    method: "POST",
    path: "/api/admin/payments/:id/refund",
    operation: "RefundPayment",
    variables: req => ({
      input: {
        paymentId: intParam(req, "id"),
        amountCents: req.body.amountCents,
        keepEnrollment: req.body.keepEnrollment,
      },
    }),
    response: data => dollars(data.refundPayment as Record<string, unknown>),
    openapi: { id: "paymentId" },
  },
  {
    method: "GET",
    path: "/api/admin/receipts/:paymentId",
    operation: "AdminReceipt",
    variables: req => ({ paymentId: intParam(req, "paymentId") }),
    response: data => dollars(data.receipt as Record<string, unknown>),
  },
];
