import { badInput, invalidFields } from "../../errors.js";
import { centsToDollars } from "../../rest/json-schema.js";
import type { RestRequest, RestRoute } from "../../rest/route.js";
import { enumNames, intParam, pageQuery } from "../../rest/route.js";
import { dollarsToCents } from "../../rest/dollars.js";
import { PaymentDateRange, PaymentSource } from "./admin-payments.types.js";
import { PaymentStatus } from "./payment.entity.js";

/** The spec's query values (`successful`, `week`) by their GraphQL enum names; `all` is no filter. */
const STATUSES = enumNames(PaymentStatus);
const DATES = enumNames(PaymentDateRange);
const SOURCES = enumNames(PaymentSource);
const named = (names: ReturnType<typeof enumNames>, value: string | undefined) =>
  !value || value === "all" ? null : names.toName(value);

/** A payment as the spec answers it: its amount in dollars. */
const dollars = (row: Record<string, unknown>) => ({
  ...row,
  amount: centsToDollars(row.amountCents),
});

/**
 * The payments list's filter input (`AdminPaymentFilter`, by its GraphQL names) from the query
 * words `q`, `date`, `status` and `source`: the list's REST path and its CSV export read the same
 * words.
 */
export const paymentFilterOf = (query: RestRequest["query"]) => ({
  search: query.q ?? null,
  status: named(STATUSES, query.status),
  date: named(DATES, query.date),
  source: named(SOURCES, query.source),
});

function paymentsQuery({ query }: RestRequest) {
  return { ...pageQuery({ query }), filter: paymentFilterOf(query) };
}

/**
 * A header's value as the IETF draft's Idempotency-Key sends it, a structured-field string
 * (`"8e03978e"`), or bare as most clients send it; null when absent. The service checks it.
 */
function structuredString(value: string | undefined): string | null {
  if (value === undefined) return null;
  const quoted = /^"((?:[^"\\]|\\["\\])*)"$/.exec(value);
  return quoted ? quoted[1].replace(/\\(["\\])/g, "$1") : value;
}

/**
 * A refund names what it gives back: `amount` in dollars (as every REST body and answer), or
 * `full: true` for what is left. Never all of it by leaving the amount out.
 */
function refundVariables(req: RestRequest) {
  const paymentId = intParam(req, "id");
  // Read first: the OpenAPI document lists what a row reads before it refuses an empty body.
  const idempotencyKey = structuredString(req.headers["idempotency-key"]);
  const { amount, full, keepEnrollment, repeat } = req.body;
  if (full !== undefined && full !== null && typeof full !== "boolean") {
    throw badInput("full must be true or false");
  }
  const hasAmount = amount !== undefined && amount !== null;
  if (hasAmount && full) throw badInput("Give either amount or full: true, not both");
  if (!hasAmount && !full) {
    throw badInput(
      "Give the amount to refund in dollars, or full: true to refund all that is left",
    );
  }
  const amountCents = hasAmount ? dollarsToCents(amount, "amount")! : null;
  if (amountCents !== null && amountCents <= 0)
    throw invalidFields({ amount: "Amount must be more than 0" });
  return {
    input: {
      paymentId,
      amountCents,
      keepEnrollment,
      repeat,
      idempotencyKey,
    },
  };
}

/** The documented /api paths of this module, each answered by an operation of payments.rest.graphql. */
export const paymentsRoutes: RestRoute[] = [
  {
    // The spec's answer is the list, a page at a time (`first`, `after`, `Link`).
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
    variables: refundVariables,
    response: data => dollars(data.refundPayment as Record<string, unknown>),
    openapi: {
      id: "paymentId",
      amount: { type: "number", description: "Dollars, at most 2 decimals: a partial refund" },
      full: { type: "boolean", description: "true: refund what is left of the payment" },
      "idempotency-key": {
        type: "string",
        description:
          'Your key for this refund (1-255 printable ASCII characters, bare or as a structured-field string "..."): the same key with the same body answers the first answer and refunds once; with another body it is refused (422 IDEMPOTENCY_KEY_REUSED).',
      },
    },
  },
  {
    method: "GET",
    path: "/api/admin/receipts/:paymentId",
    operation: "AdminReceipt",
    variables: req => ({ paymentId: intParam(req, "paymentId") }),
    response: data => dollars(data.receipt as Record<string, unknown>),
  },
];
