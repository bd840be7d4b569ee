// The picture intake's decoding, run in the worker threads of image-intake.ts (and nowhere else
// on the main thread): a 1000 × 400 PNG costs up to half a second of CPU to inflate, unfilter and
// encode again. A worker thread loads this file by itself: built, as JavaScript; under `npm run
// dev` and the tests, as TypeScript through Node's own type stripping, without the SWC loader
// the main thread has (a worker started from a test's thread does not inherit it). So it imports
// packages only, never another file of src/, and its TypeScript is erasable syntax only.
import { PNG } from "pngjs";
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { isMainThread } from "node:worker_threads";
import { inflateSync } from "node:zlib";

/**
 * A decoding thread runs at the lowest priority (Linux sets it per thread): on a busy core the
 * request thread goes first, so a queue of pictures delays the pictures, not every request.
 */
if (!isMainThread) {
  try {
    setPriority(Number(readlinkSync("/proc/thread-self").split("/").at(-1)), 19);
  } catch {
    // Not Linux (no /proc/thread-self): the decoding keeps the process's priority.
  }
}

/** The largest picture an intake accepts, in bytes as sent and in pixels. */
export interface ImageLimits {
  maxBytes: number;
  maxWidth: number;
  maxHeight: number;
  /** The most bits per channel (or palette index); a drawing pad's canvas saves 8. */
  maxDepth?: number;
}

/** What a worker is given: the bytes as sent and the limits they must be within. */
export interface PngIntakeTask {
  png: Uint8Array;
  limits: ImageLimits;
  /**
   * Encode it opaque (RGB, on white) rather than as RGBA: a PDF embeds such a PNG as it is,
   * where one with alpha is decoded again, on the event loop, to split the alpha out.
   */
  opaque?: boolean;
}

const ON_WHITE = { colorType: 2, bgColor: { red: 255, green: 255, blue: 255 } } as const;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Channels per pixel of each PNG colour type, and the bit depths it allows. */
const COLOUR_TYPES: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

/**
 * The bit depth a PNG's header (its first chunk) declares, read without decoding anything; null
 * when the bytes do not begin as a PNG with its header.
 */
export function pngBitDepth(png: Uint8Array): number | null {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString("latin1", 12, 16) !== "IHDR") return null;
  return bytes[24];
}

/**
 * The IDAT data of a well-formed PNG whose one IHDR (first) is within `limits`, and the most
 * bytes its pixel rows can inflate to; null otherwise. Reads only the chunk headers.
 */
function pngLayout(png: Buffer, limits: ImageLimits) {
  if (png.length < 8 || !png.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const idat: Buffer[] = [];
  let header: Buffer | null = null;
  for (let at = 8; ;) {
    if (at + 12 > png.length) return null;
    const length = png.readUInt32BE(at);
    const type = png.toString("latin1", at + 4, at + 8);
    if (length > png.length - at - 12) return null;
    const data = png.subarray(at + 8, at + 8 + length);
    at += 12 + length;
    if ((type === "IHDR") !== (header === null)) return null;
    if (type === "IHDR") header = data;
    else if (type === "IDAT") idat.push(data);
    else if (type === "IEND") break;
  }
  if (header?.length !== 13 || !idat.length) return null;
  const [width, height] = [header.readUInt32BE(0), header.readUInt32BE(4)];
  const [depth, colourType, compression, filter, interlace] = header.subarray(8);
  const colour = COLOUR_TYPES[colourType];
  if (!width || !height || width > limits.maxWidth || height > limits.maxHeight) return null;
  if (!colour?.depths.includes(depth) || compression || filter || interlace > 1) return null;
  if (depth > (limits.maxDepth ?? 16)) return null;
  // Each row: a filter byte and its pixels; interlacing adds at most 4 bytes per row and 14 more.
  const rowBytes = Math.ceil((width * colour.channels * depth) / 8) + 1;
  return { width, height, idat: Buffer.concat(idat), maxInflated: (rowBytes + 4) * height + 14 };
}

/**
 * A PNG of at most `limits`, decoded with its inflated size bounded by the header's dimensions
 * (checked before anything is inflated), and encoded afresh (8-bit RGBA, or RGB on white when
 * `opaque`) from its pixels, so that
 * what is kept and drawn later is never the bytes as sent. Null for anything else: another
 * format, a broken or lying file, a decompression bomb.
 */
export function intakePngNow(
  bytes: Uint8Array,
  limits: ImageLimits,
  opaque = false,
): Buffer | null {
  const png = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (png.length > limits.maxBytes) return null;
  const layout = pngLayout(png, limits);
  if (!layout) return null;
  try {
    // Throws past the bound (a bomb, or more rows than the header says) or on a bad zlib stream.
    inflateSync(layout.idat, { maxOutputLength: layout.maxInflated });
    const image = PNG.sync.read(png);
    if (image.width !== layout.width || image.height !== layout.height) return null;
    return PNG.sync.write(image, opaque ? ON_WHITE : {});
  } catch {
    return null;
  }
}

/** The worker's task (piscina calls the default export). */
export default function intakeTask({ png, limits, opaque }: PngIntakeTask): Buffer | null {
  return intakePngNow(png, limits, opaque);
}
