import type { BusinessOfferStatus } from "../../../graphql/types";

/** The offer statuses: URL value, GraphQL name, label and badge colour (admin spec section 4). */
export const OFFER_STATUSES = [
  { value: "pending", status: "Pending", label: "Pending", color: "yellow" },
  { value: "paid", status: "Paid", label: "Paid", color: "green" },
  { value: "signed", status: "Signed", label: "Signed", color: "blue" },
  { value: "active", status: "Active", label: "Active", color: "purple" },
  { value: "cancelled", status: "Cancelled", label: "Cancelled", color: "red" },
] as const satisfies readonly {
  value: string;
  status: BusinessOfferStatus;
  label: string;
  color: string;
}[];

export function statusOption(status: BusinessOfferStatus) {
  return OFFER_STATUSES.find(option => option.status === status) ?? OFFER_STATUSES[0];
}
