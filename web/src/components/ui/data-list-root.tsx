import { DataList } from "@chakra-ui/react";
import type { DataListRootProps } from "@chakra-ui/react";
import { dataListSlotRecipe } from "@chakra-ui/react/theme";

/*
 * DataList.Root with its recipe given here instead of in lib/theme (as components/ui/dialog-root does),
 * in a module of its own: the recipe loads with the dashboard and admin details, not with the home page.
 */
export function DataListRoot(props: DataListRootProps) {
  return <DataList.Root recipe={dataListSlotRecipe} {...props} />;
}
