import { Checkbox } from "@chakra-ui/react";
import type { CheckboxRootProps } from "@chakra-ui/react";
import { checkboxSlotRecipe } from "@chakra-ui/react/theme";

/*
 * Checkbox.Root with its recipe given here instead of in lib/theme (as components/ui/dialog-root does),
 * in a module of its own: the recipe loads with the checkout and admin user dialogs, not with the home page.
 */
export function CheckboxRoot(props: CheckboxRootProps) {
  return <Checkbox.Root recipe={checkboxSlotRecipe} {...props} />;
}
