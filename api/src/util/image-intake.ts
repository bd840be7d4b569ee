import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import type { ImageLimits, PngIntakeTask } from "./png-intake.js";

export { type ImageLimits, pngBitDepth } from "./png-intake.js";

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;

/** The bytes of a `data:image/png;base64,` URL, or null when it is not one. */
export function pngDataUrlBytes(dataUrl: string): Buffer | null {
  const base64 = PNG_DATA_URL.exec(dataUrl)?.[1];
  return base64 ? Buffer.from(base64, "base64") : null;
}

/** A PNG's bytes as a data URL. */
export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString("base64")}`;

/**
 * The decoding threads, started at the first picture: all the cores but one (at least one), so
 * the main thread keeps a core for the requests while pictures decode. This file's own extension
 * names the worker's: `.ts` under the SWC loader (dev, tests), `.js` when built.
 */
let pool: Piscina<PngIntakeTask, Uint8Array | null> | undefined;
const decoders = () =>
  (pool ??= new Piscina({
    filename: new URL(`./png-intake${import.meta.url.slice(-3)}`, import.meta.url).href,
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 30_000,
  }));

/**
 * The one intake of every picture a user sends (png-intake.ts says what it checks): a PNG of at
 * most `limits`, decoded in a worker thread (never on the event loop) and encoded afresh (`opaque`:
 * on white, for a PDF); null for anything else.
 */
export async function intakePng(
  png: Buffer,
  limits: ImageLimits,
  { opaque = false } = {},
): Promise<Buffer | null> {
  if (png.length > limits.maxBytes) return null;
  const image = await decoders().run({ png, limits, opaque });
  return image && Buffer.from(image.buffer, image.byteOffset, image.byteLength);
}
