import { Accordion } from "@chakra-ui/react";
import type { AccordionRootProps } from "@chakra-ui/react";
import { accordionSlotRecipe } from "@chakra-ui/react/theme";

/*
 * Accordion.Root with its recipe given here instead of in lib/theme (as components/ui/dialog-root does),
 * in a module of its own: the recipe loads with the FAQ page, not with the home page.
 */
export function AccordionRoot(props: AccordionRootProps) {
  return <Accordion.Root recipe={accordionSlotRecipe} {...props} />;
}
