import { Switch } from "@chakra-ui/react";
import type { SwitchRootProps } from "@chakra-ui/react";
import { switchSlotRecipe } from "@chakra-ui/react/theme";

/*
 * Switch.Root with its recipe given here instead of in lib/theme (as components/ui/dialog-root does),
 * in a module of its own: the recipe loads with the account and admin settings, not with the home page.
 */
export function SwitchRoot(props: SwitchRootProps) {
  return <Switch.Root recipe={switchSlotRecipe} {...props} />;
}
