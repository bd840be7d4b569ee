import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from "@chakra-ui/react/theme";

/** Height of the fixed top bar; the layout pads below it and anchors scroll clear of it. */
export const HEADER_HEIGHT = "4rem";

/**
 * Chakra's default theme with only the recipes of the components the app uses: the whole set
 * weighs more than the rest of the app together. A component whose recipe is missing renders
 * unstyled: add its recipe here when you use a new Chakra component (Dialog -> dialogSlotRecipe),
 * or, for one only pages in their own chunks use, at the use site (components/ui: page-recipes
 * and one module per component, as dialog-root; the architecture test lists them).
 */
/** Chakra's palettes that nothing in the app uses (a colorPalette or a `teal.500`-style token). */
const UNUSED_PALETTES = new Set(["teal", "cyan", "pink"]);

function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(
    Object.entries(colors).filter(([palette]) => !UNUSED_PALETTES.has(palette)),
  ) as T;
}

/**
 * Semantic tokens with their light value only. The app has no dark mode (nothing sets Chakra's
 * `.dark` class), so the `_dark` variants were never applied; each one still cost the system
 * a conditional token and CSS rules to build at start. Both trims halve createSystem's time,
 * which runs before the first render.
 */
function lightOnly<T>(tokens: T): T {
  if (tokens === null || typeof tokens !== "object" || Array.isArray(tokens)) return tokens;
  if ("value" in tokens) {
    const { value } = tokens as { value: unknown };
    if (value && typeof value === "object" && "_light" in value) {
      return { ...tokens, value: (value as { _light: unknown })._light };
    }
    return tokens;
  }
  return Object.fromEntries(
    Object.entries(tokens).map(([key, nested]) => [key, lightOnly(nested)]),
  ) as T;
}

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: "chakra",
  cssVarsRoot: ":where(html, .chakra-theme)",
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: withoutUnusedPalettes(semanticTokens.colors),
    }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
    },
  },
});

const config = defineConfig({
  globalCss: {
    html: {
      scrollBehavior: "smooth",
      scrollPaddingTop: HEADER_HEIGHT,
    },
    body: {
      bg: "white",
      color: "gray.800",
    },
  },
  theme: {
    tokens: {
      // Chakra's palette has no indigo; the pre-launch banner is indigo in the product.
      colors: {
        indigo: {
          50: { value: "#eef2ff" },
          100: { value: "#e0e7ff" },
          600: { value: "#4f46e5" },
          700: { value: "#4338ca" },
          800: { value: "#3730a3" },
          900: { value: "#312e81" },
        },
      },
      fonts: {
        heading: {
          value:
            "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
        body: {
          value:
            "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), config);
