import { Textarea as ChakraTextarea } from "@chakra-ui/react";
import type { TextareaProps } from "@chakra-ui/react";
import { textareaRecipe } from "@chakra-ui/react/theme";

/*
 * Chakra's Textarea with its recipe given here instead of in lib/theme (as components/ui/dialog-root
 * does), in a module of its own: the recipe loads with the contact form and admin forms, not with the home page.
 */
export function Textarea(props: TextareaProps) {
  return <ChakraTextarea recipe={textareaRecipe} {...props} />;
}
