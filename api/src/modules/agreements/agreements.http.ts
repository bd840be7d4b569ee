import type { FastifyInstance } from "fastify";
import { signedInViewer } from "../../graphql/context.js";
import { pdfHeaders, requireOwnerOrAdmin } from "../../http/downloads.js";
import { intParam } from "../../rest/route.js";
import type { HttpRoutes } from "../../app-module.js";
import { type RateLimitRule, declaredRateLimits } from "../rate-limits/rate-limit.rules.js";
import { RateLimitService } from "../rate-limits/rate-limit.service.js";
import { agreementPdf } from "./agreement.pdf.js";
import { UserAgreement } from "./user-agreement.entity.js";

/** Agreement PDFs per client address: each one is rendered on request. */
export const AGREEMENT_PDF_LIMIT: RateLimitRule = {
  bucket: "agreement-pdf",
  max: 30,
  windowSeconds: 60,
};
declaredRateLimits.push(AGREEMENT_PDF_LIMIT);

/** GET /api/user-agreements/{id}/pdf: the signer's (or an administrator's) signed agreement. */
export function agreementsHttp(app: FastifyInstance, { context }: HttpRoutes) {
  app.get<{ Params: { id: string } }>("/api/user-agreements/:id/pdf", async (request, reply) => {
    const ctx = await context(request, reply);
    await new RateLimitService(ctx.em).countRequest(AGREEMENT_PDF_LIMIT, request.ip);
    const viewer = await signedInViewer(ctx);
    const id = intParam({ params: request.params, query: {}, body: {}, headers: {} }, "id");
    const agreement = requireOwnerOrAdmin(
      viewer,
      await ctx.em.findOne(UserAgreement, id, { populate: ["document", "course"] }),
      found => found.user?.id,
      "Agreement not found",
    );
    const { document, course } = agreement;
    const pdf = await agreementPdf({
      id: agreement.id,
      documentTitle: document.getEntity().title,
      documentContent: document.getEntity().content,
      documentId: document.id,
      documentVersion: agreement.documentVersion,
      documentSha256: agreement.documentSha256,
      // As they were when signing: the evidence, even after a rename or a deleted account.
      signedBy: `${agreement.signerName} (${agreement.signerUsername})`,
      subject: ["Course", course?.getEntity().title ?? "-"],
      signatureType: agreement.signatureType,
      signatureData: agreement.signatureData,
      signedAt: agreement.signedAt,
      ipAddress: agreement.ipAddress ?? null,
      userAgent: agreement.userAgent ?? null,
    });
    return reply.headers(pdfHeaders(`agreement-${agreement.id}.pdf`)).send(pdf);
  });
}
