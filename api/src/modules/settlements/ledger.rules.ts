import { divideHalfUp } from "../../util/money.js";
import { LicenseType, ROYALTY_PERCENT } from "../partners/licence.rules.js";

/** What a ledger line records: a partner's sale, a refund of one, or a lost dispute of one. */
export enum LedgerLineKind {
  SALE = "sale",
  REFUND = "refund",
  DISPUTE = "dispute",
}

/** A line's money once the processor's fee is known, in cents (reversals negative). */
export interface LedgerSplit {
  /** The academy's royalty. */
  royaltyCents: number;
  /** The processor's fee: the academy's part and the partner's (in the royalty's proportion). */
  academyFeeCents: number;
  partnerFeeCents: number;
  /** What the partner is owed: tuition less royalty less its part of the fee. */
  partnerShareCents: number;
}

/**
 * The academy's royalty on `tuitionCents` (negative for a refund): `ROYALTY_PERCENT` of its size
 * rounded half up to the cent, with its sign; nothing on a royalty-free licence. So a refund of
 * the whole sale reverses exactly the sale's royalty.
 */
export function royaltyOf(tuitionCents: number, licence: LicenseType): number {
  if (licence === LicenseType.ROYALTY_FREE) return 0;
  return divideHalfUp(BigInt(tuitionCents) * BigInt(ROYALTY_PERCENT), 100n);
}

/**
 * The processor's fee (`feeCents`, what it kept on the line's balance transaction) shared in the
 * proportion of the royalty to the tuition: the academy's part rounded half up to the cent, the
 * partner's the rest. The parts always add up: (royalty - academy fee) + partner share = tuition
 * - fee, to the cent.
 */
export function splitFee(tuitionCents: number, royaltyCents: number, feeCents: number) {
  const academyFeeCents =
    tuitionCents === 0
      ? 0
      : divideHalfUp(BigInt(feeCents) * BigInt(royaltyCents), BigInt(tuitionCents));
  const partnerFeeCents = feeCents - academyFeeCents;
  return {
    academyFeeCents,
    partnerFeeCents,
    partnerShareCents: tuitionCents - royaltyCents - partnerFeeCents,
  };
}

/** A line's whole split: its royalty (`royaltyOf`) and its fee shared (`splitFee`). */
export function ledgerSplit(
  tuitionCents: number,
  licence: LicenseType,
  feeCents: number,
): LedgerSplit {
  const royaltyCents = royaltyOf(tuitionCents, licence);
  return { royaltyCents, ...splitFee(tuitionCents, royaltyCents, feeCents) };
}
