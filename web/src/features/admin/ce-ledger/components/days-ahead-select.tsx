import { Field, NativeSelect } from "@chakra-ui/react";
import type { ListParams } from "../../../../components/data-table/use-list-params";
import { NativeSelectRoot } from "../../../../components/ui/page-recipes";

/** The report's horizons; 60 days is the default and is kept out of the URL. */
export const DAYS_AHEAD = ["7", "30", "60", "90", "180", "365"] as const;
export const DEFAULT_DAYS = "60";

export const daysAheadOf = (list: ListParams) => list.filters.days || DEFAULT_DAYS;

/** "Deadline within": how many days ahead the report looks. */
export function DaysAheadSelect({ list }: { list: ListParams }) {
  return (
    <Field.Root maxW={{ md: "48" }}>
      <Field.Label>Deadline within</Field.Label>
      <NativeSelectRoot>
        <NativeSelect.Field
          value={daysAheadOf(list)}
          onChange={event =>
            list.setFilter("days", event.target.value === DEFAULT_DAYS ? "" : event.target.value)
          }
        >
          {DAYS_AHEAD.map(days => (
            <option key={days} value={days}>
              {days} days
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelectRoot>
    </Field.Root>
  );
}
