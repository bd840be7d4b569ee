import type { FastifyInstance } from "fastify";
import type { HttpRoutes } from "../../app-module.js";
import { notFound } from "../../errors.js";
import { logoEtag } from "./storefront.rules.js";
import { StorefrontService } from "./storefront.service.js";

export const LOGO_ROUTE = "/p/:slug/logo.png";

/**
 * GET /p/{slug}/logo.png: a launched storefront's logo (re-encoded at upload), public, kept a day
 * and asked again by its ETag (304 while unchanged); 404 for none.
 */
export function storefrontHttp(app: FastifyInstance, { context }: HttpRoutes) {
  app.get<{ Params: { slug: string } }>(LOGO_ROUTE, async (request, reply) => {
    const { em } = await context(request, reply);
    const logo = await new StorefrontService(em).logo(request.params.slug);
    if (!logo) throw notFound("This storefront has no logo");
    const etag = logoEtag(logo);
    reply.headers({
      "cache-control": "public, max-age=86400",
      etag,
      "x-content-type-options": "nosniff",
    });
    if (request.headers["if-none-match"] === etag) return reply.status(304).send();
    return reply.type("image/png").send(logo.png);
  });
}
