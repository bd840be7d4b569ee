import { Dialog } from "@chakra-ui/react";
import type { DialogRootProps } from "@chakra-ui/react";
import { dialogSlotRecipe } from "@chakra-ui/react/theme";

/*
 * Dialog.Root with its recipe given here (as components/ui/page-recipes does for others), in a
 * module of its own: the recipe loads with the admin dialogs, not with the public pages that use
 * page-recipes' tabs and selects.
 */
export function DialogRoot(props: DialogRootProps) {
  return <Dialog.Root recipe={dialogSlotRecipe} {...props} />;
}
