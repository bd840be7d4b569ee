const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Integer cents (money's one representation) as dollars with a `$` and two decimals: 49900 → "$499.00". */
export function formatPrice(cents: number): string {
  return usd.format(cents / 100);
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
