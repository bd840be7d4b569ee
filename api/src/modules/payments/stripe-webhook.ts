import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import { AppError, notFound } from "../../errors.js";
import type { HttpRoutes } from "../../app-module.js";
import { paymentGateway } from "./payment-gateway.js";
import { fulfilPurchase } from "./purchases.js";
import type { StripeGateway } from "./stripe-gateway.js";

/**
 * POST /api/webhooks/stripe: a payment that succeeded while the payer's browser was gone still
 * buys what it was for (the kind of purchase that claims it). The signature is checked on the raw
 * body; the event's payment id and metadata only pick the purchase, whose fulfilment asks Stripe
 * for the truth. A payment that is not ours to fulfil is answered, so Stripe does not retry it.
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
      if (event.type !== "payment_intent.succeeded") return { received: true };
      const ignored = await fulfilPurchase(ctx, event.data.object);
      return ignored === null ? { received: true } : { received: true, ignored };
    });
  });
}
