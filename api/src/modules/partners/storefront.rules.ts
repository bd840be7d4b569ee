import { type Partner, PartnerStatus } from "./partner.entity.js";

/** A slug as the database keeps it (partners_slug_check): 2 to 40 lower-case letters and digits. */
const SLUG = /^[a-z0-9](-?[a-z0-9]){1,38}$/;

/** The slug of an address (read without regard to case, as the router does), or null for none. */
export function readSlug(raw: string): string | null {
  const slug = raw.toLowerCase();
  return SLUG.test(slug) ? slug : null;
}

/** A storefront exists from its launch: before that its slug answers as an unknown one. */
export const launched = (partner: Partner) =>
  partner.launchedAt != null &&
  partner.slug != null &&
  partner.status !== PartnerStatus.AWAITING_AGREEMENT &&
  partner.status !== PartnerStatus.AWAITING_SETUP;

/** A partner's status at `now`: a term whose end has passed has ENDED, whatever was stored. */
export function partnerStatusAt(partner: Partner, now = new Date()): PartnerStatus {
  const running = partner.status !== PartnerStatus.SUSPENDED;
  return running && partner.termEndsAt && partner.termEndsAt <= now
    ? PartnerStatus.ENDED
    : partner.status;
}

/** It sells while live at `now`: launched, not suspended, its term (if any) not run out. */
export const isSelling = (partner: Partner, now = new Date()) =>
  partnerStatusAt(partner, now) === PartnerStatus.LIVE;

/** The name its storefront, its learners' mails and certificates show: its legal one until set. */
export const shownName = (partner: Partner) => partner.displayName ?? partner.legalName;

/** What a suspended or ended storefront says. */
export const notSellingMessage = (name: string) => `${name} is not selling courses at the moment.`;

/** The storefront's logo address: its version in the query, so a new logo has a new address. */
export const logoPath = (slug: string, updatedAt: Date) =>
  `/p/${slug}/logo.png?v=${updatedAt.getTime()}`;

/** A logo as the storefront's route serves it. */
export interface StorefrontLogo {
  partnerId: number;
  png: Buffer;
  updatedAt: Date;
}

/** The logo's validator: its partner and version. */
export const logoEtag = (logo: StorefrontLogo) =>
  `"partner-logo-${logo.partnerId}-${logo.updatedAt.getTime()}"`;
