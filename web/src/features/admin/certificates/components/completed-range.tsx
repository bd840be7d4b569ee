import { Field, HStack, Input } from "@chakra-ui/react";
import type { ListParams } from "../../../../components/data-table/use-list-params";

/** A calendar day as the URL holds it (YYYY-MM-DD). */
export const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/**
 * The completion date range of the filter, both days included, as the API's half-open range of
 * UTC times (`to` is the start of the day after).
 */
export function completedRange(filters: Record<string, string>) {
  const { completedFrom: from, completedTo: to } = filters;
  const dayAfter = (day: string) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
  return {
    completedFrom: from ? new Date(`${from}T00:00:00Z`).toISOString() : null,
    completedTo: to ? dayAfter(to) : null,
  };
}

/** The Completed from / to day pickers of the certificates list, held in the URL. */
export function CompletedRange({ list }: { list: ListParams }) {
  return (
    <HStack gap="4" align="end" mb="4" wrap="wrap">
      {(
        [
          ["completedFrom", "Completed from"],
          ["completedTo", "Completed to"],
        ] as const
      ).map(([param, label]) => (
        <Field.Root key={param} maxW={{ md: "48" }}>
          <Field.Label>{label}</Field.Label>
          <Input
            type="date"
            value={list.filters[param] ?? ""}
            onChange={event => list.setFilter(param, event.target.value)}
          />
        </Field.Root>
      ))}
    </HStack>
  );
}
