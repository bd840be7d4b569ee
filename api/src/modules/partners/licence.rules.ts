import { timingSafeEqual } from "node:crypto";
import { sha256Hex } from "../../util/hash.js";

/**
 * The business licences (admin spec, section 9): their kinds, names and fees, and the terms a
 * licence runs on. Pure rules: business-offers sells the licences, partners runs them.
 */
export enum LicenseType {
  ROYALTY_FREE = "royalty-free",
  REVENUE_SHARE = "revenue-share",
}

/** Each licence as the mails and receipts name it. */
export const LICENSE_NAMES: Record<LicenseType, string> = {
  [LicenseType.ROYALTY_FREE]: "Royalty-Free License",
  [LicenseType.REVENUE_SHARE]: "Revenue Share License",
};

/** The licence fees (admin spec section 9), in cents: the server's, never the client's. */
export const LICENSE_FEES: Record<LicenseType, number> = {
  [LicenseType.ROYALTY_FREE]: 250_000,
  [LicenseType.REVENUE_SHARE]: 75_000,
};

/** A royalty-free licence runs this many years from its payment (renewal adds as many). */
export const TERM_YEARS = 3;

/** The academy's share of a revenue-share partner's sales, in percent. */
export const ROYALTY_PERCENT = 15;

/**
 * Whether `reference` is the offer's (the payer's key to its payment and agreement pages):
 * compared as SHA-256 hashes, in constant time.
 */
export function holdsReference(
  offer: { referenceHash?: string | null },
  reference: string | null | undefined,
): boolean {
  if (!offer.referenceHash || !reference || reference.length > 100) return false;
  return timingSafeEqual(Buffer.from(sha256Hex(reference)), Buffer.from(offer.referenceHash));
}
