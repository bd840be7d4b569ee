import { NativeSelect, Table, Tabs } from "@chakra-ui/react";
import type { NativeSelectRootProps, TableRootProps, TabsRootProps } from "@chakra-ui/react";
import { nativeSelectSlotRecipe, tableSlotRecipe, tabsSlotRecipe } from "@chakra-ui/react/theme";

/*
 * Chakra components that only pages in chunks of their own use, with their recipe given here
 * instead of in lib/theme: the recipe then loads with those pages, not with the home page.
 * Use these roots in place of Tabs.Root, NativeSelect.Root and Table.Root; the parts stay
 * Chakra's. (Dialog.Root is components/ui/dialog-root.)
 */

export function TabsRoot(props: TabsRootProps) {
  return <Tabs.Root recipe={tabsSlotRecipe} {...props} />;
}

/**
 * A tab list that scrolls sideways on a narrow screen instead of wrapping onto more lines (the
 * focused tab scrolls into view).
 */
export function ScrollingTabList(props: Tabs.ListProps) {
  return (
    <Tabs.List
      overflowX="auto"
      flexWrap="nowrap"
      css={{ scrollbarWidth: "thin", "& > [role=tab]": { flexShrink: 0 } }}
      {...props}
    />
  );
}

export function NativeSelectRoot(props: NativeSelectRootProps) {
  return <NativeSelect.Root recipe={nativeSelectSlotRecipe} {...props} />;
}

export function TableRoot(props: TableRootProps) {
  return <Table.Root recipe={tableSlotRecipe} {...props} />;
}
