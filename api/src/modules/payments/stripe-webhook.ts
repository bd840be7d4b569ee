import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import { AppError, notFound } from "../../graphql/errors.js";
import type { HttpRoutes } from "../module.js";
import { CheckoutService } from "./checkout.service.js";
import { paymentGateway } from "./payment-gateway.js";
import type { StripeGateway } from "./stripe-gateway.js";

/** Refusals that mean "not a payment of our checkout": Stripe must not retry them. */
const NOT_OURS = new Set(["NOT_FOUND", "BAD_USER_INPUT", "FORBIDDEN", "CONFLICT"]);

/**
 * POST /api/webhooks/stripe: a payment that succeeded while the learner's browser was gone still
 * enrolls. The signature is checked on the raw body; only the payment id is taken from the event,
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
        await new CheckoutService(ctx.em, gateway, ctx.jobs).fulfil(event.data.object.id, null);
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
