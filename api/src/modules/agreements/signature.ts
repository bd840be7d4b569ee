import PDFDocument from "pdfkit";
import { badInput } from "../../graphql/errors.js";
import type { SignatureInput } from "./agreement.types.js";
import { SignatureType } from "./user-agreement.entity.js";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;
export const MAX_SIGNATURE_BYTES = 200 * 1024;
const MAX_WIDTH = 2000;
const MAX_HEIGHT = 1000;

/** The drawn signature's PNG bytes, once they are known to be a PNG a PDF can show. */
export function signaturePng(dataUrl: string): Buffer {
  const notPng = () => badInput("The drawn signature must be a PNG image");
  const base64 = PNG_DATA_URL.exec(dataUrl)?.[1];
  if (!base64) throw notPng();
  const png = Buffer.from(base64, "base64");
  if (png.length > MAX_SIGNATURE_BYTES) {
    throw badInput(`The drawn signature must be at most ${MAX_SIGNATURE_BYTES / 1024} KB`);
  }
  if (png.length < 33 || !png.subarray(0, 8).equals(PNG_SIGNATURE)) throw notPng();
  if (png.toString("latin1", 12, 16) !== "IHDR") throw notPng();
  const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
  if (!width || !height || width > MAX_WIDTH || height > MAX_HEIGHT) {
    throw badInput(`The drawn signature must be at most ${MAX_WIDTH} x ${MAX_HEIGHT} pixels`);
  }
  try {
    // The PDF library must be able to draw it later: decode it now, not when it is downloaded.
    new PDFDocument().image(png, { width: 10 });
  } catch {
    throw notPng();
  }
  return png;
}

/** What is stored of a signature: typed text and style, or the drawn PNG data URL. */
export function signatureData(signature: SignatureInput): Record<string, string> {
  if (signature.type === SignatureType.Drawn) {
    if (!signature.data) throw badInput("Please draw your signature");
    signaturePng(signature.data);
    return { data: signature.data };
  }
  const text = signature.text?.trim();
  if (!text) throw badInput("Please type your signature");
  return { text, style: signature.style ?? "handwritten" };
}
