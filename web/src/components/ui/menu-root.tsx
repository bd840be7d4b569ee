import { Menu } from "@chakra-ui/react";
import type { MenuRootProps } from "@chakra-ui/react";
import { menuSlotRecipe } from "@chakra-ui/react/theme";

/*
 * Menu.Root with its recipe given here instead of in lib/theme (as components/ui/dialog-root does),
 * in a module of its own: the recipe loads with the account and systems menus (loaded when first shown), not with the home page.
 */
export function MenuRoot(props: MenuRootProps) {
  return <Menu.Root recipe={menuSlotRecipe} {...props} />;
}
