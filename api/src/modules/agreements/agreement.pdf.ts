import sanitizeHtml from "sanitize-html";
import { type Pdf, labelled, renderPdf } from "../../util/pdf.js";
import { storedSignaturePng } from "./signature.rules.js";
import { SignatureType } from "./user-agreement.entity.js";

export interface SignedAgreement {
  id: number;
  documentTitle: string;
  /** The HTML the learner was shown. */
  documentContent: string;
  documentId: number;
  documentVersion: string;
  documentSha256: string;
  /** Who signed, as the evidence names them: "Name (username)", "Name <email>". */
  signedBy: string;
  /** What the agreement is for: ["Course", title], ["Partner", business]. */
  subject: [label: string, value: string];
  signatureType: SignatureType;
  signatureData: Record<string, unknown>;
  signedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}

/** The document's text: block ends become line breaks, every tag and entity is resolved. */
export function plainText(html: string): string {
  const withBreaks = html.replace(/<\/(p|div|h[1-6]|li|tr|blockquote)>|<br\s*\/?>/gi, "$&\n");
  return sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Typed signatures in a font that suits their chosen style (PDF standard fonts only). */
const TYPED_FONTS: Record<string, string> = {
  handwritten: "Times-Italic",
  formal: "Times-Roman",
  casual: "Helvetica-Oblique",
  professional: "Helvetica-Bold",
  standard: "Helvetica",
};

/** `png`: the drawn signature (storedSignaturePng), null when it cannot be shown. */
function drawSignature(doc: Pdf, agreement: SignedAgreement, png: Buffer | null) {
  const { signatureType, signatureData } = agreement;
  if (signatureType === SignatureType.DRAWN) {
    if (png) doc.image(png, { fit: [250, 100] });
    else {
      doc.font("Helvetica-Oblique").fontSize(10);
      doc.text("The drawn signature stored with this agreement cannot be shown.");
    }
    return;
  }
  const style = String(signatureData.style ?? "handwritten");
  doc
    .font(TYPED_FONTS[style] ?? "Times-Italic")
    .fontSize(24)
    .text(String(signatureData.text));
  doc.font("Helvetica").fontSize(9).text(`Typed signature, ${style} style`);
}

/**
 * A signed agreement (a learner's enrollment agreement, a partner's licence agreement): the
 * document, the signature and the evidence of the signing.
 */
export async function agreementPdf(agreement: SignedAgreement): Promise<Buffer> {
  // Drawn from the stored image only, decoded within bounds (off the event loop); a row kept
  // before the intake existed may hold anything, and then the PDF says so rather than failing.
  const png =
    agreement.signatureType === SignatureType.DRAWN
      ? await storedSignaturePng(agreement.signatureData.data)
      : null;
  return renderPdf({ title: `${agreement.documentTitle} (signed)` }, doc => {
    doc.font("Helvetica-Bold").fontSize(18).text(agreement.documentTitle);
    doc.moveDown();
    doc.font("Helvetica").fontSize(10).text(plainText(agreement.documentContent));
    doc.moveDown(2);
    doc.font("Helvetica-Bold").fontSize(12).text("Signature");
    doc.moveDown(0.5);
    drawSignature(doc, agreement, png);
    doc.moveDown(2);
    doc.font("Helvetica-Bold").fontSize(12).text("Evidence");
    doc.moveDown(0.5).fontSize(9);
    const evidence: [string, string][] = [
      ["Agreement", `#${agreement.id}`],
      ["Signed by", agreement.signedBy],
      agreement.subject,
      ["Document", `#${agreement.documentId}, version ${agreement.documentVersion}`],
      ["Document SHA-256", agreement.documentSha256],
      ["Signed at", agreement.signedAt.toISOString()],
      ["IP address", agreement.ipAddress ?? "-"],
      ["Browser", agreement.userAgent ?? "-"],
    ];
    for (const [label, value] of evidence) labelled(doc, label, value);
  });
}
