import { oneLineProblem } from "@guardian/rules";
import { badInput } from "../../errors.js";
import {
  type ImageLimits,
  intakePng,
  pngBitDepth,
  pngDataUrl,
  pngDataUrlBytes,
} from "../../util/image-intake.js";
import type { SignatureInput } from "./agreement.inputs.js";
import { SignatureType } from "./user-agreement.entity.js";

export const MAX_SIGNATURE_BYTES = 200 * 1024;
/** The longest drawn signature's data URL read at all (200 KB in base64 is about 273 000). */
const MAX_SIGNATURE_TEXT = 400_000;
/**
 * A drawn signature as sent: the signature pad draws at most 1000 × 400 pixels, and a canvas
 * saves 8 bits per channel (16 costs several times as much to decode and no pad makes it).
 */
const SIGNATURE_LIMITS: ImageLimits = {
  maxBytes: MAX_SIGNATURE_BYTES,
  maxWidth: 1000,
  maxHeight: 400,
  maxDepth: 8,
};
/** A stored one: re-encoded, so it may be larger in bytes than what was sent, never in pixels. */
const STORED_SIGNATURE_LIMITS: ImageLimits = {
  ...SIGNATURE_LIMITS,
  maxBytes: 4 * 1024 * 1024,
  maxDepth: 16,
};
export const NOT_A_SIGNATURE_PNG =
  "The drawn signature must be a PNG image of at most 1000 × 400 pixels";
export const SIGNATURE_DEPTH =
  "The drawn signature must be an 8-bit PNG, as a signature pad saves it (this one has 16 bits per channel)";

/** The drawn signature as it is kept: a PNG within the limits, encoded afresh from its pixels. */
export async function signaturePng(dataUrl: string): Promise<Buffer> {
  const png = pngDataUrlBytes(dataUrl);
  if (png && png.length > MAX_SIGNATURE_BYTES) {
    throw badInput(`The drawn signature must be at most ${MAX_SIGNATURE_BYTES / 1024} KB`);
  }
  if (png && (pngBitDepth(png) ?? 0) > 8) throw badInput(SIGNATURE_DEPTH);
  const image = png && (await intakePng(png, SIGNATURE_LIMITS));
  if (!image) throw badInput(NOT_A_SIGNATURE_PNG);
  return image;
}

/**
 * A stored drawn signature to draw on a PDF's white page, through the same intake (rows kept
 * before it may hold any bytes), opaque so that the PDF embeds it without decoding it again; null
 * when it is not a PNG within the limits.
 */
export async function storedSignaturePng(data: unknown): Promise<Buffer | null> {
  const png = typeof data === "string" ? pngDataUrlBytes(data) : null;
  return png && intakePng(png, STORED_SIGNATURE_LIMITS, { opaque: true });
}

/** What is stored of a signature: typed text and style, or the drawn PNG (re-encoded) data URL. */
export async function signatureData(signature: SignatureInput): Promise<Record<string, string>> {
  if (signature.type === SignatureType.DRAWN) {
    if (!signature.data) throw badInput("Please draw your signature");
    if (signature.data.length > MAX_SIGNATURE_TEXT) {
      throw badInput("The drawn signature is too large");
    }
    return { data: pngDataUrl(await signaturePng(signature.data)) };
  }
  const text = signature.text?.trim();
  if (!text) throw badInput("Please type your signature");
  const problem = oneLineProblem("Signature", text);
  if (problem) throw badInput(problem);
  return { text, style: signature.style ?? "handwritten" };
}
