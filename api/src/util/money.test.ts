import { decimalDollars, money } from "./money.js";

describe("money", () => {
  it("shows integer cents as dollars with a sign, grouping and two places", () => {
    expect(money(250_000)).toBe("$2,500.00");
    expect(money(5)).toBe("$0.05");
    expect(money(-1000)).toBe("-$10.00");
    expect(money(99_999_999)).toBe("$999,999.99");
  });

  it("writes plain decimals for CSV cells and schema.org prices", () => {
    expect(decimalDollars(250_000)).toBe("2500.00");
    expect(decimalDollars(-1)).toBe("-0.01");
  });
});
