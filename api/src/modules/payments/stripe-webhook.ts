import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import { AppError, notFound } from "../../errors.js";
import type { HttpRoutes } from "../../app-module.js";
import { BusinessOfferService } from "../business-offers/business-offers.service.js";
import { CheckoutService } from "./checkout.service.js";
import { paymentGateway } from "./payment-gateway.js";
import type { StripeGateway } from "./stripe-gateway.js";

/** Refusals that mean "not a payment of our checkout": Stripe must not retry them. */
const NOT_OURS = new Set(["NOT_FOUND", "BAD_USER_INPUT", "FORBIDDEN", "CONFLICT"]);

/**
 * POST /api/webhooks/stripe: a payment that succeeded while the payer's browser was gone still
 * enrolls the learner or pays the business offer. The signature is checked on the raw body; only the payment id is taken from the event,
 * and the same fulfilment as the browser's asks Stripe for the truth.
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
      try {
        const { id, metadata } = event.data.object;
        // Only the id is trusted from the event: both paths ask Stripe for the payment again.
        const offerId = Number(metadata?.businessOfferId);
        if (Number.isInteger(offerId) && offerId > 0) {
          await new BusinessOfferService(ctx.em, ctx.jobs).pay(gateway, offerId, id, {});
        } else {
          await new CheckoutService(ctx.em, gateway, ctx.jobs).fulfil(id, null);
        }
        return { received: true };
      } catch (error) {
        if (error instanceof AppError && NOT_OURS.has(error.code)) {
          return { received: true, ignored: error.message };
        }
        throw error;
      }
    });
  });
}
