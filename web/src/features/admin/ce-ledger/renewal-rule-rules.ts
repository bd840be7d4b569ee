import type { FieldErrors } from "../../../components/forms/use-form";

export interface RuleValues extends Record<string, string> {
  requiredHours: string;
  periodMonths: string;
}

/** The server's limits and words (api ce-ledger renewal-rule.service.ts). */
export function validateRule(values: RuleValues): FieldErrors<RuleValues> {
  const within = (text: string, min: number, max: number) =>
    /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;
  return {
    requiredHours: within(values.requiredHours, 1, 1000)
      ? undefined
      : "Required hours must be a whole number from 1 to 1000",
    periodMonths: within(values.periodMonths, 1, 120)
      ? undefined
      : "Period must be a whole number of months from 1 to 120",
  };
}
