import { Drawer } from "@chakra-ui/react";
import type { DrawerRootProps } from "@chakra-ui/react";
import { drawerSlotRecipe } from "@chakra-ui/react/theme";

/*
 * Drawer.Root with its recipe given here instead of in lib/theme (as components/ui/dialog-root does),
 * in a module of its own: the recipe loads with the mobile menu (loaded with its first opening) and the admin layout, not with the home page.
 */
export function DrawerRoot(props: DrawerRootProps) {
  return <Drawer.Root recipe={drawerSlotRecipe} {...props} />;
}
