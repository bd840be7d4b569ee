import { stringify } from "csv-stringify";
import { Readable } from "node:stream";
import { notFound } from "../errors.js";
import { Role, type Viewer, viewerHasRole } from "../graphql/roles.js";

/** The headers of a private file download named `filename`. */
export const downloadHeaders = (filename: string, contentType: string) => ({
  "content-type": contentType,
  "content-disposition": `attachment; filename="${filename}"`,
  "cache-control": "private, no-store",
});

/** The headers of a private PDF download named `filename`. */
export const pdfHeaders = (filename: string) => downloadHeaders(filename, "application/pdf");

/**
 * A download's record for its owner (`ownerId`) or an administrator. Anyone else, like a caller
 * asking for a record that does not exist, is told `notFound`: it never learns that it exists.
 */
export function requireOwnerOrAdmin<T>(
  viewer: Viewer,
  record: T | null | undefined,
  ownerId: (record: T) => number | null | undefined,
  notFoundMessage: string,
): T {
  if (!record || (ownerId(record) !== viewer.id && !viewerHasRole(viewer, Role.ADMIN))) {
    throw notFound(notFoundMessage);
  }
  return record;
}

/**
 * Rows as a CSV stream with a header line. Cells that a spreadsheet would run as a formula
 * (=, +, -, @ first) are escaped: exported names and titles are typed by users.
 */
export const csvStream = (
  rows: Iterable<unknown[]> | AsyncIterable<unknown[]>,
  columns: string[],
) => Readable.from(rows).pipe(stringify({ header: true, columns, escape_formulas: true }));
