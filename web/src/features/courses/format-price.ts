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
