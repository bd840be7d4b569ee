/**
 * The API's one money formatter. Money is integer cents inside (DESIGN rule 7); these turn it
 * into dollars at the edge, exactly (no floating-point division).
 */

function dollarsOf(cents: number, grouped: boolean, symbol: string): string {
  const whole = Math.trunc(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, "0");
  const digits = grouped ? whole.toLocaleString("en-US") : String(whole);
  return `${cents < 0 ? "-" : ""}${symbol}${digits}.${rest}`;
}

/** Integer cents as dollars for people to read ("$2,500.00", "-$10.00"): messages, PDFs, mail. */
export const money = (cents: number): string => dollarsOf(cents, true, "$");

/** Integer cents as a plain decimal ("2500.00", "-10.00"): CSV cells, schema.org prices. */
export const decimalDollars = (cents: number): string => dollarsOf(cents, false, "");

/**
 * `numerator / denominator` rounded to a whole number, halves away from zero ("half up" of the
 * magnitude, with the quotient's sign): exact integer maths, for cents of any size.
 */
export function divideHalfUp(numerator: bigint, denominator: bigint): number {
  if (denominator === 0n) throw new RangeError("Division by zero");
  const abs = (value: bigint) => (value < 0n ? -value : value);
  const quotient = (2n * abs(numerator) + abs(denominator)) / (2n * abs(denominator));
  return Number(numerator < 0n !== denominator < 0n ? -quotient : quotient);
}
