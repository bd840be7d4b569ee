import { inflateSync } from "node:zlib";
import jsqr from "jsqr";

// Reads what pdfkit wrote, for the tests of the certificate PDF (API and browser): its text and
// the QR code it draws.

/**
 * The text a PDF shows, as pdfkit writes it: hex strings in TJ arrays inside deflated content
 * streams. Lines are joined without separators, so text wrapped over lines reads whole.
 */
export function pdfText(pdf: Buffer): string {
  const streams = contentStreams(pdf);
  return streams
    .flatMap(stream => [...stream.matchAll(/\[([^\]]*)\] TJ/g)])
    .map(([, parts]) =>
      [...parts.matchAll(/<([0-9a-f]*)>/gi)]
        .map(([, hex]) => Buffer.from(hex, "hex").toString("latin1"))
        .join(""),
    )
    .join("");
}

// jsqr is CommonJS with a default-export typing: under NodeNext the function is `.default`.
const jsQR = jsqr.default;

/** The PDF's content streams, inflated. */
function contentStreams(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  return [...raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)].map(([, body]) => {
    try {
      return inflateSync(Buffer.from(body, "latin1")).toString("latin1");
    } catch {
      return body;
    }
  });
}

/**
 * Reads the QR code the PDF draws: its squares are the page's only rectangles (`x y w h re`).
 * They are painted onto a white image, 4 pixels a module, with a quiet zone, and decoded.
 */
export function qrText(pdf: Buffer): string | null {
  const squares = contentStreams(pdf).flatMap(stream =>
    [...stream.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) [\d.]+ re/g)].map(([, x, y, size]) =>
      [x, y, size].map(Number),
    ),
  );
  if (squares.length === 0) return null;
  const module = squares[0][2];
  const left = Math.min(...squares.map(([x]) => x));
  const top = Math.min(...squares.map(([, y]) => y));
  const cells = Math.round((Math.max(...squares.map(([x]) => x)) - left) / module) + 1;
  const scale = 4;
  const side = (cells + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [x, y] of squares) {
    const column = Math.round((x - left) / module) + 4;
    const row = Math.round((y - top) / module) + 4;
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const at = ((row * scale + dy) * side + column * scale + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}
