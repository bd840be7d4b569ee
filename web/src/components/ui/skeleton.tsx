import { Skeleton as ChakraSkeleton } from "@chakra-ui/react";
import type { SkeletonProps } from "@chakra-ui/react";
import { skeletonRecipe } from "@chakra-ui/react/theme";

/*
 * Chakra's Skeleton with its recipe given here instead of in lib/theme (as components/ui/dialog-root
 * does), in a module of its own: the recipe loads with the legal pages and admin payments, not with the home page.
 */
export function Skeleton(props: SkeletonProps) {
  return <ChakraSkeleton recipe={skeletonRecipe} {...props} />;
}
