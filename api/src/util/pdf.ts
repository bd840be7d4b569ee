export type Pdf = PDFKit.PDFDocument;

/**
 * A PDF (US Letter, 1-inch margins) drawn by `draw`, as bytes. pdfkit loads on the first PDF, not
 * at boot: the packages only some requests need stay out of the API's (re)start.
 */
export async function renderPdf(
  info: { title: string },
  draw: (doc: Pdf) => void,
): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "LETTER", margin: 72, info: { Title: info.title } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** A label and its value on one line, the label in bold. */
export function labelled(doc: Pdf, label: string, value: string) {
  doc.font("Helvetica-Bold").text(`${label}: `, { continued: true });
  doc.font("Helvetica").text(value);
}

/** A table's column: its width in points and how its cells align. */
export interface PdfColumn {
  width: number;
  align: "left" | "right";
}

/**
 * One row of a table at the page's left margin (72pt): each cell in its column, the row as tall
 * as its tallest cell, then `gap` points before the next.
 */
export function tableRow(
  doc: Pdf,
  columns: readonly PdfColumn[],
  cells: string[],
  options: { font?: string; gap?: number } = {},
) {
  const left = 72;
  const top = doc.y;
  doc.font(options.font ?? "Helvetica");
  let x = left;
  let bottom = top;
  columns.forEach(({ width, align }, index) => {
    doc.text(cells[index] ?? "", x, top, { width, align });
    bottom = Math.max(bottom, doc.y);
    x += width;
  });
  doc.x = left;
  doc.y = bottom + (options.gap ?? 4);
}
