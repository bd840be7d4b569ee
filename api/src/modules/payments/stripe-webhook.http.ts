import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import { AppError, notFound } from "../../errors.js";
import type { HttpRoutes } from "../../app-module.js";
import type { Context } from "../../graphql/context.js";
import { DisputeService } from "./dispute.service.js";
import { PaymentAttemptService } from "./payment-attempt.service.js";
import { paymentGateway } from "./payment-processor.gateway.js";
import { fulfilPurchase } from "./fulfilment.service.js";
import { RefundService } from "./refund.service.js";
import type { StripeGateway } from "./stripe.gateway.js";

/** Events that say a payment's refunds changed: made in the Dashboard, settled, failed. */
const REFUND_EVENTS = new Set([
  "charge.refunded",
  "charge.refund.updated",
  "refund.created",
  "refund.updated",
  "refund.failed",
]);
const DISPUTE_EVENTS = new Set([
  "charge.dispute.created",
  "charge.dispute.updated",
  "charge.dispute.closed",
  "charge.dispute.funds_withdrawn",
  "charge.dispute.funds_reinstated",
]);
const NOT_OURS = "Not a payment of this portal";

const intentIdOf = (object: { payment_intent?: string | { id: string } | null }) =>
  typeof object.payment_intent === "string" ? object.payment_intent : object.payment_intent?.id;

/** What an event changes; the ignored reason when it is not about a payment of ours. */
async function handle(ctx: Context, gateway: StripeGateway, event: Stripe.Event) {
  if (event.type === "payment_intent.succeeded") return fulfilPurchase(ctx, event.data.object);
  if (event.type === "payment_intent.payment_failed") {
    const payment = await new PaymentAttemptService(ctx.em, { gateway }).recordFailedAttempt(
      event.data.object.id,
      event.id,
      ctx.meta,
    );
    return payment ? null : NOT_OURS;
  }
  if (REFUND_EVENTS.has(event.type)) {
    const intentId = intentIdOf(event.data.object as Stripe.Refund | Stripe.Charge);
    const payment =
      intentId &&
      (await new RefundService(ctx.em, {
        jobs: ctx.jobs,
        purchases: ctx.purchases,
        gateway: () => gateway,
      }).settle(intentId, ctx.meta));
    return payment ? null : NOT_OURS;
  }
  if (DISPUTE_EVENTS.has(event.type)) {
    const { id } = event.data.object as Stripe.Dispute;
    const payment = await new DisputeService(ctx.em, {
      jobs: ctx.jobs,
      purchases: ctx.purchases,
      gateway,
    }).recordDispute(id, ctx.meta);
    return payment ? null : NOT_OURS;
  }
  const handler = ctx.processorEvents.find(each => each.types.includes(event.type));
  if (handler) {
    const object = event.data.object as { id: string };
    return handler.handle(ctx, { id: event.id, type: event.type, object });
  }
  return null;
}

/**
 * POST /api/webhooks/stripe: what happens to our payments at Stripe while nobody at the portal
 * watches. A payment that succeeded while the payer's browser was gone still buys what it was for;
 * a refused attempt is recorded; refunds settled, failed or made in the Dashboard and disputes
 * change the payment and what it bought. The signature is checked on the raw body; an event only
 * names the payment, refund or dispute, whose truth is asked of Stripe. Handling is idempotent
 * (Stripe delivers at least once, in any order). An event about a payment that is not ours is
 * answered, so Stripe does not retry it; a failure answers 5xx, so Stripe does.
 */
export function stripeWebhook(app: FastifyInstance, { context }: HttpRoutes) {
  void app.register(async scope => {
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );
    scope.post("/api/webhooks/stripe", async (request, reply) => {
      const ctx = await context(request, reply);
      const secret = ctx.config.stripe?.webhookSecret;
      if (!secret) throw notFound("Stripe webhooks are not configured on this install");
      const gateway = paymentGateway(ctx.config, ctx.em) as StripeGateway;
      let event: Stripe.Event;
      try {
        const signature = String(request.headers["stripe-signature"] ?? "");
        event = gateway.client.webhooks.constructEvent(request.body as Buffer, signature, secret);
      } catch {
        throw new AppError("BAD_REQUEST", "Invalid Stripe signature");
      }
      const ignored = await handle(ctx, gateway, event);
      return ignored === null ? { received: true } : { received: true, ignored };
    });
  });
}
