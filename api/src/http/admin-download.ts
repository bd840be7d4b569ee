import { stringify } from "csv-stringify";
import { Readable } from "node:stream";
import type { Context } from "../graphql/context.js";
import { AppError } from "../graphql/errors.js";
import { Role, type Viewer, viewerHasRole } from "../graphql/roles.js";

/** The signed-in administrator of a download route; 401 or 403 (with requestId) otherwise. */
export async function adminViewer(ctx: Context): Promise<Viewer> {
  const viewer = await ctx.viewer();
  if (!viewer) {
    throw new AppError("UNAUTHENTICATED", "You need to be logged in to view this content.");
  }
  if (!viewerHasRole(viewer, Role.ADMIN)) throw new AppError("FORBIDDEN", "Administrators only.");
  return viewer;
}

/** The headers of a private file download named `filename`. */
export const downloadHeaders = (filename: string, contentType: string) => ({
  "content-type": contentType,
  "content-disposition": `attachment; filename="${filename}"`,
  "cache-control": "private, no-store",
});

/**
 * Rows as a CSV stream with a header line. Cells that a spreadsheet would run as a formula
 * (=, +, -, @ first) are escaped: exported names and titles are typed by users.
 */
export const csvStream = (
  rows: Iterable<unknown[]> | AsyncIterable<unknown[]>,
  columns: string[],
) => Readable.from(rows).pipe(stringify({ header: true, columns, escape_formulas: true }));
