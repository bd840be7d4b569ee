import { describe, expect, it } from "@jest/globals";
import { formatPrice, priceToCents } from "./format-price";

const intl = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

describe("formatPrice", () => {
  it("writes cents as en-US dollars", () => {
    expect(formatPrice(49900)).toBe("$499.00");
    expect(formatPrice(5)).toBe("$0.05");
    expect(formatPrice(0)).toBe("$0.00");
    expect(formatPrice(123456789)).toBe("$1,234,567.89");
  });

  it("agrees with Intl's en-US currency format", () => {
    const amounts = [0, 1, 99, 100, 1999, 99999, 100000, 2500050, 99999999, 100000000, -1, -150000];
    for (let cents = 0; cents < 300000; cents += 997) amounts.push(cents);
    for (const cents of amounts) expect(formatPrice(cents)).toBe(intl.format(cents / 100));
  });
});

describe("priceToCents", () => {
  it("reads typed dollars as exact cents", () => {
    expect(priceToCents("19.99")).toBe(1999);
    expect(priceToCents(" 499 ")).toBe(49900);
    expect(priceToCents("1.5")).toBe(150);
    expect(priceToCents("1.999")).toBeNull();
    expect(priceToCents("abc")).toBeNull();
  });
});
