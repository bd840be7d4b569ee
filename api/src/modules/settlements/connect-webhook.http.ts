import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import type { HttpRoutes } from "../../app-module.js";
import { AppError, notFound } from "../../errors.js";
import { stripeClient } from "../payments/stripe.gateway.js";
import { PayoutAccountService } from "./payout-accounts.service.js";

/**
 * POST /api/webhooks/stripe-connect: Stripe Connect's events about partners' connected accounts
 * (a Connect endpoint signs with its own secret, STRIPE_CONNECT_WEBHOOK_SECRET; without it, or
 * without Stripe, 404). The signature is checked on the raw body (400 when wrong); account.updated
 * and account.application.deauthorized make the portal read the account again from Stripe. Each
 * event id is handled once; an event about an account that is not ours is answered (so Stripe
 * does not retry it); a failure answers 5xx, so Stripe does.
 */
export function connectWebhook(app: FastifyInstance, { context }: HttpRoutes) {
  void app.register(async scope => {
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );
    scope.post("/api/webhooks/stripe-connect", async (request, reply) => {
      const ctx = await context(request, reply);
      const stripe = ctx.config.stripe;
      const secret = stripe?.connectWebhookSecret;
      if (!stripe || !secret)
        throw notFound("Stripe Connect webhooks are not configured on this install");
      let event: Stripe.Event;
      try {
        const signature = String(request.headers["stripe-signature"] ?? "");
        event = stripeClient(stripe).webhooks.constructEvent(
          request.body as Buffer,
          signature,
          secret,
        );
      } catch {
        throw new AppError("BAD_REQUEST", "Invalid Stripe signature");
      }
      const ignored = await new PayoutAccountService(ctx.em, ctx).handleEvent(event);
      return ignored === null ? { received: true } : { received: true, ignored };
    });
  });
}
