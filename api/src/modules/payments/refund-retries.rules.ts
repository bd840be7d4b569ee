import { createHash } from "node:crypto";
import { AppError, invalidFields, waitText } from "../../errors.js";
import type { Payment } from "./payment.entity.js";
import { dollars, refundsOf } from "./refund-records.rules.js";

/**
 * What an administrator's refund asks, and how a retry of it is told from a new refund: by the
 * caller's idempotency key, or without one by the same amount within 10 minutes.
 */
export interface RefundRequest {
  paymentId: number;
  /** Part of what is left; all of it when absent. */
  amountCents?: number | null;
  /** The learner keeps the course (needed for a partial refund). */
  keepEnrollment?: boolean | null;
  /** Enrollments on seats bought with the payment that end with the refund (PurchaseKind). */
  endEnrollmentIds?: number[] | null;
  /**
   * The caller's key: the same key (from the same administrator, for the same payment) again is
   * the same refund. 1-255 printable ASCII characters.
   */
  idempotencyKey?: string | null;
  /** Without a key: the same amount again within 10 minutes is meant, not a retry. */
  repeat?: boolean | null;
}

/** How long an identical refund asked without a key is taken for a retry. */
export const REPEAT_WINDOW_MS = 10 * 60_000;

export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The caller's idempotency key, if it is one: 1-255 printable ASCII characters. */
export function checkedKey(key: string): string {
  if (!/^[\x20-\x7e]{1,255}$/.test(key)) {
    throw invalidFields({
      idempotencyKey: "The idempotency key must be 1 to 255 printable ASCII characters",
    });
  }
  return key;
}

/** What a refund asks, as a key's request is compared with its retries. */
export const fingerprintOf = (request: RefundRequest) =>
  sha256(
    JSON.stringify([
      request.amountCents ?? null,
      request.keepEnrollment ?? null,
      [...(request.endEnrollmentIds ?? [])].sort((a, b) => a - b),
    ]),
  );

const sameIds = (a: readonly number[] = [], b: readonly number[] = []) =>
  a.length === b.length && a.every(id => b.includes(id));

/**
 * Refuses, without a key, the same amount as a refund of the payment recorded in the last 10
 * minutes (not failed or canceled; ending the same enrollments of seats), naming it: most likely
 * the same request sent again.
 */
export function refuseRepeat(
  payment: Payment,
  amountCents: number,
  endEnrollmentIds: readonly number[] | null | undefined,
  now = Date.now(),
) {
  const earlier = refundsOf(payment).find(refund => {
    const at = Date.parse(refund.askedAt ?? refund.refundedAt ?? "");
    return (
      refund.amountCents === amountCents &&
      sameIds(refund.endEnrollmentIds, endEnrollmentIds ?? []) &&
      refund.status !== "failed" &&
      refund.status !== "canceled" &&
      now - at < REPEAT_WINDOW_MS
    );
  });
  if (!earlier) return;
  const ago = waitText((now - Date.parse(earlier.askedAt ?? earlier.refundedAt!)) / 1000);
  throw new AppError(
    "CONFLICT",
    `A refund of ${dollars(amountCents)} (${earlier.id}) was made ${ago} ago. To give the same amount back again, say it is a new refund (repeat), or send an idempotency key.`,
    { refundId: earlier.id },
  );
}
