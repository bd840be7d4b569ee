import { EMAIL_PATTERN } from "@guardian/rules";
import { parse } from "csv-parse/sync";
import { badInput } from "../../errors.js";
import { nameProblem } from "./user.rules.js";

/**
 * A CSV list of people, `first_name,last_name,email` (an agency's invitations, an administrator's
 * bulk enrollment): read whole or refused with what is wrong, then checked row by row.
 */

/** The most rows a list may have. */
export const MAX_LIST_ROWS = 1000;
/** The most characters of a list (about 1 000 long rows). */
export const MAX_LIST_CHARS = 500_000;
/** The most characters of one row (its three cells far within: names 100, an email 254). */
export const MAX_ROW_CHARS = 2000;
/** The columns of a list, in this order, as its header names them. */
export const LIST_COLUMNS = ["first_name", "last_name", "email"] as const;

export interface PersonRow {
  /** The line of the file the row ends on (the header is line 1). */
  line: number;
  firstName: string;
  lastName: string;
  email: string;
  /** The cells the row has beyond the list's three that hold something. */
  extra: number;
}

export const emailProblem = (email: string) =>
  !email
    ? "Email is required"
    : [...email].length > 254 || !EMAIL_PATTERN.test(email)
      ? "Please enter a valid email"
      : null;

/** A spreadsheet would run a cell starting with these as a formula (CSV injection). */
const FORMULA = /^[=+\-@\t\r]/;

/** Why a row's cell is refused, or null. */
function cellProblem(label: string, value: string): string | null {
  if (value.includes("\uFFFD")) return `${label} has characters that are not UTF-8 text`;
  if (FORMULA.test(value)) return `${label} must not start with = + - or @`;
  return null;
}

const tooLongRow = (line: number) =>
  badInput(`Line ${line} is too long: a row may have at most ${MAX_ROW_CHARS} characters`);

/** The rows of a list, or BAD_USER_INPUT saying what is wrong with the file. */
export function readPeopleList(csv: string): PersonRow[] {
  if (csv.length > MAX_LIST_CHARS) {
    // Too many rows, or one huge cell: say which.
    const huge = csv.split(/\r\n?|\n/).findIndex(line => line.length > MAX_ROW_CHARS);
    if (huge >= 0) throw tooLongRow(huge + 1);
    throw badInput(`The list is too long: at most ${MAX_LIST_ROWS} rows`);
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // One kind of line end, so that a quoted line break counts as one line (the rows' numbers).
    records = parse(csv.replace(/\r\n?/g, "\n"), {
      bom: true,
      info: true,
      max_record_size: MAX_ROW_CHARS,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records; // with info: each record beside where it ended
  } catch (error) {
    const { code, lines: line } = error as { code?: string; lines?: number };
    if (code === "CSV_MAX_RECORD_SIZE" && line) throw tooLongRow(line);
    throw badInput(`The list is not valid CSV${line ? ` (near line ${line})` : ""}`);
  }
  const [header, ...body] = records;
  const expected = LIST_COLUMNS.join(",");
  const columns = header?.record.map(cell => cell.toLowerCase()) ?? [];
  if (columns.slice(0, LIST_COLUMNS.length).join(",") !== expected) {
    throw badInput(`The list's first line must be ${expected}`);
  }
  const extraColumns = columns.slice(LIST_COLUMNS.length).filter(Boolean);
  if (extraColumns.length) {
    throw badInput(
      `The list's first line must be ${expected}: remove the other columns (${extraColumns.join(", ")})`,
    );
  }
  if (!body.length) throw badInput("The list has no rows below its header");
  if (body.length > MAX_LIST_ROWS) {
    throw badInput(`The list has ${body.length} rows: at most ${MAX_LIST_ROWS}`);
  }
  return body.map(({ record, info }) => ({
    line: info.lines,
    firstName: record[0] ?? "",
    lastName: record[1] ?? "",
    email: record[2] ?? "",
    extra: record.slice(LIST_COLUMNS.length).filter(Boolean).length,
  }));
}

/**
 * The list's rows, each with why it is refused (a bad cell, name or email, or a duplicate of an
 * earlier row's address) or null, and its address in lower case.
 */
export function checkedPeople(
  csv: string,
): (PersonRow & { key: string; problem: string | null })[] {
  const seen = new Map<string, number>();
  return readPeopleList(csv).map(row => {
    const key = row.email.toLowerCase();
    const problem =
      (row.extra
        ? `This row has ${LIST_COLUMNS.length + row.extra} columns: a list has ${LIST_COLUMNS.length} (${LIST_COLUMNS.join(",")})`
        : null) ??
      cellProblem("First name", row.firstName) ??
      nameProblem("First name", row.firstName) ??
      cellProblem("Last name", row.lastName) ??
      nameProblem("Last name", row.lastName) ??
      cellProblem("Email", row.email) ??
      emailProblem(row.email) ??
      (seen.has(key) ? `Duplicate of line ${seen.get(key)}` : null);
    if (!seen.has(key)) seen.set(key, row.line);
    return { ...row, key, problem };
  });
}
