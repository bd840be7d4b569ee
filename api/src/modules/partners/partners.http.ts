import type { FastifyInstance } from "fastify";
import type { HttpRoutes } from "../../app-module.js";
import { AppError } from "../../errors.js";
import { signedInViewer } from "../../graphql/context.js";
import { intParam } from "../../rest/route.js";
import { licenceAgreementHttp } from "./licence-agreement.http.js";
import { PartnerScopeService } from "./partner-scope.service.js";
import { PartnerLogo } from "./partner-storefront.entity.js";

/**
 * GET /api/partners/{id}/logo.png: the partner's logo for its administrators and the academy's
 * (the partner's page shows it before launch; the public storefront serves its own address).
 */
function partnerLogoHttp(app: FastifyInstance, { context }: HttpRoutes) {
  app.get<{ Params: { partnerId: string } }>(
    "/api/partners/:partnerId/logo.png",
    async (request, reply) => {
      const ctx = await context(request, reply);
      const partnerId = intParam(
        { params: request.params, query: {}, body: {}, headers: {} },
        "partnerId",
      );
      await new PartnerScopeService(ctx.em).requireAdmin(await signedInViewer(ctx), partnerId);
      const logo = await ctx.em.findOne(
        PartnerLogo,
        { partner: partnerId },
        { fields: ["png", "updatedAt"] },
      );
      if (!logo) throw new AppError("NOT_FOUND", "This partner has no logo");
      return reply
        .headers({
          "content-type": "image/png",
          // The address carries the upload's version; only its administrators may read it.
          "cache-control": "private, max-age=86400",
          "x-content-type-options": "nosniff",
          "last-modified": logo.updatedAt.toUTCString(),
        })
        .send(logo.png);
    },
  );
}

/** The partners module's plain HTTP routes. */
export function partnersHttp(app: FastifyInstance, routes: HttpRoutes) {
  licenceAgreementHttp(app, routes);
  partnerLogoHttp(app, routes);
}
