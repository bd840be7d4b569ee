import { Dialog } from "@chakra-ui/react";
import type { DialogRootProps } from "@chakra-ui/react";
import { dialogSlotRecipe } from "@chakra-ui/react/theme";

/*
 * Dialog.Root with its recipe given here (as components/ui/page-recipes does for others), in a
 * module of its own: the recipe loads with the admin dialogs, not with the public pages that use
 * page-recipes' tabs and selects.
 */
export function DialogRoot(props: DialogRootProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      // A modal keeps focus inside itself; focus that lands outside it is another dialog closing
      // and giving focus back to its trigger, which must not close this one (a dialog opened by
      // another would vanish on a slow machine). A click outside or Escape still closes it.
      onFocusOutside={event => event.preventDefault()}
      {...props}
    />
  );
}
