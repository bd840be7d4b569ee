import { invalidFields } from "../errors.js";

/** The largest amount a REST body takes in dollars ($1,000,000.00), as integer cents. */
export const MAX_DOLLAR_CENTS = 100_000_000;

const DOLLARS = /^(-?)(\d{1,12})(?:\.(\d+))?$/;

/**
 * The spec's dollar `price` (or another dollar body field, named in the refusals) as exact
 * integer cents: read from its decimal text, never by multiplying a float ($19.99 is 1999 cents,
 * not 1998.9999). More than 2 decimals is refused. Absent stays absent (the default, or
 * unchanged); null is refused as missing.
 */
export function dollarsToCents(price: unknown, field = "price"): number | undefined {
  if (price === undefined) return undefined;
  const label = field[0].toUpperCase() + field.slice(1);
  const refuse = (problem: string) => invalidFields({ [field]: `${label} ${problem}` });
  if (price === null || price === "") throw refuse("is required");
  const text = typeof price === "number" && Number.isFinite(price) ? String(price) : price;
  const match = typeof text === "string" ? DOLLARS.exec(text.trim()) : null;
  if (!match) throw refuse("must be a number");
  const [, sign, whole, fraction = ""] = match;
  if (fraction.length > 2) throw refuse("can have at most 2 decimal places");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (cents > MAX_DOLLAR_CENTS) throw refuse("must be at most $1,000,000.00");
  return sign ? -cents : cents;
}
