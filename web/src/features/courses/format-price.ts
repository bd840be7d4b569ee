const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Dollars with a `$` and two decimals, e.g. 499 → "$499.00". */
export function formatPrice(dollars: number): string {
  return usd.format(dollars);
}
