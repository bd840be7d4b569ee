import { AppError, notFound } from "../../errors.js";
import type { Context, SucceededPayment } from "../../graphql/context.js";

/** Refusals that mean "not a payment of ours to fulfil": retrying them changes nothing. */
const NOT_OURS = new Set(["NOT_FOUND", "BAD_USER_INPUT", "FORBIDDEN", "CONFLICT"]);

/**
 * Fulfils a succeeded payment as the kind of purchase that claims its metadata, as the Stripe
 * webhook and the demo processor do. Answers null when it is fulfilled (now or before), or why it
 * is not a payment of ours to fulfil; any other failure is thrown, for the caller to retry.
 */
export async function fulfilPurchase(
  ctx: Context,
  payment: SucceededPayment,
): Promise<string | null> {
  const kind = ctx.purchases.find(candidate => candidate.claims(payment.metadata));
  try {
    if (!kind) throw notFound("Payment not found");
    await kind.fulfil(ctx, payment);
    return null;
  } catch (error) {
    if (error instanceof AppError && NOT_OURS.has(error.code)) return error.message;
    throw error;
  }
}
