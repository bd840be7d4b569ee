import { canonicalCertificateNumber } from "@guardian/rules";
import type { FastifyInstance } from "fastify";
import { signedInViewer } from "../../graphql/context.js";
import { pdfHeaders, requireOwnerOrAdmin } from "../../http/downloads.js";
import type { HttpRoutes } from "../../app-module.js";
import { Certificate } from "./certificate.entity.js";
import { certificatePdf } from "./certificate.pdf.js";

export const CERTIFICATE_PDF_PATH = "/api/certificates/:number/pdf";

/** The download link of a certificate's PDF. */
export const certificatePdfUrl = (number: string) =>
  `/api/certificates/${encodeURIComponent(number)}/pdf`;

/**
 * GET /api/certificates/{number}/pdf: the certificate as a PDF, for its learner or an
 * administrator; anyone else is told it does not exist (as for receipts).
 */
export function certificatePdfHttp(app: FastifyInstance, { context }: HttpRoutes) {
  app.get<{ Params: { number: string } }>(CERTIFICATE_PDF_PATH, async (request, reply) => {
    const ctx = await context(request, reply);
    const viewer = await signedInViewer(ctx);
    // What cannot be a certificate number is not found without a lookup.
    const number = canonicalCertificateNumber(request.params.number);
    const certificate = requireOwnerOrAdmin(
      viewer,
      number ? await ctx.em.findOne(Certificate, { number }) : null,
      found => found.user?.id,
      "Certificate not found",
    );
    const pdf = await certificatePdf(certificate, ctx.config.publicUrl);
    return reply.headers(pdfHeaders(`certificate-${certificate.number}.pdf`)).send(pdf);
  });
}
