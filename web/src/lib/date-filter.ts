import type { PaymentDateRange } from "../graphql/types";

/**
 * The periods a money list filters by (the payments list, a partner's sales), as the URL holds
 * them: the server's `PaymentDateRange` and the summary's words for the period before.
 */
export const DATE_FILTER = [
  { value: "today", label: "Today", range: "TODAY", previous: "yesterday by this time" },
  { value: "week", label: "This Week", range: "WEEK", previous: "previous 7 days" },
  { value: "month", label: "This Month", range: "MONTH", previous: "previous 30 days" },
] as const satisfies readonly {
  value: string;
  label: string;
  range: PaymentDateRange;
  previous: string;
}[];

export type DateOption = (typeof DATE_FILTER)[number];
