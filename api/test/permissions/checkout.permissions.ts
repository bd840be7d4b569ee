import type { PermissionRows } from "./matrix.js";

const UNKNOWN_PAYMENT = "pi_unknown_to_the_processor";
const NO_COURSE = 999_999_999;

/** Who may call this module's root fields: its rows of the permission matrix. */
export const checkoutPermissions: PermissionRows = fixtures => ({
  "Mutation.createPaymentIntent": {
    // Past the role check: a course nobody can buy (the rows must not depend on each other).
    query: "mutation($courseId: Int!) { createPaymentIntent(courseId: $courseId) { id } }",
    variables: () => ({ courseId: NO_COURSE }),
    rest: {
      method: "POST",
      path: "/api/create-payment-intent",
      body: vars => ({ courseId: vars.courseId, amount: 1 }),
    },
    expect: { anonymous: "UNAUTHENTICATED", default: "NOT_FOUND" },
  },
  "Query.checkoutSeller": {
    // Past the role check: an address no partner has.
    query:
      "query($storefront: String!, $courseId: Int!) { checkoutSeller(storefront: $storefront, courseId: $courseId) { name } }",
    variables: () => ({ storefront: "no-such-storefront", courseId: fixtures.courseId() }),
    expect: { anonymous: "UNAUTHENTICATED", default: "NOT_FOUND" },
  },
  "Query.checkoutEnrollment": {
    query:
      "query($courseId: Int!, $paymentId: String!) { checkoutEnrollment(courseId: $courseId, paymentId: $paymentId) { id } }",
    variables: () => ({ courseId: fixtures.courseId(), paymentId: UNKNOWN_PAYMENT }),
    rest: { method: "POST", path: "/api/enroll", body: vars => vars },
    expect: { anonymous: "UNAUTHENTICATED", default: "NOT_FOUND" },
  },
});
