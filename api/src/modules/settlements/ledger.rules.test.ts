import fc from "fast-check";
import { divideHalfUp } from "../../util/money.js";
import { LicenseType } from "../partners/licence.rules.js";
import { ledgerSplit, royaltyOf } from "./ledger.rules.js";

const { REVENUE_SHARE, ROYALTY_FREE } = LicenseType;

describe("half up to the cent", () => {
  it.each([
    [15n, 10n, 2],
    [14n, 10n, 1],
    [-15n, 10n, -2],
    [-14n, 10n, -1],
    [15n, -10n, -2],
    [0n, 7n, 0],
    [10n ** 20n, 3n, Number(10n ** 20n / 3n)],
  ])("%s / %s = %s", (numerator, denominator, expected) => {
    expect(divideHalfUp(numerator, denominator)).toBe(expected);
  });
});

describe("the royalty: 15 % of the tuition, half up to the cent, with its sign", () => {
  it.each<[number, LicenseType, number]>([
    [10_000, REVENUE_SHARE, 1_500],
    [19_900, REVENUE_SHARE, 2_985],
    [33_333, REVENUE_SHARE, 5_000], // 4,999.95
    [10, REVENUE_SHARE, 2], // 1.5: half up
    [9, REVENUE_SHARE, 1], // 1.35
    [3, REVENUE_SHARE, 0], // 0.45
    [-10, REVENUE_SHARE, -2], // a refund: the same cents back
    [-19_900, REVENUE_SHARE, -2_985],
    [0, REVENUE_SHARE, 0],
    [19_900, ROYALTY_FREE, 0],
    [-19_900, ROYALTY_FREE, 0],
  ])("%s cents (%s) → %s", (tuition, licence, royalty) => {
    expect(royaltyOf(tuition, licence)).toBe(royalty);
  });
});

describe("a line's split of the processor's fee", () => {
  it.each<[string, number, LicenseType, number, ReturnType<typeof ledgerSplit>]>([
    [
      "a $199 sale, the demo's fee (2.9 % + 30¢ = $6.07)",
      19_900,
      REVENUE_SHARE,
      607,
      // 607 × 2985 / 19900 = 91.05
      { royaltyCents: 2_985, academyFeeCents: 91, partnerFeeCents: 516, partnerShareCents: 16_399 },
    ],
    [
      "a $100 sale, fee $3.20",
      10_000,
      REVENUE_SHARE,
      320,
      { royaltyCents: 1_500, academyFeeCents: 48, partnerFeeCents: 272, partnerShareCents: 8_228 },
    ],
    [
      "royalty-free: the partner bears the whole fee",
      19_900,
      ROYALTY_FREE,
      607,
      { royaltyCents: 0, academyFeeCents: 0, partnerFeeCents: 607, partnerShareCents: 19_293 },
    ],
    [
      "a partial refund of $50 (Stripe keeps no fee on a refund)",
      -5_000,
      REVENUE_SHARE,
      0,
      { royaltyCents: -750, academyFeeCents: 0, partnerFeeCents: 0, partnerShareCents: -4_250 },
    ],
    [
      "a lost dispute of $199 with its $15 fee",
      -19_900,
      REVENUE_SHARE,
      1_500,
      // 1500 × -2985 / -19900 = 225
      {
        royaltyCents: -2_985,
        academyFeeCents: 225,
        partnerFeeCents: 1_275,
        partnerShareCents: -18_190,
      },
    ],
  ])("%s", (_, tuition, licence, fee, split) => {
    expect(ledgerSplit(tuition, licence, fee)).toEqual(split);
  });

  const tuitions = fc.integer({ min: -100_000_000, max: 100_000_000 });
  const licences = fc.constantFrom(REVENUE_SHARE, ROYALTY_FREE);
  const lines = fc.record({
    tuition: tuitions,
    licence: licences,
    fee: fc.integer({ min: 0, max: 100_000_000 }),
  });

  it("adds up to the cent for every input: academy's net + partner's share = tuition - fee", () => {
    fc.assert(
      fc.property(lines, ({ tuition, licence, fee }) => {
        const split = ledgerSplit(tuition, licence, fee);
        expect(split.academyFeeCents + split.partnerFeeCents).toBe(fee);
        expect(split.royaltyCents - split.academyFeeCents + split.partnerShareCents).toBe(
          tuition - fee,
        );
        for (const cents of Object.values(split)) expect(Number.isInteger(cents)).toBe(true);
      }),
    );
  });

  it("keeps the royalty within half a cent of 15 % and the fee's parts within half a cent of its proportion", () => {
    fc.assert(
      fc.property(lines, ({ tuition, licence, fee }) => {
        const { royaltyCents, academyFeeCents } = ledgerSplit(tuition, licence, fee);
        if (licence === ROYALTY_FREE) {
          expect([royaltyCents, academyFeeCents]).toEqual([0, 0]);
          return;
        }
        expect(Math.abs(royaltyCents * 100 - tuition * 15)).toBeLessThanOrEqual(50);
        if (tuition === 0) return;
        const off = BigInt(academyFeeCents) * BigInt(tuition) - BigInt(fee) * BigInt(royaltyCents);
        expect((off < 0n ? -off : off) * 2n <= BigInt(Math.abs(tuition))).toBe(true);
      }),
    );
  });

  it("reverses a sale exactly: a refund of the whole tuition takes back the sale's royalty", () => {
    fc.assert(
      fc.property(tuitions, licences, (tuition, licence) => {
        expect(royaltyOf(-tuition, licence) + royaltyOf(tuition, licence)).toBe(0);
      }),
    );
  });
});
