import { type PermissionRows, adminsOnly, everyone } from "./matrix.js";

const UNKNOWN_PAYMENT = "pi_unknown_to_the_processor";
const adminsOnly404 = { ...adminsOnly, default: "NOT_FOUND" } as const;
const NO_COURSE = 999_999_999;

/** Who may call this module's root fields: its rows of the permission matrix. */
export const paymentsPermissions: PermissionRows = () => ({
  "Query.paymentSettings": {
    query: "{ paymentSettings { processor } }",
    expect: everyone,
  },
  "Mutation.confirmDemoPayment": {
    // Whoever holds the client secret may pay (as with Stripe.js); an unknown payment is not found.
    query: "mutation($input: DemoPaymentInput!) { confirmDemoPayment(input: $input) { status } }",
    variables: () => ({
      input: {
        paymentIntentId: UNKNOWN_PAYMENT,
        clientSecret: "secret",
        cardNumber: "4242 4242 4242 4242",
        expMonth: 12,
        expYear: 2040,
        cvc: "123",
      },
    }),
    expect: "NOT_FOUND",
  },
  "Query.payments": {
    query: "{ payments(first: 5) { totalCount edges { node { id } } } }",
    rest: { method: "GET", path: "/api/admin/payments?status=successful&date=month" },
    expect: adminsOnly,
  },
  "Query.paymentSummary": {
    query: "{ paymentSummary(filter: { date: WEEK }) { current { revenueCents } } }",
    expect: adminsOnly,
  },
  "Query.receipt": {
    // A payment nobody made: past the role check, there is no receipt to show.
    query: "query($id: Int!) { receipt(paymentId: $id) { receiptNumber } }",
    variables: () => ({ id: NO_COURSE }),
    rest: { method: "GET", path: vars => `/api/admin/receipts/${String(vars.id)}` },
    expect: { anonymous: "UNAUTHENTICATED", default: "NOT_FOUND" },
  },
  "Mutation.refundPayment": {
    // A payment nobody made: past the role check, there is nothing to refund.
    query: "mutation($id: Int!) { refundPayment(input: { paymentId: $id }) { id } }",
    variables: () => ({ id: NO_COURSE }),
    rest: {
      method: "POST",
      path: vars => `/api/admin/payments/${String(vars.id)}/refund`,
      body: () => ({ full: true }),
    },
    expect: adminsOnly404,
  },
  "Query.myReceipts": {
    query: "{ myReceipts { receiptNumber downloadUrl } }",
    expect: { anonymous: "UNAUTHENTICATED", default: "OK" },
  },
});
