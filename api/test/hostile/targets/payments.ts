import fc from "fast-check";
import { hostileNumber, hostileString, wrongValue } from "../hostile-values.js";
import { FIXTURE_ID, type HostileRequest, graphqlRequest, headerValue } from "./request.js";

export const REFUND_RETRIES_TARGET = "refund retries";

/**
 * Refunds of one payment that can be refunded (the fixture, paid with the demo processor) asked
 * again and again, as a super admin: over REST with an Idempotency-Key header of any shape or
 * a repeated one, over GraphQL with any idempotencyKey (control characters too), the same or
 * another small amount, with or without `repeat`. A replay answers; another body with a key
 * used before is a 422; an identical refund without a key a 409; never a 5xx.
 */
export const refundRetries: fc.Arbitrary<HostileRequest> = fc
  .tuple(
    fc.boolean(),
    fc.option(headerValue),
    fc.option(fc.oneof(headerValue, hostileString), { nil: undefined }),
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(0.01, 0.02, 0.03) },
      fc.oneof(hostileNumber, wrongValue),
    ),
    fc.option(fc.oneof(fc.boolean(), wrongValue), { nil: undefined }),
    fc.option(fc.oneof(fc.boolean(), wrongValue), { nil: undefined }),
  )
  .map(([rest, header, key, amount, keep, repeat]) => {
    if (rest) {
      return {
        label: "POST /api/admin/payments/:id/refund (retried)",
        path: `/api/admin/payments/${FIXTURE_ID}/refund`,
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(header === null ? {} : { "idempotency-key": header }),
        },
        body: JSON.stringify({ amount, keepEnrollment: keep ?? true, repeat }),
        role: "superAdmin" as const,
      };
    }
    const cents = typeof amount === "number" ? Math.round(amount * 100) : amount;
    return {
      ...graphqlRequest(
        "refundPayment",
        "mutation Retry($input: RefundPaymentInput!) { refundPayment(input: $input) { id refundedCents } }",
        {
          input: {
            paymentId: FIXTURE_ID,
            amountCents: cents,
            keepEnrollment: keep ?? true,
            idempotencyKey: key,
            repeat,
          },
        },
      ),
      role: "superAdmin" as const,
    };
  });
