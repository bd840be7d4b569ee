import type { FastifyInstance } from "fastify";
import type { HttpRoutes } from "../../app-module.js";
import { signedInViewer } from "../../graphql/context.js";
import { pdfHeaders } from "../../http/downloads.js";
import { intParam } from "../../rest/route.js";
import { AGREEMENT_PDF_LIMIT } from "../agreements/agreements.http.js";
import { agreementPdf } from "../agreements/agreement.pdf.js";
import { RateLimitService } from "../rate-limits/rate-limit.service.js";
import { LicenceAgreement } from "./licence-agreement.entity.js";
import { LicenceAgreementService } from "./licence-agreement.service.js";
import { notFound } from "../../errors.js";

/**
 * GET /api/licence-agreements/{offerId}/pdf: the signed licence agreement, for both parties: the
 * holder of its link's token or the offer's reference (?token=, ?reference=), the partner's
 * administrators and the academy's.
 */
export function licenceAgreementHttp(app: FastifyInstance, { context }: HttpRoutes) {
  app.get<{ Params: { offerId: string }; Querystring: Record<string, unknown> }>(
    "/api/licence-agreements/:offerId/pdf",
    async (request, reply) => {
      const ctx = await context(request, reply);
      await new RateLimitService(ctx.em).countRequest(AGREEMENT_PDF_LIMIT, request.ip);
      const offerId = intParam(
        { params: request.params, query: {}, body: {}, headers: {} },
        "offerId",
      );
      // A key sent twice (an array) or not at all is no key.
      const key = (value: unknown) => (typeof value === "string" ? value : undefined);
      const [token, reference] = [key(request.query.token), key(request.query.reference)];
      // Without a key: the partner's administrators and the academy's, signed in.
      const partner = await new LicenceAgreementService(ctx.em, ctx).keyed(
        offerId,
        { token, reference },
        { viewer: async () => signedInViewer(ctx) },
      );
      const agreement = await ctx.em.findOne(
        LicenceAgreement,
        { partner },
        { populate: ["document"] },
      );
      if (!agreement) throw notFound("The licence agreement is not signed yet");
      const document = agreement.document.getEntity();
      const pdf = await agreementPdf({
        id: agreement.id,
        documentTitle: document.title,
        documentContent: document.content,
        documentId: document.id,
        documentVersion: agreement.documentVersion,
        documentSha256: agreement.documentSha256,
        signedBy: `${agreement.signerName} <${agreement.signerEmail}>`,
        subject: ["Partner", partner.legalName],
        signatureType: agreement.signatureType,
        signatureData: agreement.signatureData,
        signedAt: agreement.signedAt,
        ipAddress: agreement.ipAddress ?? null,
        userAgent: agreement.userAgent ?? null,
      });
      return reply.headers(pdfHeaders(`licence-agreement-${offerId}.pdf`)).send(pdf);
    },
  );
}
