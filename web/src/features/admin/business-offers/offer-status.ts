import type { BusinessOfferStatus } from "../../../graphql/types";

/** The offer statuses: URL value, GraphQL name, label and badge colour (admin spec section 4). */
export const OFFER_STATUSES = [
  { value: "pending", status: "PENDING", label: "Pending", color: "yellow" },
  { value: "paid", status: "PAID", label: "Paid", color: "green" },
  { value: "signed", status: "SIGNED", label: "Signed", color: "blue" },
  { value: "active", status: "ACTIVE", label: "Active", color: "purple" },
  { value: "cancelled", status: "CANCELLED", label: "Cancelled", color: "red" },
] as const satisfies readonly {
  value: string;
  status: BusinessOfferStatus;
  label: string;
  color: string;
}[];

export function statusOption(status: BusinessOfferStatus) {
  return OFFER_STATUSES.find(option => option.status === status) ?? OFFER_STATUSES[0];
}
