import { canonicalCertificateNumber } from "@guardian/rules";
import type { FastifyInstance } from "fastify";
import { AppError, notFound } from "../../graphql/errors.js";
import { Role, viewerHasRole } from "../../graphql/roles.js";
import { pdfAnswer } from "../agreements/agreements.http.js";
import type { HttpRoutes } from "../../app-module.js";
import { Certificate } from "./certificate.entity.js";
import { certificatePdf } from "./certificate-pdf.js";

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
    const viewer = await ctx.viewer();
    if (!viewer) {
      throw new AppError("UNAUTHENTICATED", "You need to be logged in to view this content.");
    }
    // What cannot be a certificate number is not found without a lookup.
    const number = canonicalCertificateNumber(request.params.number);
    const certificate = number ? await ctx.em.findOne(Certificate, { number }) : null;
    const mayRead =
      certificate && (certificate.user?.id === viewer.id || viewerHasRole(viewer, Role.ADMIN));
    if (!certificate || !mayRead) throw notFound("Certificate not found");
    const pdf = await certificatePdf(certificate, ctx.config.publicUrl);
    return reply.headers(pdfAnswer(`certificate-${certificate.number}.pdf`)).send(pdf);
  });
}
