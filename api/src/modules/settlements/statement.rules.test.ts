import { monthName, nextPeriod, periodBounds, periodOf } from "../../util/months.js";
import { statementTotals } from "./statement.rules.js";

const NY = "America/New_York";
const line = (tuition: number, royalty: number, fee: number, share: number) => ({
  tuitionCents: tuition,
  royaltyCents: royalty,
  feeCents: fee,
  partnerShareCents: share,
});

describe("a statement's month in the academy's time zone", () => {
  it.each([
    // 23:30 in New York on January 31st is already February 1st in UTC: still January's.
    ["2026-02-01T04:30:00Z", NY, "2026-01-01"],
    ["2026-02-01T05:00:00Z", NY, "2026-02-01"],
    ["2026-02-01T04:30:00Z", "UTC", "2026-02-01"],
    // Tokyo is ahead: 20:00 UTC on the 31st is the 1st there.
    ["2026-01-31T20:00:00Z", "Asia/Tokyo", "2026-02-01"],
    ["2026-12-31T23:59:59Z", "UTC", "2026-12-01"],
  ])("%s in %s belongs to the month of %s", (instant, zone, period) => {
    expect(periodOf(new Date(instant), zone)).toBe(period);
  });

  it.each([
    // Daylight saving time starts on March 8th 2026 in New York: March starts at -5, ends at -4.
    ["2026-03-01", NY, "2026-03-01T05:00:00.000Z", "2026-04-01T04:00:00.000Z"],
    // and ends on November 1st 2026: November starts at -4, ends at -5.
    ["2026-11-01", NY, "2026-11-01T04:00:00.000Z", "2026-12-01T05:00:00.000Z"],
    ["2026-12-01", "UTC", "2026-12-01T00:00:00.000Z", "2027-01-01T00:00:00.000Z"],
    // Where the clocks skip midnight (Santiago, September 6th 2026), the day starts at 01:00.
    ["2026-09-01", "America/Santiago", "2026-09-01T04:00:00.000Z", "2026-10-01T03:00:00.000Z"],
  ])("%s in %s runs from %s to %s", (period, zone, start, end) => {
    const bounds = periodBounds(period, zone);
    expect([bounds.start.toISOString(), bounds.end.toISOString()]).toEqual([start, end]);
  });

  it("steps to the next month across a year and names it", () => {
    expect(nextPeriod("2026-12-01")).toBe("2027-01-01");
    expect(monthName("2026-03-01")).toBe("March 2026");
  });
});

describe("a statement's totals", () => {
  it.each([
    {
      name: "a month of sales and a refund",
      lines: [
        line(19_900, 2_985, 607, 16_399),
        line(19_900, 2_985, 607, 16_399),
        line(-10_000, -1_500, 0, -8_500),
      ],
      carriedIn: 0,
      totals: {
        salesCents: 39_800,
        refundsCents: -10_000,
        royaltyCents: 4_470,
        feesCents: 1_214,
        partnerShareCents: 24_298,
        payableCents: 24_298,
        carriedOutCents: 0,
      },
    },
    {
      name: "more refunds than sales: nothing payable, the balance carried",
      lines: [line(10_000, 1_500, 320, 8_228), line(-19_900, -2_985, 0, -16_915)],
      carriedIn: 0,
      totals: {
        salesCents: 10_000,
        refundsCents: -19_900,
        royaltyCents: -1_485,
        feesCents: 320,
        partnerShareCents: -8_687,
        payableCents: 0,
        carriedOutCents: -8_687,
      },
    },
    {
      name: "a carry taken from the next month's share",
      lines: [line(19_900, 0, 607, 19_293)],
      carriedIn: -8_687,
      totals: {
        salesCents: 19_900,
        refundsCents: 0,
        royaltyCents: 0,
        feesCents: 607,
        partnerShareCents: 19_293,
        payableCents: 10_606,
        carriedOutCents: 0,
      },
    },
    {
      name: "a carry and no lines",
      lines: [],
      carriedIn: -500,
      totals: {
        salesCents: 0,
        refundsCents: 0,
        royaltyCents: 0,
        feesCents: 0,
        partnerShareCents: 0,
        payableCents: 0,
        carriedOutCents: -500,
      },
    },
  ])("$name", ({ lines, carriedIn, totals }) => {
    expect(statementTotals(lines, carriedIn)).toEqual({ ...totals, carriedInCents: carriedIn });
  });
});
