import type { PartnerEventKind, PartnerStatus, PayoutAccountState } from "../../graphql/types";

/** A partner's status in words, as its page says it (docs/partners.md). */
export const PARTNER_STATUS: Record<PartnerStatus, { label: string; color: string }> = {
  AWAITING_AGREEMENT: { label: "Awaiting agreement", color: "yellow" },
  AWAITING_SETUP: { label: "Awaiting setup", color: "blue" },
  LIVE: { label: "Live", color: "green" },
  ENDED: { label: "Ended", color: "gray" },
  SUSPENDED: { label: "Suspended", color: "red" },
};

/** A timeline entry's kind in words. */
export const PARTNER_EVENT: Record<PartnerEventKind, string> = {
  APPLIED: "Applied for the licence",
  FEE_PAID: "Licence fee paid",
  AGREEMENT_SIGNED: "Licence agreement signed",
  CREDENTIALS_SENT: "Administrator invited",
  ADMIN_JOINED: "Administrator joined",
  LAUNCHED: "Storefront launched",
  RENEWED: "Licence renewed",
  SUSPENDED: "Suspended by the academy",
  RESUMED: "Resumed by the academy",
  ENDED: "Licence term ended",
  PRICE_SET: "Course price set",
  BRANDING_SET: "Branding set",
  LOGO_SET: "Logo changed",
};

/** A payout account's state in words. */
export const PAYOUT_STATE: Record<PayoutAccountState, { label: string; color: string }> = {
  NOT_CONNECTED: { label: "Not connected", color: "gray" },
  DETAILS_NEEDED: { label: "Details needed", color: "yellow" },
  PAYOUTS_ENABLED: { label: "Payouts enabled", color: "green" },
  RESTRICTED: { label: "Restricted", color: "red" },
  DISCONNECTED: { label: "Disconnected", color: "gray" },
};

/** The partner's page. */
export const partnerPath = (id: number) => `/partner/${id}`;
