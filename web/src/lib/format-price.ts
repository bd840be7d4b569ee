/**
 * Integer cents (money's one representation) as dollars with a `$` and two decimals: 49900 →
 * "$499.00", 123456789 → "$1,234,567.89", as Intl's en-US currency format writes them. Built by
 * hand: creating an Intl.NumberFormat loads the locale's data, which cost the first page (where
 * course prices show) a blocking 60–90 ms at module evaluation.
 */
export function formatPrice(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  const sign = cents < 0 && whole > 0 ? "-" : "";
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, "0")}`;
}

const DOLLARS = /^(\d{1,7})(?:\.(\d*))?$/;

/** Typed dollars as exact integer cents ("19.99" is 1999), or null when it is not such a price. */
export function priceToCents(price: string): number | null {
  const match = DOLLARS.exec(price.trim());
  if (!match) return null;
  const [, whole, fraction = ""] = match;
  if (fraction.length > 2) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
