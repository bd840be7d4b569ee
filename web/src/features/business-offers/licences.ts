import type { LicenseType } from "../../graphql/types";
import { labelOf } from "../../lib/format";

/** The licence types as the form and @guardian/rules name them. */
export type LicenceValue = "royalty-free" | "revenue-share";

export interface Licence {
  value: LicenceValue;
  /** The GraphQL enum's name for the same type. */
  type: LicenseType;
  /** Its name in an admin table's License Type column. */
  label: string;
  title: string;
  price: string;
  priceNote: string;
  terms: readonly string[];
}

/** The two licences and their terms (admin spec section 9); the server sets what is charged. */
export const LICENCES: readonly Licence[] = [
  {
    value: "royalty-free",
    type: "ROYALTY_FREE",
    label: "Royalty-Free",
    title: "Royalty-Free License",
    price: "$2,500",
    priceNote: "one-time",
    terms: [
      "Unlimited student enrollments",
      "No royalties on your tuition",
      "Valid for 3 years with renewal option",
    ],
  },
  {
    value: "revenue-share",
    type: "REVENUE_SHARE",
    label: "Revenue Share",
    title: "Revenue Share License",
    price: "$750",
    priceNote: "setup fee",
    terms: [
      "15% of student tuition per enrollment",
      "Monthly reporting and settlement",
      "Lower cost to get started",
    ],
  },
];

const named = (name: string) =>
  LICENCES.find(licence => licence.value === name || licence.type === name);

/**
 * The application for a licence, as an address (/business-offers?apply=…): a link that works
 * before the page's script has run, and a step the back button undoes.
 */
export const applicationLink = (licence: LicenceValue) => ({ search: `?apply=${licence}` });

/** The licence an address applies for, if it names one. */
export const appliedFor = (params: URLSearchParams): LicenceValue | null =>
  named(params.get("apply") ?? "")?.value ?? null;

/** A licence by either of its names; the royalty-free one for anything unknown (spec default). */
export function licenceOf(name: string): Licence {
  return named(name) ?? LICENCES[0];
}

/** A licence type by either of its names as the admin tables show it ("Royalty-Free"). */
export function licenceLabel(name: string): string {
  return named(name)?.label ?? labelOf(name);
}

/** An offer's payment page: its id, and its reference (from the application) as `ref`. */
/** The success page of a paid offer: it shows only for that offer's reference. */
export const offerSuccessPath = (id: number, reference: string) =>
  `/business-offers/success?${new URLSearchParams({ offer: String(id), ref: reference }).toString()}`;

/** The paid offer's licence agreement, opened by its payer's reference. */
export const licenceAgreementPath = (id: number, reference: string) =>
  `/licence-agreement/${id}?${new URLSearchParams({ ref: reference }).toString()}`;

export const offerPaymentPath = (id: number, reference: string) =>
  `/business-offers/payment/${id}?${new URLSearchParams({ ref: reference }).toString()}`;
