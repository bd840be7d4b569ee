import { DataList } from "@chakra-ui/react";
import type { DataListRootProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { dataListSlotRecipe } from "@chakra-ui/react/theme";

/*
 * DataList.Root with its recipe given here instead of in lib/theme (as components/ui/dialog-root does),
 * in a module of its own: the recipe loads with the dashboard and admin details, not with the home page.
 */
export function DataListRoot(props: DataListRootProps) {
  return <DataList.Root recipe={dataListSlotRecipe} {...props} />;
}

interface FactListProps extends Omit<DataListRootProps, "children"> {
  /** Each fact's label and value, in order. */
  facts: readonly (readonly [label: string, value: ReactNode])[];
}

/** A details view's facts: a label and its value a line. */
export function FactList({ facts, ...props }: FactListProps) {
  return (
    <DataListRoot orientation="horizontal" size="sm" {...props}>
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataListRoot>
  );
}
