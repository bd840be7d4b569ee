import { Field, HStack, Input } from "@chakra-ui/react";
import type { ListParams } from "./use-list-params";

/** A calendar day as the URL holds it (YYYY-MM-DD). */
export const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/**
 * A date range of a list's filter, both days included, as the API's half-open range of UTC times
 * (`to` is the start of the day after).
 */
export function dayRange(from: string | undefined, to: string | undefined) {
  const dayAfter = (day: string) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
  return {
    from: from ? new Date(`${from}T00:00:00Z`).toISOString() : null,
    to: to ? dayAfter(to) : null,
  };
}

/** A list's from / to day pickers (`params`: their URL names and labels), held in the URL. */
export function DayRange({
  list,
  params,
}: {
  list: ListParams;
  params: readonly [from: readonly [string, string], to: readonly [string, string]];
}) {
  return (
    <HStack gap="4" align="end" mb="4" wrap="wrap">
      {params.map(([param, label]) => (
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
