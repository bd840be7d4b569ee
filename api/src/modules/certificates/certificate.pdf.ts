import type QRCode from "qrcode";
import { type Pdf, renderPdf } from "../../util/pdf.js";
import type { Certificate } from "./certificate.entity.js";
import { CERTIFICATE_KEYS_PATH } from "./certificates.http.js";
import { VerificationStatus, statusOfCertificate } from "./certificates.service.js";
import { issuerOf } from "./certificates.types.js";

/** The PDF's document-information key holding the JWS, for tools that read the file itself. */
export const PDF_JWS_KEY = "CertificateJws";

/** The public page that checks a certificate: what the QR code and the printed link lead to. */
export function verifyUrl(publicUrl: string, number: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/verify/${encodeURIComponent(number)}`;
}

const longDate = (date: Date) =>
  date.toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

/** The QR code as vector squares (sharp at any print size), `size` points wide. */
function drawQr(qr: typeof QRCode, doc: Pdf, text: string, x: number, y: number, size: number) {
  const { modules } = qr.create(text, { errorCorrectionLevel: "M" });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) doc.rect(x + column * cell, y + row * cell, cell, cell);
    }
  }
  doc.fillColor("#000").fill();
}

/**
 * A certificate as a one-page PDF, drawn on request from the stored facts: the facts, a QR code
 * and link to the public verification page, and the signature (compact JWS) that verifies offline
 * with the published key. A certificate that no longer verifies as valid (revoked, expired) still
 * downloads, stamped with its status at the time: the verification page is the truth.
 */
export async function certificatePdf(
  certificate: Certificate,
  publicUrl: string,
  now = new Date(),
) {
  const { default: qr } = await import("qrcode");
  const url = verifyUrl(publicUrl, certificate.number);
  const status = statusOfCertificate(certificate, now);
  return renderPdf({ title: `Certificate ${certificate.number}` }, doc => {
    (doc.info as Record<string, unknown>)[PDF_JWS_KEY] = certificate.signature;
    const width = doc.page.width - 144;
    doc.font("Helvetica-Bold").fontSize(20).text(issuerOf(certificate), { align: "center" });
    doc.moveDown(0.5).fontSize(26).text("Certificate of Completion", { align: "center" });
    doc.moveDown(1).font("Helvetica").fontSize(12).text("This certifies that", { align: "center" });
    doc.moveDown(0.5).font("Helvetica-Bold").fontSize(22);
    doc.text(certificate.learnerName, { align: "center" });
    doc.moveDown(0.5).font("Helvetica").fontSize(12).text("has completed", { align: "center" });
    doc.moveDown(0.5).font("Helvetica-Bold").fontSize(16);
    doc.text(certificate.courseTitle, { align: "center" });
    if (status !== VerificationStatus.VALID) {
      doc.moveDown(1).fillColor("#b00020").font("Helvetica-Bold").fontSize(14);
      doc.text(`${status.replace(/_/g, " ")} (as of ${longDate(now)})`, { align: "center" });
      doc.font("Helvetica").fontSize(10);
      doc.text("The verification page below always shows the current status.", {
        align: "center",
      });
      doc.fillColor("#000");
    }
    doc.moveDown(1.5).fontSize(11);
    const qrSize = 120;
    const factsTop = doc.y;
    // The facts keep left of the QR code, wrapping rather than running under it.
    const factsWidth = width - qrSize - 16;
    const fact = (label: string, value: string) => {
      doc.font("Helvetica-Bold").text(`${label}: `, 72, undefined, {
        continued: true,
        width: factsWidth,
      });
      doc.font("Helvetica").text(value, { width: factsWidth });
    };
    fact("Certificate number", certificate.number);
    fact("Learner", certificate.learnerName);
    fact("Course", certificate.courseTitle);
    fact("Hours", String(certificate.hours));
    fact("Completed", longDate(certificate.completedAt));
    fact("Expires", certificate.expiresAt ? longDate(certificate.expiresAt) : "No expiry");
    fact("Issued", longDate(certificate.issuedAt));
    drawQr(qr, doc, url, 72 + width - qrSize, factsTop, qrSize);
    doc.y = Math.max(doc.y, factsTop + qrSize) + 12;
    doc.x = 72;
    doc.font("Helvetica-Bold").fontSize(11).text("Verify online: ", { continued: true });
    doc.font("Helvetica").fillColor("#1a4fa0").text(url, { link: url, underline: true });
    doc.fillColor("#000").moveDown(1.5);
    doc.font("Helvetica-Bold").fontSize(10).text("Verify offline");
    doc.font("Helvetica").fontSize(9);
    doc.text(
      `The signature below is an Ed25519 JWS over this certificate's facts. Check it with the ` +
        `academy's published key at ${publicUrl.replace(/\/+$/, "")}${CERTIFICATE_KEYS_PATH} ` +
        "(join the lines, without spaces).",
    );
    doc.moveDown(0.5).font("Courier").fontSize(7).text(certificate.signature, { width });
  });
}
